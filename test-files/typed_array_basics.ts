// Typed arrays as programs use them: made by length, from arrays, read and
// written by index, with each element type's conversion on store.
const kinds = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array];
const samples = [0, 1, -1, 127, 128, 255, 256, 300.7, -129.5, 65535, 65536, 2147483648, -2147483649, 0.1, NaN, Infinity, -Infinity, 1e10];

for (const K of kinds) {
  const a = new K(samples.length);
  for (let i = 0; i < samples.length; i++) a[i] = samples[i];
  console.log(K.name, K.BYTES_PER_ELEMENT, a.length, a.byteLength, a.byteOffset);
  console.log(Array.from(a).join(" "));
}

const f = new Float64Array(4);
console.log(f);
f[0] = 1.5;
f[3] = -2;
f[4] = 99; // out of range: ignored
f[-1] = 7; // a canonical numeric index: ignored too
console.log(f, f[4], f[-1], f["3"], f[1.5]);
console.log(Object.keys(f), 2 in f, 4 in f, "-0" in f);

const u = new Uint8Array([1, 2, 3, 250]);
u[0] += 255;
u[3]++;
console.log(u, u.length);

const c = new Uint8ClampedArray([-5, 300, 1.5, 2.5, 254.5]);
console.log(c);

const i32 = Int32Array.from([1, 2, 3], (x) => x * 10);
console.log(i32, Int16Array.of(7, 8, 9));

const empty = new Float32Array();
console.log(empty, empty.length);

const f32 = new Float32Array([0.1, 1 / 3, 16777217]);
console.log(f32[0], f32[1], f32[2]);

// Strings and other values convert as Number() does.
const mixed = new Float64Array(["3.5", true, null, undefined, "x", [7]] as any);
console.log(mixed);

const copy = new Int16Array(u);
console.log(copy, copy.buffer.byteLength);

let sum = 0;
for (const x of new Uint16Array([10, 20, 30])) sum += x;
console.log(sum, [...new Int8Array([5, -6])]);
