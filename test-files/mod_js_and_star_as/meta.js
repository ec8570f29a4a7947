export const version = "1.0." + [1, 2].length;
