// catch bindings: destructured, shadowing, captured by closures.
try {
  null!.x;
} catch ({ message }) {
  console.log(message);
}
try {
  throw [1, 2, 3];
} catch ([a, , c]) {
  console.log(a, c);
}
try {
  throw { p: { q: "deep" } };
} catch ({ p: { q } }) {
  console.log(q);
}
const e = "outer e";
try {
  throw "inner e";
} catch (e) {
  console.log(e);
}
console.log(e);
const fs: (() => unknown)[] = [];
for (let i = 0; i < 3; i++) {
  try {
    throw i * 10;
  } catch (err) {
    fs.push(() => err);
  }
}
for (const f of fs) console.log(f());
function counter(): () => number {
  let n = 0;
  try {
    throw 5;
  } catch (start) {
    n = start as number;
    return () => ++n;
  }
}
const c = counter();
console.log(c(), c());
try {
  throw new Error("with var");
} catch (err) {
  var fromCatch = (err as Error).message;
}
console.log(fromCatch);
