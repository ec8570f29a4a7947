// Generator function expressions: anonymous, named (self-recursive by name), as arguments and properties.
const anon = function* () {
  yield "anon-1";
  yield "anon-2";
};
console.log(anon.name, [...anon()]);

const named = function* walker(n: number): Generator<number> {
  if (n <= 0) return;
  yield n;
  yield* walker(n - 1);
};
console.log(named.name, [...named(5)]);

// the inner name is only bound inside
console.log(typeof (globalThis as any).walker);

// immediately-invoked generator expression
const iife = (function* () {
  let i = 0;
  while (i < 3) yield `iife ${i++}`;
})();
console.log(iife.next().value, iife.next().value, iife.next().value, iife.next().done);

// generator passed as an argument
function collect<T>(make: () => Iterable<T>, times: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < times; i++) out.push([...make()]);
  return out;
}
console.log(collect(function* () { yield 1; yield 2; }, 2));

// generators stored in an array and a record
const producers: Array<() => Generator<string>> = [
  function* () { yield "a"; },
  function* letters() { yield "b"; yield "c"; },
  function* () { yield* "def"; },
];
console.log(producers.map((p) => [...p()].join("")), producers.map((p) => p.name));

const registry: Record<string, (n: number) => Generator<number>> = {
  squares: function* (n) { for (let i = 1; i <= n; i++) yield i * i; },
  cubes: function* cubeGen(n) { for (let i = 1; i <= n; i++) yield i ** 3; },
};
for (const key of Object.keys(registry)) {
  console.log(key, registry[key].name, [...registry[key](4)]);
}

// a generator expression name shadows an outer binding of the same name
let fib = "outer fib";
const fibs = function* fib(a = 0, b = 1): Generator<number> {
  yield a;
  if (a > 50) return;
  yield* fib(b, a + b);
};
console.log(fib, [...fibs()].join(","));

// conditional choice between two generator expressions
function pick(reverse: boolean) {
  return reverse
    ? function* (xs: number[]) { for (let i = xs.length - 1; i >= 0; i--) yield xs[i]; }
    : function* (xs: number[]) { yield* xs; };
}
console.log([...pick(false)([1, 2, 3])], [...pick(true)([1, 2, 3])]);

// the same expression evaluated twice creates distinct functions
const makers = [0, 1].map(() => function* () { yield 0; });
console.log(makers[0] === makers[1], makers[0].name === "", typeof makers[1]);

// arrow functions inside a generator expression capture its `arguments` and locals
const summarize = function* (...nums: number[]) {
  const fmt = (label: string) => `${label}: ${Array.from(arguments).join("+")}`;
  yield fmt("args");
  let running = 0;
  for (const n of nums) {
    running += n;
    yield fmt("partial") + ` = ${running}`;
  }
};
for (const line of summarize(1, 2, 3)) console.log(line);
const gens = [function* () { yield "x1"; }, function* () { yield "x2"; }].map((f) => f());
for (const g of gens) console.log(g.next(), g.next());
// a generator expression returned from a factory closes over the factory's parameters
const repeater = (word: string, times: number) => function* () {
  for (let i = 1; i <= times; i++) yield `${word} ${i}/${times}`;
};
const hello = repeater("hello", 3);
console.log(JSON.stringify(hello.name), [...hello()]);
for (const s of repeater("bye", 2)()) console.log(s);
