// String(symbol) describes the symbol (called directly, through a
// variable, or as a callback), where ToString and template literals throw.
const s = Symbol("d");
const f = String;
console.log(String(s), f(s), [s, Symbol(), Symbol.iterator].map(String));
console.log(String(123), String(null), String(undefined), String(), String([1, [2]]));
const maybe: symbol | number = Math.random() < 2 ? s : 1;
console.log(String(maybe));
try {
  console.log(`${s as any}`);
} catch (e: any) {
  console.log(e.name, e.message);
}
try {
  console.log("" + (s as any));
} catch (e: any) {
  console.log(e.name, e.message);
}
try {
  console.log(new String(s as any).length);
} catch (e: any) {
  console.log(e.name, e.message);
}
