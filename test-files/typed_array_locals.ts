// A variable assigned once by `new Int32Array(n)` (or another view
// constructor of the global object) is indexed through a fast path that
// trusts the element type read when it was assigned: every index, value
// and element type must still behave as node's, also when the global
// constructor was replaced, inside loops and across a generator's yields.

function fill(n) {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i * 1000000007;
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i];
  return [s, a[-1], a[n], a[1.5], a[NaN], a["2"], a[n - 1]];
}
console.log(fill(10));

function stores() {
  const i8 = new Int8Array(4);
  const u8 = new Uint8Array(4);
  const c8 = new Uint8ClampedArray(4);
  const i16 = new Int16Array(4);
  const u16 = new Uint16Array(4);
  const u32 = new Uint32Array(4);
  const f32 = new Float32Array(4);
  const f64 = new Float64Array(4);
  const vals = [300, -1.7, 2 ** 40 + 3, NaN];
  for (let i = 0; i < 4; i++) {
    const v = vals[i];
    i8[i] = v;
    u8[i] = v;
    c8[i] = v;
    i16[i] = v;
    u16[i] = v;
    u32[i] = v;
    f32[i] = v;
    f64[i] = v;
  }
  // Out of range and fractional indices store nothing.
  i8[4] = 1;
  f64[-1] = 2;
  f64[0.5] = 3;
  // Values that are not numbers convert.
  u8[0] = "77";
  u16[1] = { valueOf: () => 65537 };
  f64[2] = true;
  f64[3] = undefined;
  for (const a of [i8, u8, c8, i16, u16, u32, f32, f64]) console.log(Array.from(a));
  console.log(i8[4], f64[-1], f64[0.5], Object.keys(f64));
}
stores();

// The global constructor replaced: the variable holds whatever it made.
function made() {
  const a = new Float64Array(3);
  a[0] = 1.5;
  a[5] = 9;
  return [a[0], a[5], a.length, a.constructor.name];
}
console.log(made());
const saved = globalThis.Float64Array;
globalThis.Float64Array = Uint8Array;
console.log(made());
globalThis.Float64Array = Array;
console.log(made());
globalThis.Float64Array = function () {
  return { 0: "plain", length: 1 };
};
console.log(made());
globalThis.Float64Array = saved;
console.log(made());

// One per turn of a loop, of a length each.
let total = 0;
for (let k = 1; k <= 40; k++) {
  const a = new Uint16Array(k);
  for (let i = 0; i < k + 2; i++) a[i] = i * 4099;
  for (let i = 0; i < k + 2; i++) total += a[i] ?? 1;
}
console.log(total);

// Across a generator's yields.
function* walk(n) {
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    a[i] = i / 3;
    yield a[i];
  }
  yield Array.from(a);
}
console.log([...walk(4)]);

// Many arrays, kept while others are made, summed at the end.
function keep() {
  const out = [];
  for (let r = 0; r < 200; r++) {
    const a = new Float64Array(64);
    for (let i = 0; i < 64; i++) a[i] = r + i / 64;
    out.push(a);
  }
  let s = 0;
  for (const a of out) s += a[63];
  return s;
}
console.log(keep());
