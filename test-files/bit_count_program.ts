// Bit counting: popcount, highest bit, reversal, parity.
function popcount(x: number): number {
  let c = 0;
  x = x >>> 0;
  while (x !== 0) {
    x &= x - 1;
    c++;
  }
  return c;
}
function popcountShift(x: number): number {
  let c = 0;
  for (let i = 0; i < 32; i++) {
    if ((x >>> i) & 1) c++;
  }
  return c;
}
function highestBit(x: number): number {
  x = x >>> 0;
  if (x === 0) return -1;
  let n = 0;
  while (x > 1) {
    x = x >>> 1;
    n++;
  }
  return n;
}
function reverseBits(x: number): number {
  let r = 0;
  for (let i = 0; i < 32; i++) {
    r = (r << 1) | ((x >>> i) & 1);
  }
  return r >>> 0;
}
function toBinary(x: number): string {
  x = x >>> 0;
  if (x === 0) return "0";
  let s = "";
  while (x > 0) {
    s = (x & 1 ? "1" : "0") + s;
    x = x >>> 1;
  }
  return s;
}
function parity(x: number): number {
  x ^= x >>> 16;
  x ^= x >>> 8;
  x ^= x >>> 4;
  x ^= x >>> 2;
  x ^= x >>> 1;
  return x & 1;
}
let total = 0;
for (let v = 0; v < 1000; v++) total += popcount(v);
console.log("total popcount 0..999", total);
let x = 1;
for (let k = 0; k < 12; k++) {
  console.log(x, toBinary(x), "pop", popcount(x), popcountShift(x), "hi", highestBit(x), "par", parity(x), "rev", reverseBits(x));
  x = (x * 7 + 3) | 0;
  if (k % 3 === 2) x = -x;
}
console.log("-1", toBinary(-1), popcount(-1), highestBit(-1), reverseBits(1));
console.log("0", toBinary(0), popcount(0), highestBit(0), reverseBits(0));
