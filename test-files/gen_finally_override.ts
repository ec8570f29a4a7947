// finally blocks that override completions: return in finally beats return(), throw(), and a normal return.
function* overrideReturn(): Generator<number, string> {
  try {
    yield 1;
    return "body";
  } finally {
    return "finally wins";
  }
}
const a = overrideReturn();
console.log(a.next());
console.log(a.next());
console.log(a.next());
const b = overrideReturn();
b.next();
console.log("return():", b.return("outside"));
const c = overrideReturn();
c.next();
console.log("throw():", c.throw(new Error("swallowed")));
console.log("after:", c.next());

// a finally that throws replaces the return() completion
function* finallyThrows() {
  try {
    yield "x";
  } finally {
    throw new Error("finally failed");
  }
}
const d = finallyThrows();
d.next();
try {
  d.return("ignored");
} catch (e) {
  console.log("return() threw:", (e as Error).message);
}
console.log(d.next());

// a catch inside finally can swallow its own error and yield again
function* selfHealing() {
  try {
    yield "busy";
  } finally {
    try {
      throw new Error("inner");
    } catch (e) {
      yield `healed ${(e as Error).message}`;
    }
  }
}
const s = selfHealing();
s.next();
console.log(s.return(7));
console.log(s.next());
console.log(s.next());

// break/continue inside finally cancel the pending completion
function* loopCancel() {
  let i = 0;
  while (i < 3) {
    i++;
    try {
      yield `iteration ${i}`;
    } finally {
        continue;
    }
  }
  return `loop exited with i=${i}`;
}
const lc = loopCancel();
console.log(lc.next());
console.log(lc.return("please stop"));
console.log(lc.throw(new Error("also ignored")));
console.log(lc.next());
console.log(lc.next());

function* breakOut() {
  for (;;) {
    try {
      yield "spin";
    } finally {
        break;
    }
  }
  yield "escaped the loop";
  return "done";
}
const bo = breakOut();
bo.next();
console.log(bo.return("x"));
console.log(bo.next());

// for...of over a generator whose finally refuses to stop: the loop still ends
for (const v of loopCancel()) {
  console.log("loop sees", v);
  break;
}
console.log([...loopCancel()]);
