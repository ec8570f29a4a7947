// Ways to see every built-in method without naming one: each links all of
// them (kiln_codegen::link), so none is a stub here.
const u: any = (Array.prototype as any)[Symbol.unscopables];
const names: string[] = [];
for (const k in u) {
  names.push(`${k}:${typeof ([] as any)[k]}`);
}
console.log(names.join(" "));
console.log("%o", [1, 2]);
console.log("%o", Object.getPrototypeOf([]));
