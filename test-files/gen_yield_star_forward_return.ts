// return(v) on a generator suspended in yield* closes the inner generator first (its finally runs).
function* inner() {
  try {
    yield "inner 1";
    yield "inner 2";
  } finally {
    console.log("  inner finally");
  }
}
function* outer() {
  try {
    yield* inner();
    yield "outer after inner";
  } finally {
    console.log("  outer finally");
  }
}
const g = outer();
console.log(g.next());
console.log(g.return("early"));
console.log(g.next());

// the inner generator's finally yields: return() gives that yield; the following next() resumes the inner,
// which then completes with R, and the outer yield* evaluates to R and carries on normally
function* stubbornInner() {
  try {
    yield "s1";
  } finally {
    yield "cleanup from inner";
    console.log("  stubborn inner cleanup done");
  }
}
function* stubbornOuter() {
  const r = yield* stubbornInner();
  console.log("  outer resumed normally with", r);
}
const s = stubbornOuter();
console.log(s.next());
console.log(s.return("R"));
console.log(s.next());
console.log(s.next());

// inner finally overrides with its own return value: the outer still returns (with that value)
function* overridingInner(): Generator<string, string> {
  try {
    yield "o1";
    return "normal";
  } finally {
    return "override";
  }
}
function* overridingOuter() {
  try {
    const v = yield* overridingInner();
    yield `outer saw ${v}`;
  } finally {
    console.log("  overridingOuter finally");
  }
}
const o = overridingOuter();
console.log(o.next());
console.log(o.return("asked"));
console.log(o.next());

// inner catches nothing; the return passes through several layers
const order: string[] = [];
function* layer(depth: number): Generator<number> {
  try {
    if (depth === 0) {
      yield 0;
    } else {
      yield* layer(depth - 1);
    }
  } finally {
    order.push(`finally ${depth}`);
  }
}
const deep = layer(4);
console.log(deep.next());
console.log(deep.return(123));
console.log(order.join(", "));

// for...of break over a delegating generator closes the whole chain
function* numbers() {
  try {
    yield* [1, 2, 3];
    yield* inner();
  } finally {
    console.log("  numbers finally");
  }
}
for (const n of numbers()) {
  console.log("loop", n);
  if (n === "inner 1") break;
}
