// A sparse array turns dense again once a quarter of its length is
// present with default attributes; one that is frozen, sealed,
// non-extensible or has a read-only length or odd attributes stays
// sparse. Every path must read the same as node either way.

const big = new Array(200000).fill(0);
big[199999] = 7;
let sum = 0;
for (let i = 0; i < big.length; i++) sum += big[i];
console.log("fill", big.length, sum, big[0], big[150000], 150000 in big);
big.push(1, 2);
console.log("push", big.length, big[200001], big.indexOf(2), big.lastIndexOf(0));

// Filled from the top down, with holes left.
const down: number[] = [];
down[5000] = 1;
for (let i = 4999; i >= 0; i -= 2) down[i] = i;
let present = 0;
for (let i = 0; i < down.length; i++) if (i in down) present++;
console.log("down", down.length, present, down[4999], down[4998], Object.keys(down).length);
down.length = 10;
console.log("cut", down.length, JSON.stringify(down));

// Grown far past its length, then filled back in.
const grow: number[] = [1, 2, 3];
grow[100000] = 4;
for (let i = 3; i < 100000; i += 1) grow[i] = i % 3;
console.log("grow", grow.length, grow[50000], grow.slice(0, 6).join(","), grow.reduce((a, b) => a + b, 0));

// Odd attributes keep it sparse.
const odd: number[] = [];
odd[3000] = 0;
Object.defineProperty(odd, 5, { value: 5, writable: false, enumerable: true, configurable: true });
for (let i = 0; i < 3000; i++) if (i !== 5) odd[i] = i;
try {
  (odd as any)[5] = 6;
} catch (e) {
  console.log("odd write", (e as Error).message);
}
console.log("odd", odd[5], odd.length, Object.getOwnPropertyDescriptor(odd, 5)!.writable);

// Non-extensible, sealed and frozen arrays stay what they are.
const fixed: number[] = [];
fixed[4000] = 1;
Object.preventExtensions(fixed);
for (let i = 0; i < 4000; i++) {
  try {
    fixed[i] = i;
  } catch (e) {
    if (i === 0) console.log("fixed write", (e as Error).message);
  }
}
try {
  fixed.push(2);
} catch (e) {
  console.log("fixed push", (e as Error).message);
}
console.log("fixed", fixed.length, fixed[0], fixed[4000], Object.isExtensible(fixed));

const ro: number[] = [];
ro[2000] = 1;
Object.defineProperty(ro, "length", { writable: false });
for (let i = 0; i < 2000; i++) ro[i] = i;
try {
  ro.push(3);
} catch (e) {
  console.log("ro push", (e as Error).message);
}
console.log("ro", ro.length, ro[1999], ro[1000]);

// Holes stay holes through the conversion, and inspection agrees.
const holes: (number | undefined)[] = [];
holes[8191] = 1;
for (let i = 0; i < 8191; i += 3) holes[i] = i;
holes[7] = undefined;
console.log("holes", holes.length, 1 in holes, 7 in holes, holes[7], holes.filter((x) => x !== undefined).length);
console.log(holes.slice(0, 10));

// Kept across collections: many arrays converting while others allocate.
const keep: number[][] = [];
for (let r = 0; r < 20; r++) {
  const a: number[] = [];
  a[2047] = r;
  for (let i = 0; i < 2047; i++) a[i] = i + r;
  keep.push(a);
}
let total = 0;
for (const a of keep) total += a[1000] + a[2047] + a.length;
console.log("keep", total);
