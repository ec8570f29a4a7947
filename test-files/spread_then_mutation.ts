// A spread takes its values where it stands: a later argument or element
// that changes the spread array, Set or Map does not show in it.
const arr = [1, 2, 3];
function f(...xs: unknown[]) {
  return xs.join(",");
}
console.log(f(...arr, arr.push(9)));
console.log([...arr, arr.pop()]);
console.log(f(0, ...arr, (arr.length = 1)), arr);
const set = new Set(["a"]);
console.log(f(...set, set.add("b").size), [...set, set.delete("a")]);
const map = new Map([[1, "one"]]);
console.log([...map, map.set(2, "two").size], f(...map.keys(), map.clear()));
const o = { a: 1 };
console.log({ ...o, b: (o.a = 5) }, o);
const src = [10, 20];
let i = 0;
console.log(f(...src, ((src[0] = 99), i++)), src);
// Later arguments that cannot change it: no copy needed, same result.
const words = ["x", "y"];
const sep = "-";
console.log(f(...words, sep, 1, `t`, null), [...words, ...words, sep], [...words, () => 1].length);
// A user iterable is drained in order too.
let n = 0;
const counter = {
  [Symbol.iterator]() {
    return { next: () => (n < 3 ? { value: n++, done: false } : { value: undefined, done: true }) };
  },
};
console.log([...counter, n], f(...counter, n));
