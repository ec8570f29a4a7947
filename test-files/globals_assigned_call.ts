// A function a program puts on the global object (a polyfill, a test
// helper) is called by its bare name like any global; a name no one
// defined throws its ReferenceError before the arguments are evaluated.
declare const double: (n: number) => number;
declare const greet: (this: unknown, name: string) => string;
declare const notDefinedAnywhere: (x: unknown) => void;

(globalThis as any).double = (n: number) => n * 2;
(globalThis as any).greet = function (this: unknown, name: string) {
  return `hello ${name} (this is ${this === undefined ? "undefined" : typeof this})`;
};
console.log(double(21), greet("kiln"), [1, 2, 3].map((n) => double(n)));

let evaluated = false;
try {
  notDefinedAnywhere((evaluated = true));
} catch (e) {
  console.log((e as Error).name, (e as Error).message, evaluated);
}
(globalThis as any).notDefinedAnywhere = (x: unknown) => console.log("now defined, got", x);
notDefinedAnywhere(42);
