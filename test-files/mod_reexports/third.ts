export const three = 3;
export const one = "third one";
export const four = 4;
