import { fromA, callLater } from "./a.js";
export const late = "late " + fromA;
export default (who: string) => `hello ${who}`;
console.log(callLater());
