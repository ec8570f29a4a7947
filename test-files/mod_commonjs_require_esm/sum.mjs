console.log("sum.mjs runs");
export const sum = (xs) => xs.reduce((a, b) => a + b, 0);
