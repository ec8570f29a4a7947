// Call sites that speculate on compiled functions must still treat every
// other callee as node does — including the number 0 before the site has
// seen any function — and folding constructor stores into field
// definitions must not name anonymous functions.

class Point {
  constructor(public x: number) {}
}
function make(Point: any, v: number) {
  return new Point(v);
}
for (const callee of [0, 1, "Point", null, undefined, {}]) {
  try {
    console.log(make(callee, 1));
  } catch (e) {
    console.log((e as Error).constructor.name, (e as Error).message);
  }
}
console.log(make(Point, 2));
try {
  console.log(make(0, 3));
} catch (e) {
  console.log((e as Error).message);
}

function counter() {
  let n = 0;
  return {
    tick() {
      return ++n;
    },
  };
}
const c = counter();
for (const holder of [{ tick: 0 }, { tick: -0 }, { tick: NaN }, { tick: "tick" }, c, { tick: 0 }] as any[]) {
  try {
    console.log(holder.tick());
  } catch (e) {
    console.log((e as Error).message);
  }
}

// Parameter properties and folded field stores keep a function's name as
// it was: an anonymous function stays anonymous (an assignment names
// nothing), a named one keeps its name.
class Btn {
  constructor(public onClick: () => void) {}
}
console.log(JSON.stringify(new Btn(() => {}).onClick.name), new Btn(function named() {}).onClick.name);
class Task {
  run: () => void;
  label: string;
  constructor(run: () => void, label: string) {
    this.run = run;
    this.label = label;
  }
}
const tasks = [new Task(() => {}, "a"), new Task(function go() {}, "b"), new Task(() => {}, "c")];
console.log(tasks, tasks.map((t) => t.run.name));
const f = () => {};
console.log(new Btn(f).onClick.name, new Task(f, "d").run.name);
// Field initialisers do name their functions.
class Init {
  handler = () => {};
  other = function () {};
}
console.log(new Init().handler.name, new Init().other.name, new Init());
