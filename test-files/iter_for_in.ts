// for…in: enumerable string keys, own before inherited, integer keys first, each once.
class Base {
  inherited = 1;
}
const proto = { fromProto: 1, shadowed: 2 };
const o: any = Object.create(proto);
o.b = 1;
o[2] = "two";
o.a = 2;
o[1] = "one";
o.shadowed = 3;
o[Symbol("s")] = "symbols are skipped";
Object.defineProperty(o, "hidden", { value: 1, enumerable: false });
for (const k in o) console.log(k, typeof k);
for (const k in [10, 20, , 40]) console.log("array key", k);
for (const k in "hi") console.log("string key", k);
for (const k in new Base()) console.log("instance key", k);
for (const k in null as any) console.log("never", k);
for (const k in undefined as any) console.log("never", k);
const deleting: any = { x: 1, y: 2, z: 3 };
for (const k in deleting) {
  console.log("visit", k);
  delete deleting.y;
}
let last = "";
for (last in { p: 1, q: 2 });
console.log("last", last);
outer: for (const a in { one: 1, two: 2 }) {
  for (const b in { x: 1, y: 2 }) {
    if (b == "y") continue outer;
    console.log(a, b);
  }
}
