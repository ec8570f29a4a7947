// Calls, measured by `bench/probe call` with callgrind (same scheme as
// ic.ts: (NAME80 - NAME16) / (64 * REPS), minus the `base` loop). The
// callee returns at once, so what is measured is the call sequence: for a
// method, reading the method from the receiver's prototype and calling it
// with `this`; for a function declared at module level, loading it and
// calling it; for a closure, the same through a variable.

const REPS = 4;

class C {
  constructor(public v: number) {}
  m(): number {
    return 1;
  }
  // A getter on the prototype: `o.g` calls it.
  get g(): number {
    return this.v;
  }
  // A setter on the prototype: `o.s = i` calls it.
  set s(x: number) {
    this.v = x;
  }
}

// Recursive, so that the C compiler keeps it a real call (a callee that
// just returns a constant is inlined and vanishes); the recursion never
// runs here.
function f(n: number): number {
  return n > 1000 ? f(n - 1) : n;
}

function base16(o: C): number {
  let s = 0;
  for (let i = 0; i < 16; i++) s += i;
  return s;
}
function base80(o: C): number {
  let s = 0;
  for (let i = 0; i < 80; i++) s += i;
  return s;
}

// o.m(): a method found on the prototype.
function method16(o: C): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    o.m();
    s += i;
  }
  return s;
}
function method80(o: C): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    o.m();
    s += i;
  }
  return s;
}

// f(i): a function declaration.
function func16(o: C): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    f(i);
    s += i;
  }
  return s;
}
function func80(o: C): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    f(i);
    s += i;
  }
  return s;
}

// g(): an arrow function held in a local variable.
function closure16(o: C): number {
  const g = () => o.v;
  let s = 0;
  for (let i = 0; i < 16; i++) {
    g();
    s += i;
  }
  return s;
}
function closure80(o: C): number {
  const g = () => o.v;
  let s = 0;
  for (let i = 0; i < 80; i++) {
    g();
    s += i;
  }
  return s;
}

// o.g: a getter on the prototype, read at a site that cached it.
function getter16(o: C): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    o.g;
    s += i;
  }
  return s;
}
function getter80(o: C): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    o.g;
    s += i;
  }
  return s;
}

// o.s = i: a setter on the prototype, at a site that cached it.
function setter16(o: C): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    o.s = i;
    s += i;
  }
  return s;
}
function setter80(o: C): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    o.s = i;
    s += i;
  }
  return s;
}

const obj = new C(1);
let t = 0;
for (let r = 0; r < REPS; r++) {
  t += base16(obj) + base80(obj);
  t += method16(obj) + method80(obj);
  t += func16(obj) + func80(obj);
  t += closure16(obj) + closure80(obj);
  t += getter16(obj) + getter80(obj);
  t += setter16(obj) + setter80(obj);
}
console.log(t);
