// Namespaces holding only types (and declare'd names) are erased, as
// TypeScript emits nothing for them; so is `export type { … } from`.
namespace T {
  export interface P { x: number }
  export type Q = string;
  export namespace Inner { export interface R { y: P } }
  declare const hidden: number;
}
declare namespace Ambient { const v: number; }
namespace A.B.C { export type Z = number }
export type { Missing } from "./nowhere";
const p: T.P = { x: 1 };
const r: T.Inner.R = { y: p };
const z: A.B.C.Z = 3;
console.log(p, r, z);
