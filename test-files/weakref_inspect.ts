import { inspect, format, types } from "node:util";

const target = { id: 1, nested: { deep: [1, 2, 3] } };
const ref = new WeakRef(target);
const registry = new FinalizationRegistry<number>(() => {});
registry.register(target, 1);

console.log(ref);
console.log(registry);
console.log([ref, registry]);
console.log({ ref, registry, list: [ref] });
console.log(new Map([["r", ref]]), new Set([registry]));
console.log(inspect(ref, { showHidden: true }), inspect(registry, { showHidden: true }));
console.log(inspect({ a: { b: { c: { ref } } } }, { depth: 1 }));
console.log(format("%o | %O | %s | %j", ref, registry, ref, { ref }));
console.dir(ref);
console.log(String(ref), `${registry}`, Object.prototype.toString.call(registry));
console.log(Object.keys(ref), JSON.stringify(ref), JSON.stringify([registry]));
console.log(types.isWeakMap(ref), types.isWeakSet(registry));

class TrackedRef<T extends object> extends WeakRef<T> {
  constructor(target: T, public label: string) {
    super(target);
  }
}
const t = new TrackedRef(target, "tracked");
console.log(t, inspect(t, { showHidden: true }));

class Named extends FinalizationRegistry<string> {
  count = 0;
}
console.log(new Named(() => {}));

const withProps = new WeakRef(target) as WeakRef<object> & { extra?: number };
withProps.extra = 5;
console.log(withProps);
const tagged = new WeakRef(target);
Object.defineProperty(tagged, Symbol.toStringTag, { value: "Custom" });
console.log(tagged, Object.prototype.toString.call(tagged));
console.log(ref.deref() === target, t.deref() === target);
