// structuredClone as programs use it: deep copies of state and config,
// with Dates, Maps, Sets, typed arrays, errors, cycles and shared parts.
class Point {
  constructor(x, y) {
    this.x = x;
    this.y = y;
  }
  get norm() {
    return Math.hypot(this.x, this.y);
  }
}

const holes = [1, , 3] as any[];
holes.extra = "e";
const state: any = {
  n: 1, s: "s", b: true, u: undefined, nul: null, big: 10n, negZero: -0,
  when: new Date(Date.UTC(2024, 1, 29, 12)),
  pattern: /a+b/gi,
  list: holes,
  point: new Point(3, 4),
  index: new Map<any, any>([[{ k: 1 }, new Set([1, 2])], ["two", [2]]]),
  nested: { deep: [{ z: 1 }, [[["x"]]]] },
};
state.self = state;
const copy = structuredClone(state);
console.log(copy);
console.log(copy === state, copy.self === copy, copy.when === state.when, copy.when.getTime() === state.when.getTime());
console.log(copy.point instanceof Point, Object.getPrototypeOf(copy.point) === Object.prototype, copy.point.norm);
console.log(copy.pattern.lastIndex, copy.pattern.flags, Object.is(copy.negZero, -0), 1 in copy.list, copy.list.length);

// Mutating the copy leaves the original alone.
copy.nested.deep[0].z = 99;
copy.index.get("two").push(3);
console.log(state.nested.deep[0].z, state.index.get("two"), copy.index.get("two"));

// Shared references stay shared; a buffer is copied once for its views.
const shared = { tag: "shared" };
const bytes = new Uint8Array([1, 2, 3, 4]);
const pair = structuredClone({ a: shared, b: shared, bytes, view: new DataView(bytes.buffer, 1, 2), words: new Uint16Array(bytes.buffer, 2) });
console.log(pair, pair.a === pair.b, pair.bytes.buffer === pair.view.buffer, pair.bytes.buffer === bytes.buffer);
pair.bytes[0] = 200;
console.log(bytes[0], pair.bytes[0], structuredClone(new BigInt64Array([1n, -2n])), structuredClone(new ArrayBuffer(3)));

// Wrappers and primitives.
console.log(structuredClone(new Number(3)), structuredClone(Object("s")), structuredClone(Object(2n)), structuredClone([new Boolean(false)]));
console.log(structuredClone(undefined), structuredClone(null), structuredClone("x"), structuredClone(1.5), structuredClone(7n));

// Errors keep their type, message, stack and cause.
const err = new RangeError("out of range", { cause: { code: 7 } });
(err as any).extra = 5;
const errCopy = structuredClone(err);
console.log(errCopy instanceof RangeError, errCopy.name, errCopy.message, errCopy.cause, (errCopy as any).extra, errCopy.stack === err.stack);
console.log(Object.getOwnPropertyNames(errCopy), Object.getOwnPropertyNames(structuredClone(new Error())));
class MyError extends Error {
  constructor(m) {
    super(m);
    this.name = "MyError";
  }
}
const mine = structuredClone(new MyError("x"));
console.log(mine.name, mine instanceof MyError, mine.constructor.name);
const renamed = new Error("m");
renamed.name = "TypeError";
console.log(structuredClone(renamed) instanceof TypeError);

// Getters run; non-enumerable and symbol-keyed properties are left out.
const withGetter: any = { get a() { console.log("getter ran"); return 1; }, b: 2, [Symbol("s")]: 3 };
Object.defineProperty(withGetter, "hidden", { value: 3, enumerable: false });
console.log(structuredClone(withGetter));
const sparse = [1, 2];
sparse.length = 5;
console.log(structuredClone(sparse), structuredClone(new Map([[1, "a"]]), {}), structuredClone([1], { transfer: [] }));

// What cannot be cloned.
for (const v of [Symbol("q"), new WeakMap(), Promise.resolve(), Object(Symbol("w")), [new WeakSet()], { inner: { m: new WeakMap() } }]) {
  try {
    console.log("cloned", structuredClone(v));
  } catch (e: any) {
    console.log(e.name, e.message, e.code, e instanceof Error);
  }
}
function args(..._xs) {
  return arguments;
}
for (const f of [() => structuredClone(args(1, 2)), () => (structuredClone as any)(), () => structuredClone(1, 5 as any)]) {
  try {
    f();
  } catch (e: any) {
    console.log(e.name, e.message);
  }
}

// A cloned Set behaves as a Set made by hand.
const tags = structuredClone(new Set<any>([{ a: 1 }, "x", 2]));
console.log(tags, [...tags.entries()], [...tags.values()], tags.has("x"), tags.size);
tags.forEach((v, k, set) => console.log(v, k, set === tags));
