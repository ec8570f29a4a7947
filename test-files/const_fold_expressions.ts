// Module-level constants computed from literals and earlier constants are
// folded: every operator gives node's result (ToInt32 wrap-around, shifts
// by the low five bits, -0, NaN, Infinity), and a constant read before its
// declaration still throws.
const A = 2;
const B = A | 1;
const C = ~A;
const D = 1 << 31;
const E = -1 >>> 0;
const F = -8 >> 1;
const H = 4294967297 & 3;
const I = 1 << 33;
const J = -A;
const K = -0;
const L = 0 * -1;
const M = 1 / 0 - 1 / 0;
const N = 7 % 3;
const O = (A + 0.5) * 2 - 1 / 4;
const P = 5 ^ A;
const Q = -(-A);
const R = +A;
// `**` is not folded (a read of G is checked at run time, still right).
const G = 2 ** 31 | 0;
function show(): void {
  console.log(A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R);
  console.log(Object.is(K, -0), Object.is(L, -0), 1 / J);
}
show();
function early(): number {
  return LATE;
}
try {
  console.log(early());
} catch (e) {
  console.log((e as Error).message);
}
const LATE = A * 100;
console.log(early());
