// Object literals: shorthand, computed keys, methods, nested access, get/set/delete.
const x = 10;
const y = "why";
const key = "dyn";
let n = 0;
const o: any = {
  x,
  y,
  [key]: 1,
  [key + "2"]: 2,
  ["k" + (n = n + 1)]: "computed once",
  [3 * 7]: "twenty-one",
  nested: { deep: { deeper: "bottom" } },
  method() {
    return "method sees x=" + this.x;
  },
  "quoted key": true,
  123: "numeric literal key",
};
console.log("shorthand", o.x, o.y);
console.log("computed", o.dyn, o.dyn2, o.k1, n, o[21], o["21"]);
console.log("nested", o.nested.deep.deeper, o["nested"]["deep"]["deeper"]);
console.log("method", o.method());
console.log("quoted", o["quoted key"], o[123], o["123"]);
console.log("missing", o.nope, o.nested.nope);
o.added = "later";
o["with space"] = 5;
o[key] = o[key] + 100;
console.log("after set", o.added, o["with space"], o.dyn);
console.log("delete existing", delete o.added, o.added, "added" in o);
console.log("delete missing", delete o.neverThere);
console.log("delete computed", delete o[key], o.dyn, key in o);
console.log("in", "x" in o, "nested" in o, "z" in o, 123 in o, "123" in o);
console.log("typeof", typeof o, typeof o.method, typeof o.nested, typeof o.none);
const empty = {};
console.log("empty", empty);
const same = o;
same.viaAlias = "shared";
console.log("alias", o.viaAlias, same === o, {} === {});
let count = 0;
const side: any = {
  [(count++, "a")]: count,
  [(count++, "b")]: count,
  [(count++, "c")]: count,
};
console.log("eval order", side.a, side.b, side.c, count);
const dup: any = { a: 1, b: 2, a: 3 };
console.log("duplicate key keeps position, last value", dup);
console.log(o);
