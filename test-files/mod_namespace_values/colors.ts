export const red = "#f00";
export const green = "#0f0";
export const shared = "colors";
