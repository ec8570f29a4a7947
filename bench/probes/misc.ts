// Operations that went through the runtime until the fourteenth
// session's profiles, measured by `bench/probe misc` (same scheme as
// index.ts: (NAME80 - NAME16) / (64 * REPS), minus the `base` loop).
// `o` is an instance of a class, `str` a string parameter, `h` an array
// of holes (`new Array(8)`).

const REPS = 4;

class P {
  x: number;
  constructor(x: number) {
    this.x = x;
  }
}
// The loop and the index computation alone.
function base16(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    s += i & 7;
  }
  return s;
}
function base80(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    s += i & 7;
  }
  return s;
}

// x instanceof C (class, hit).
function instOf16(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    if (o instanceof P) s += i & 7;
  }
  return s;
}
function instOf80(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    if (o instanceof P) s += i & 7;
  }
  return s;
}

// Math.max(s, i & 7).
function mathMax16(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    s = Math.max(s, i & 7) + (i & 7);
  }
  return s;
}
function mathMax80(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    s = Math.max(s, i & 7) + (i & 7);
  }
  return s;
}

// s.charCodeAt(i & 7) on a string.
function charCode16(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    s += str.charCodeAt(i & 7);
  }
  return s;
}
function charCode80(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    s += str.charCodeAt(i & 7);
  }
  return s;
}

// h[i & 7] of a hole.
function hole16(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    if (h[i & 7] === undefined) s += i & 7;
  }
  return s;
}
function hole80(o: P, str: string, h: unknown[]): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    if (h[i & 7] === undefined) s += i & 7;
  }
  return s;
}

const obj = new P(1);
const text = "abcdefgh";
const holes: unknown[] = new Array(8);
let t = 0;
for (let r = 0; r < REPS; r++) {
  t += base16(obj, text, holes) + base80(obj, text, holes);
  t += instOf16(obj, text, holes) + instOf80(obj, text, holes);
  t += mathMax16(obj, text, holes) + mathMax80(obj, text, holes);
  t += charCode16(obj, text, holes) + charCode80(obj, text, holes);
  t += hole16(obj, text, holes) + hole80(obj, text, holes);
}
console.log(t);
