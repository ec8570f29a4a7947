export const two = 2;
export const clash = "second";
export * from "./shared.js";
