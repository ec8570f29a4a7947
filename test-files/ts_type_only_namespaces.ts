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

// declare'd classes, enums, consts and functions are erased too: using
// one as a value reads a global, as node does.
declare class Foo { x: number }
declare enum Dir { Up }
declare const bar: number;
declare function baz(): void;
console.log(typeof Foo, typeof Dir, typeof bar, typeof baz);
try { new Foo(); } catch (e: any) { console.log(e.name, e.message); }
try { console.log(Dir.Up); } catch (e: any) { console.log(e.name, e.message); }
