// The namespace objects of node's built-in modules follow a namespace's
// rules: read-only exports, no new properties, `[object Module]`.
import * as path from "node:path";
import * as os from "node:os";

const attempt = (what: string, f: () => unknown) => {
  try {
    console.log(what, f());
  } catch (e) {
    console.log(what, (e as Error).name + ": " + (e as Error).message);
  }
};
const p: any = path;
attempt("toString", () => Object.prototype.toString.call(path));
attempt("assign", () => (p.join = () => "x"));
attempt("add", () => (p.extra = 1));
attempt("delete", () => delete p.join);
attempt("extensible", () => Object.isExtensible(path));
attempt("frozen", () => Object.isFrozen(os));
attempt("define same", () => Reflect.defineProperty(path, "sep", { value: "/" }));
attempt("define other", () => Reflect.defineProperty(path, "sep", { value: "\\" }));
attempt("default", () => path.default === (p.default as typeof path.default));
attempt("join still works", () => path.join("a", "b"));
attempt("keys sorted", () => {
  const keys = Object.keys(os);
  return keys.every((k, i) => i === 0 || keys[i - 1] < k);
});
attempt("Symbol.toStringTag", () => Object.getOwnPropertyDescriptor(os, Symbol.toStringTag));
