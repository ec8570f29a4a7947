// Symbol.for: the global symbol registry.
const a = Symbol.for("app.key");
const b = Symbol.for("app.key");
const c = Symbol("app.key");
console.log("for returns same symbol", a === b, a === c);
console.log("description", a.description, typeof a);
console.log(a, [a, c]);
const obj: any = {};
obj[Symbol.for("shared")] = "stored";
console.log("lookup by registry", obj[Symbol.for("shared")], obj[Symbol("shared")]);
console.log(obj);
const made: symbol[] = [];
for (let i = 0; i < 3; i++) made.push(Symbol.for("k" + (i % 2)));
console.log(made[0] === made[2], made[0] === made[1], made);
console.log("empty key", Symbol.for("").description === "", Symbol.for(""));
const num = Symbol.for(1 as any);
console.log("coerced key", num === Symbol.for("1"), num.description);
const undef = Symbol.for(undefined as any);
console.log("undefined key", undef.description, undef === Symbol.for("undefined"));
function registryKeyUser() {
  return Symbol.for("inside function");
}
console.log("across scopes", registryKeyUser() === Symbol.for("inside function"));
