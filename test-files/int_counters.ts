// Loop counters and other integer-only number variables, which kiln keeps
// as 64-bit integers in C: every use must still behave as a double's.

// Division, negation and -0, string conversion (each variable also
// indexes an array, so it is kept as an integer).
const parts: string[] = [];
const names = ["zero", "one", "two", "three"];
for (let i = 0; i < 4; i++) {
  parts.push(names[i], String(i / 3), String(-i), String(1 / -i), "" + i, i.toString(2));
}
console.log(parts.join(" "));
let z = 1;
z--;
console.log(names[z], Object.is(-z, -0), Object.is(z, 0), 1 / z, 1 / -z, z * 0.5, z - 0.25);

// Counting down past zero: negative indices are properties, not elements.
const arr: any = [10, 20, 30];
for (let i = 2; i >= -2; i--) {
  console.log(i, arr[i]);
}
arr[-1] = "minus one";
let j = -1;
console.log(arr[j], arr.length, Object.keys(arr));

// Out of range reads and writes on arrays and typed arrays.
const grow: number[] = [];
for (let i = 0; i < 5; i++) grow[i] = i * i;
console.log(grow, grow[5], grow.length);
const ta = new Int32Array(3);
const fa = new Float64Array(3);
for (let i = -1; i <= 3; i++) {
  ta[i] = i * 7;
  fa[i] = i / 2;
}
console.log(ta, fa, ta[3], fa[-1]);

// Holes read through the prototype chain.
const holes = new Array(4);
holes[1] = "one";
(Array.prototype as any)[2] = "from the prototype";
for (let i = 0; i < 4; i++) console.log(i, holes[i]);
delete (Array.prototype as any)[2];

// Bitwise operators on counters, and counters made by them.
let bits = "";
for (let i = 0; i < 34; i += 11) {
  bits += [i << 30, i << 31 >> 31, i >>> 0, ~i, i ^ -1, -i >>> 28, 1 << i, i & 0xff].join(",") + ";";
}
console.log(bits);
let h = 2 ** 40 + 5;
let k = h | 0;
k = k + 1;
let u = -1 >>> 0;
console.log(k, u, u + 1);
const big: any = [];
big[u - 1] = "last index";
big[u] = "not an index";
console.log(big.length, big[u - 1], big[u], Object.keys(big));

// Comparisons with doubles, with each other, as switch discriminants.
const seen: string[] = [];
for (let i = 0; i < 5; i++) {
  if (i < 2.5) seen.push("lt" + i);
  if (i === 3) seen.push("eq3");
  if (i == 4.0) seen.push("eq4");
  switch (i) {
    case 1:
      seen.push("one");
      break;
    case 4:
      seen.push("four");
      break;
  }
}
for (let a = 0, b = 3; a < b; a++, b--) seen.push(`${a}<${b}`);
console.log(seen.join(" "));

// Steps of 256 are counters; 257 and 0.5 are not, and still right.
let s1 = 0;
for (let i = 0; i < 5000; i += 256) s1 += i;
let s2 = 0;
for (let i = 0; i < 5000; i += 257) s2 += i;
let s3 = 0;
for (let i = 0; i < 5; i += 0.5) s3 += i;
let d = 1000;
while (d > -1000) d -= 256;
console.log(s1, s2, s3, d);

// Truthiness, and a counter that is never assigned past its start.
let t = 3;
let trips = 0;
while (t) {
  t--;
  trips++;
}
const never = 0;
console.log(trips, t, never ? "yes" : "no");

// Strings indexed by counters; objects with number keys.
const word = "kiln";
let codes = 0;
let letters = "";
for (let i = 0; i <= word.length; i++) {
  letters += word[i];
  codes += word.charCodeAt(i) || 0;
}
const obj: any = { 0: "zero", 2: "two" };
for (let i = 0; i < 3; i++) letters += "," + obj[i];
console.log(letters, codes);

// A counter captured by a closure stays a binding (each iteration's).
const fns: (() => number)[] = [];
for (let i = 0; i < 3; i++) fns.push(() => i * 10);
console.log(fns.map((f) => f()));

// Large counts: a sum past 2^31 and an index computed from counters.
let total = 0;
for (let i = 0; i < 100000; i++) total += i * 50000;
const grid = new Float64Array(64);
for (let r = 0; r < 8; r++) for (let c = 0; c < 8; c++) grid[r * 8 + c] = r - c;
let diag = 0;
for (let i = 0; i < 8; i++) diag += grid[i * 9] + grid[i * 8 + 7 - i];
console.log(total, diag);

// A bitwise operand that throws leaves the counter as it was.
const thrower: any = {
  valueOf() {
    throw new Error("no number");
  },
};
let kept = 2;
try {
  kept = thrower | 0;
} catch (e) {
  console.log((e as Error).message, names[kept], kept);
}

// Comparisons with the extreme int32 constants, and past them.
const edges: boolean[] = [];
for (let i = -2; i < 2; i++) {
  let x = i << 31;
  edges.push(x === -2147483648, x < 2147483647, x < 4294967296, x > -4294967296, names[x + 3] === undefined);
}
console.log(edges.join(""));

// Counting both ways from a uint32 start: neither only up nor only down.
let w = -1 >>> 0;
for (let n = 0; n < 3; n++) {
  w = w + 200;
  w = w - 100;
}
w--;
console.log(w, big[w - 299] === undefined, 2 ** 32 + 299 === w);

// A typed-array variable holding another element type than its
// constructor's name promised (the global replaced), indexed by counters.
const RealInt8 = Int8Array;
(globalThis as any).Int8Array = Float32Array;
const fake = new Int8Array(4);
for (let i = 0; i < 4; i++) fake[i] = i + 0.5;
let fakeSum = 0;
for (let i = 0; i < 5; i++) fakeSum += fake[i] ?? 100;
(globalThis as any).Int8Array = RealInt8;
console.log(fake, fakeSum);

// Counters stepped in a try and read in catch and finally.
let tries = 0;
const small = new Uint8Array(3);
for (let i = 0; i < 5; i++) {
  try {
    tries++;
    small[i] = tries;
    if (i === 3) throw new Error("at " + i);
  } catch (e) {
    console.log((e as Error).message, tries, small[i]);
  } finally {
    if (i === 4) console.log("finally", i, tries, small);
  }
}
