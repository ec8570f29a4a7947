// The methods of %TypedArray%.prototype as scripts call them.
const a = new Float64Array([5, 1, 4, 2, 3]);
console.log(a.map((x) => x * 2), a.filter((x) => x > 2));
console.log(a.reduce((s, x) => s + x, 0), a.reduce((s, x) => s + x), a.reduceRight((s, x) => s + "," + x, ""));
a.forEach((x, i, arr) => {
  if (i === 0) console.log("forEach", x, i, arr === a);
});
console.log(a.indexOf(4), a.indexOf(9), a.lastIndexOf(3), a.includes(2), a.includes(NaN));
console.log(a.join(), a.join(" | "), a.toString(), String(a));
console.log(a.every((x) => x > 0), a.some((x) => x > 4), a.find((x) => x > 3), a.findIndex((x) => x > 3));
console.log(a.findLast((x) => x > 3), a.findLastIndex((x) => x > 30), a.at(-1), a.at(10));

const s = new Float64Array([3, -1, NaN, 10, -0, 0, 2.5, -Infinity]);
s.sort();
console.log(s);
const t = new Int32Array([3, 1, 2, 10, 100, 20]);
t.sort((x, y) => y - x);
console.log(t, t.reverse());
console.log(Array.prototype.slice.call(new Uint8Array([9, 8])), Object.prototype.toString.call(t));

const filled = new Int16Array(6).fill(7);
console.log(filled, filled.fill(1, 2, 4), filled.fill(9, -2));

const base = new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]);
const sub = base.subarray(2, 5);
sub[0] = 99;
console.log(sub, base, sub.byteOffset, sub.length, sub.buffer === base.buffer);
const sl = base.slice(-3);
sl[0] = 42;
console.log(sl, base, sl.buffer === base.buffer);
console.log(base.subarray(-2), base.subarray(5, 2), base.slice(1, 3));

const dst = new Float32Array(6);
dst.set([1, 2, 3]);
dst.set(new Int8Array([-1, -2]), 4);
console.log(dst);
try {
  dst.set([1, 2, 3], 5);
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}

const w = new Uint8Array([1, 2, 3, 4, 5]);
w.copyWithin(0, 3);
console.log(w);
console.log([...w.keys()], [...w.entries()].slice(0, 2), [...w.values()]);
for (const [i, v] of new Int8Array([4, 5]).entries()) console.log(i, v);

console.log(Array.isArray(w), w instanceof Uint8Array, ArrayBuffer.isView(w), ArrayBuffer.isView([]));
console.log(Object.getPrototypeOf(Int8Array) === Object.getPrototypeOf(Float64Array));
console.log(new Int8Array(3).constructor.name, Uint8Array.prototype[Symbol.toStringTag]);

const total = new Float64Array(1000).map((_, i) => i).reduce((x, y) => x + y);
console.log(total);
console.log(JSON.stringify(new Uint8Array([1, 2])), JSON.stringify({ v: new Float32Array([0.5]) }));
