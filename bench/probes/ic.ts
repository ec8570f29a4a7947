// Property access through the inline caches, measured by `bench/probe ic`
// with callgrind. Each `NAME16`/`NAME80` pair runs the same loop 16 and 80
// times, and each function is called REPS times: the difference
// (NAME80 - NAME16) / (64 * REPS) is the cost of one iteration in the
// steady state, with entry, exit and the first misses that fill a cache
// cancelled out. The `base` loops are the same loops without the access,
// so that `NAME - base` is the access alone.
//
// The loaded values are not used (`o.x;` is a statement): the load is
// still emitted (it could run a getter), and nothing else is measured with
// it. `loadAdd` uses the value (`s += o.x`) to show what the untyped
// result costs around it.

const REPS = 4;

class P {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

// Four objects with `x` at the same place and four different shapes.
const a = { x: 1, a: 0 };
const b = { x: 2, b: 0 };
const c = { x: 3, c: 0 };
const d = { x: 4, d: 0 };
const mono = [new P(1, 2), new P(3, 4), new P(5, 6), new P(7, 8)];
const poly2 = [a, b, a, b];
const poly4 = [a, b, c, d];

function base16(os: { x: number }[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    const o = os[i & 3];
    s += i;
  }
  return s;
}
function base80(os: { x: number }[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    const o = os[i & 3];
    s += i;
  }
  return s;
}

// A monomorphic load: every receiver has P's shape.
function load16(os: P[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    const o = os[i & 3];
    o.x;
    s += i;
  }
  return s;
}
function load80(os: P[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    const o = os[i & 3];
    o.x;
    s += i;
  }
  return s;
}

// The same site seeing two shapes, alternately.
function poly2x16(os: { x: number }[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    const o = os[i & 3];
    o.x;
    s += i;
  }
  return s;
}
function poly2x80(os: { x: number }[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    const o = os[i & 3];
    o.x;
    s += i;
  }
  return s;
}

// The same site seeing four shapes in turn.
function poly4x16(os: { x: number }[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    const o = os[i & 3];
    o.x;
    s += i;
  }
  return s;
}
function poly4x80(os: { x: number }[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    const o = os[i & 3];
    o.x;
    s += i;
  }
  return s;
}

// A monomorphic store of a number.
function store16(os: P[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    const o = os[i & 3];
    o.y = i;
    s += i;
  }
  return s;
}
function store80(os: P[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    const o = os[i & 3];
    o.y = i;
    s += i;
  }
  return s;
}

// A monomorphic load whose value is added to a number.
function loadAdd16(os: P[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    const o = os[i & 3];
    s += o.x;
  }
  return s;
}
function loadAdd80(os: P[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    const o = os[i & 3];
    s += o.x;
  }
  return s;
}

let t = 0;
for (let r = 0; r < REPS; r++) {
  t += base16(mono) + base80(mono);
  t += load16(mono) + load80(mono);
  t += poly2x16(poly2) + poly2x80(poly2);
  t += poly4x16(poly4) + poly4x80(poly4);
  t += store16(mono) + store80(mono);
  t += loadAdd16(mono) + loadAdd80(mono);
}
console.log(t);
