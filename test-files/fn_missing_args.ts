// Missing arguments are undefined; functions without return give undefined.
function show(a?: any, b?: any, c?: any): string {
  return `a=${a} b=${b} c=${c}`;
}
console.log(show());
console.log(show(1));
console.log(show(1, 2));
console.log(show(1, 2, 3));
console.log(show(undefined, null));
function typeOfArg(x?: number): string {
  return typeof x;
}
console.log(typeOfArg(), typeOfArg(1));
function noReturn(): void {}
function emptyReturn(): void {
  return;
}
function conditional(x: number): number | undefined {
  if (x > 0) return x;
}
console.log("noReturn", noReturn(), "emptyReturn", emptyReturn());
console.log("conditional", conditional(5), conditional(-5));
console.log("undefined results print", noReturn() === undefined, typeof emptyReturn());
function add(a: number, b?: number): number {
  return a + (b as number);
}
console.log("add missing", add(1), add(1, 2));
function concat(a: string, b?: string): string {
  return a + b;
}
console.log("concat missing", concat("x"));
function missingCount(a?: any, b?: any, c?: any, d?: any): number {
  let m = 0;
  if (a === undefined) m++;
  if (b === undefined) m++;
  if (c === undefined) m++;
  if (d === undefined) m++;
  return m;
}
console.log("missing counts", missingCount(), missingCount(1), missingCount(1, 2, 3, 4), missingCount(undefined, 0));
