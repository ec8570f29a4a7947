import { f } from "./a.ts";
export function g() { return 2; }
console.log("b calls f:", (() => { try { return f(); } catch (e) { return (e as Error).name + ": " + (e as Error).message; } })());
