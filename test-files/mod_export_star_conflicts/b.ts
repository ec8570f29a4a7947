export * from "./common.js";
export const clash = "b";
export const onlyB = "only in b";
export default function bDefault() {}
