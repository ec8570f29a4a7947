// Typed arrays subclassed, sorted with comparators, filled from iterables
// and array-likes, and changed through the object model's generic paths.
class Vec3 extends Float64Array {
  constructor(x = 0, y = 0, z = 0) {
    super(3);
    this[0] = x;
    this[1] = y;
    this[2] = z;
  }
  get x() {
    return this[0];
  }
  length2() {
    return this[0] * this[0] + this[1] * this[1] + this[2] * this[2];
  }
}

const v = new Vec3(1, 2, 3);
console.log(v, v.x, v.length2(), v instanceof Float64Array, v.constructor.name);
const doubled = v.map((c) => c * 2);
console.log(doubled instanceof Vec3, doubled, doubled.length2());
const sub = v.subarray(1);
console.log(sub instanceof Vec3, sub.length, sub[0]);

const nums = Int16Array.from(new Set([5, -3, 9, 1]));
nums.sort((a, b) => b - a);
console.log(nums);
let calls = 0;
try {
  new Uint8Array([3, 1, 2]).sort(() => {
    calls++;
    throw new Error("comparator failed");
  });
} catch (e) {
  console.log((e as Error).message, calls > 0);
}

function* gen() {
  yield 1;
  yield 2.5;
  yield "7";
}
console.log(new Float32Array(gen()), Uint8Array.from({ length: 3, 0: 10, 2: 30 } as any));
const target = new Int32Array(5);
target.set({ length: 2, 0: 8, 1: 9 } as any, 3);
console.log(target);

const f = new Float64Array(2);
Object.defineProperty(f, 0, { value: 4.5 });
console.log(f, Object.getOwnPropertyDescriptor(f, 1));
try {
  delete (f as any)[0];
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
console.log(Object.isExtensible(new Int8Array(1)), Object.entries(new Uint8Array([7, 8])));
for (const k in new Int8Array(2)) console.log("key", k, typeof k);

// The element conversions that run JavaScript.
const seen: string[] = [];
const w = new Int32Array(2);
w[0] = { valueOf: () => (seen.push("valueOf"), 42) } as any;
console.log(w[0], seen);
try {
  w[1] = Symbol("s") as any;
} catch (e) {
  console.log((e as Error).message);
}

// Short-lived arrays and views kept across collections.
const keep: Uint8Array[] = [];
let total = 0;
for (let i = 0; i < 20000; i++) {
  const a = new Uint8Array(64);
  a[i % 64] = i & 255;
  total += a[i % 64];
  if (i % 1000 === 0) keep.push(a.subarray(i % 64, (i % 64) + 1));
}
console.log(total, keep.length, keep.map((k) => k[0]).join(","));
