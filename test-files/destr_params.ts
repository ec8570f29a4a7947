// Destructuring in function parameters.
function point({ x, y = 0 }: { x: number; y?: number }) {
  return "(" + x + ", " + y + ")";
}
console.log(point({ x: 1, y: 2 }), point({ x: 3 }));
function opts({ verbose = false, level = 1 }: any = {}) {
  return "verbose=" + verbose + " level=" + level;
}
console.log(opts(), opts({}), opts({ level: 3 }), opts({ verbose: true }));
function pair([first, second]: any[]) {
  return first + "/" + second;
}
console.log(pair([1, 2]), pair([1]), pair(["a", "b", "c"]));
function headTail([h, ...t]: any[]) {
  return "head " + h + " tail " + t.length;
}
console.log(headTail([1, 2, 3]), headTail([]));
const arrow = ({ name }: any, [n1, n2]: any[]) => name + n1 + n2;
console.log(arrow({ name: "n" }, [1, 2]));
function nested({ a: { b: [c, { d }] } }: any) {
  return c + d;
}
console.log(nested({ a: { b: [10, { d: 5 }] } }));
function renamed({ from: f, to: t = "end" }: any) {
  return f + "->" + t;
}
console.log(renamed({ from: "start" }), renamed({ from: "a", to: "b" }));
function withRest(first: any, { ...others }: any) {
  return first + " " + Object.keys(others);
}
console.log(withRest("keys:", { a: 1, b: 2 }));
function lengthOf({ length }: any[]) {
  return length;
}
console.log("length param", lengthOf([1, 2, 3]));
console.log("fn.length stops at destructured default", point.length, opts.length, pair.length, arrow.length);
function defaultFromEarlier([a, b = a + 1]: number[], c = a + b) {
  return [a, b, c];
}
console.log(defaultFromEarlier([1]), defaultFromEarlier([1, 5]), defaultFromEarlier([1, 5], 0));
const entries = [["a", 1], ["b", 2]];
let acc = "";
for (let i = 0; i < entries.length; i++) {
  const [k, v] = entries[i];
  acc += k + "=" + v + ";";
}
console.log(acc);
