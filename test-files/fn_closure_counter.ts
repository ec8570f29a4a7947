// Closures capture variables by reference: counters and shared environments.
function makeCounter(start: number) {
  let count = start;
  return {
    inc: () => ++count,
    dec: () => --count,
    get: () => count,
    reset() {
      count = start;
    },
  };
}
const c1 = makeCounter(0);
const c2 = makeCounter(100);
c1.inc();
c1.inc();
c2.dec();
console.log("independent", c1.get(), c2.get());
c1.reset();
console.log("reset", c1.get(), c1.inc(), c1.inc(), c1.inc());
function makeAdder(n: number) {
  return (x: number) => x + n;
}
const add5 = makeAdder(5);
const add10 = makeAdder(10);
console.log("adders", add5(1), add10(1), makeAdder(-1)(1), add5 === add10);
let shared = "before";
const readShared = () => shared;
shared = "after";
console.log("sees later assignment", readShared());
function outer() {
  let v = 1;
  const get = () => v;
  v = 2;
  const set = (n: number) => {
    v = n;
  };
  return [get, set] as const;
}
const [get, set] = outer();
console.log("get", get());
set(42);
console.log("after set", get());
function accumulate() {
  const items: string[] = [];
  return (s?: string) => {
    if (s !== undefined) items.push(s);
    return items;
  };
}
const acc = accumulate();
acc("a");
acc("b");
console.log("captured array", acc(), acc().length);
const nestedLevels = (a: number) => (b: number) => (c: number) => (d: number) => a * 1000 + b * 100 + c * 10 + d;
console.log("curried", nestedLevels(1)(2)(3)(4));
let gen = 0;
function idMaker() {
  const myGen = ++gen;
  let id = 0;
  return () => "g" + myGen + "-" + id++;
}
const m1 = idMaker();
const m2 = idMaker();
console.log(m1(), m1(), m2(), m1(), m2());
