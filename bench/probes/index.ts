// Array element access, measured by `bench/probe index` with callgrind
// (same scheme as ic.ts: (NAME80 - NAME16) / (64 * REPS), minus the `base`
// loop). `a` is a dense array of numbers; the index is an integer-valued
// number, as in most loops.

const REPS = 4;

// The loop and the index computation alone.
function base16(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) s += i & 7;
  return s;
}
function base80(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) s += i & 7;
  return s;
}

// a[i & 7]: a load (value unused).
function load16(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    a[i & 7];
    s += i & 7;
  }
  return s;
}
function load80(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    a[i & 7];
    s += i & 7;
  }
  return s;
}

// a[i & 7] = i: a store of a number into an existing element.
function store16(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    a[i & 7] = i;
    s += i & 7;
  }
  return s;
}
function store80(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    a[i & 7] = i;
    s += i & 7;
  }
  return s;
}

// s += a[i & 7]: a load used in arithmetic (the base adds i instead).
function loadAdd16(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) s += a[i & 7];
  return s;
}
function loadAdd80(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) s += a[i & 7];
  return s;
}

// a.length read in the loop.
function length16(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    a.length;
    s += i & 7;
  }
  return s;
}
function length80(a: number[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    a.length;
    s += i & 7;
  }
  return s;
}

const arr = [1, 2, 3, 4, 5, 6, 7, 8];
let t = 0;
for (let r = 0; r < REPS; r++) {
  t += base16(arr) + base80(arr);
  t += load16(arr) + load80(arr);
  t += store16(arr) + store80(arr);
  t += loadAdd16(arr) + loadAdd80(arr);
  t += length16(arr) + length80(arr);
}
console.log(t);
