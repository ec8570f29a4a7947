// The shape of Number, Number.prototype, Math and the global functions:
// property order, lengths, names and attributes, as node has them.
function describe(o: any, k: string): string {
  const d = Object.getOwnPropertyDescriptor(o, k);
  if (d === undefined) return k + " missing";
  return k + " " + (d.writable ? "w" : "-") + (d.enumerable ? "e" : "-") + (d.configurable ? "c" : "-");
}
console.log(Object.getOwnPropertyNames(Number).join(","));
console.log(Object.getOwnPropertyNames(Number.prototype).join(","));
console.log(Object.getOwnPropertyNames(Math).join(","));
console.log(describe(Number, "MAX_SAFE_INTEGER"), describe(Number, "parseInt"), describe(Math, "PI"), describe(Math, "sin"));
console.log(describe(globalThis, "parseInt"), describe(globalThis, "isNaN"), describe(globalThis, "encodeURIComponent"), describe(globalThis, "Math"));
const fns: any[] = [
  parseInt, parseFloat, isNaN, isFinite, encodeURI, encodeURIComponent, decodeURI, decodeURIComponent,
  Number.isInteger, Number.isSafeInteger, Number.isFinite, Number.isNaN,
  Number.prototype.toString, Number.prototype.toFixed, Number.prototype.toPrecision,
  Number.prototype.toExponential, Number.prototype.valueOf, Number.prototype.toLocaleString,
  Math.max, Math.min, Math.hypot, Math.atan2, Math.imul, Math.pow, Math.random, Math.round, Math.abs,
];
for (let i = 0; i < fns.length; i++) console.log(fns[i].name, fns[i].length);
console.log(Number.parseInt === parseInt, Number.parseFloat === parseFloat, globalThis.isNaN === isNaN);
console.log(Object.keys(Math).length, Object.keys(Number).length);
console.log(typeof Math, typeof parseInt, typeof Math.sin, String(Math));
