// Array, String and Number methods are linked into a program by the names
// its source holds (kiln_codegen::link). Each method here is reached
// through a key that appears once, and never as a property access: a
// function's or a class's declared name, a regular expression's source, a
// string, a template, an alias's name.
const named: any[] = [function reverse() {}, class sort {}];
for (const f of named) {
  console.log(f.name, ([3, 1, 2] as any)[f.name]());
}
const k1 = /fill/.source;
console.log(([0, 0, 0] as any)[k1](7));
const k2 = ["padEnd", "repeat"];
console.log(("ab" as any)[k2[0]](4, "."), ("xy" as any)[k2[1]](2));
const k3 = `lastIndexOf`;
console.log(("banana" as any)[k3]("a"));
const k4 = "trimLeft";
console.log(JSON.stringify(("  pad  " as any)[k4]()));
const k5 = "toFixed";
console.log((2.345 as any)[k5](1));
