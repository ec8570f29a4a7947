export const small = 1;
export const large = 10;
export const shared = "sizes";
