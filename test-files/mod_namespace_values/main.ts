// Module namespace objects as values: passed around, inspected,
// enumerated, and live (a later store to an export shows through them).
import * as store from "./store.ts";
import * as shapes from "./shapes.ts";
import * as theme from "./theme.ts";
import * as empty from "./empty.ts";
import { shapes as reexported } from "./theme.ts";

console.log(store);
console.log(Object.keys(store), Object.keys(empty));
console.log(empty, String(Object.prototype.toString.call(empty)));

// A plugin table built from namespaces, as a registry would.
const registry: Record<string, object> = { store, shapes };
for (const [name, mod] of Object.entries(registry)) {
  console.log(name, Object.keys(mod).join(","));
}

// Live bindings through the object.
const ns: typeof store = store;
ns.add("a");
ns.add("b");
console.log(ns.count, ns.last, store.count);
const snapshot = { ...ns };
ns.reset();
console.log(ns.count, ns.last, snapshot.count, snapshot.last);
console.log(JSON.stringify(store));

// Calling through the object, dynamic keys, `in`.
const kinds = ["circle", "square"] as const;
for (const k of kinds) console.log(k, shapes[k](2).toFixed(3));
console.log("circle" in shapes, "triangle" in shapes, (shapes as any)["triangle"]);
console.log(new store.Item("x").label, store.default.kind);

// Re-exported namespaces and ambiguous star exports.
console.log(theme);
console.log(reexported === shapes, theme.shapes === shapes, "shared" in theme);

// The object's rules: read-only for assignments, fixed shape.
const anyNs: any = store;
const attempt = (what: string, f: () => unknown) => {
  try {
    console.log(what, f());
  } catch (e) {
    console.log(what, (e as Error).name + ": " + (e as Error).message);
  }
};
attempt("assign", () => (anyNs.count = 9));
attempt("add", () => (anyNs.extra = 1));
attempt("delete", () => delete anyNs.count);
attempt("delete missing", () => delete anyNs.nothing);
attempt("define same", () => Reflect.defineProperty(store, "limit", { value: 3 }));
attempt("define other", () => Reflect.defineProperty(store, "limit", { value: 4 }));
attempt("defineProperty", () => Object.defineProperty(store, "limit", { value: 4 }));
attempt("freeze", () => Object.freeze(store));
attempt("freeze empty", () => Object.isFrozen(Object.freeze(empty)));
attempt("isFrozen", () => Object.isFrozen(store));
attempt("isSealed", () => Object.isSealed(store));
attempt("extensible", () => Object.isExtensible(store));
attempt("prototype", () => Object.getPrototypeOf(store));
attempt("setPrototypeOf", () => Reflect.setPrototypeOf(store, {}));
attempt("descriptor", () => Object.getOwnPropertyDescriptor(store, "count"));
attempt("tag", () => Object.getOwnPropertyDescriptor(store, Symbol.toStringTag));
attempt("template", () => `${anyNs}`);
attempt("inherit", () => {
  const child = Object.create(store);
  child.count = 5;
  return child.count;
});
console.log(store.count, [store].length, { nested: { deeper: { deepest: { store } } } });
