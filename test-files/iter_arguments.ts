// arguments objects iterate with Array.prototype.values.
function maxOf(...xs: number[]): number { return xs.reduce((m, x) => (x > m ? x : m), -Infinity); }
function f(..._: unknown[]) {
  const own = Object.getOwnPropertyDescriptor(arguments, Symbol.iterator);
  return [
    [...arguments],
    arguments[Symbol.iterator] === Array.prototype.values,
    own && own.enumerable,
    Array.from(arguments, (v) => String(v)),
  ];
}
console.log(f(1, 'two', [3]), f());
function g(..._: unknown[]) {
  const [a, b, ...rest] = arguments;
  return { a, b, rest };
}
console.log(g('x', 'y', 'z', 'w'), g());
function h(..._: unknown[]) { return maxOf(...arguments); }
console.log(h(3, 9, 2));
