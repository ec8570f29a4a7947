// Default exports passed along: `export { default } from`, `export
// { default as name } from`, and default plus named or namespace imports.
import Widget, { describe, Base as B } from "./barrel.js";
import def, * as all from "./widget.js";
console.log(new Widget().kind, describe(new Widget()), Widget === def, all.default === def);
console.log(new B().kind, all.VERSION);
