// Object.keys / values / entries / assign / fromEntries.
const src: any = { a: 1, b: "two", c: [3], d: { e: 4 } };
console.log(Object.keys(src));
console.log(Object.values(src));
console.log(Object.entries(src));
const target: any = { a: 0, z: 26 };
const res = Object.assign(target, src, { f: 6 }, null, undefined, { a: "last wins" });
console.log("assign returns target", res === target);
console.log(target);
console.log("shallow copy shares nested", target.c === src.c, target.d === src.d);
const fe = Object.fromEntries([["x", 1], ["y", 2], ["x", 3]]);
console.log(fe);
const round = Object.fromEntries(Object.entries(src));
console.log(round, round === src);
const numbered = Object.fromEntries([[2, "b"], [1, "a"], ["k", "v"]]);
console.log(numbered, Object.keys(numbered));
console.log("keys of array", Object.keys(["p", "q"]), Object.values(["p", "q"]), Object.entries(["p", "q"]));
console.log("keys of empty", Object.keys({}), Object.entries({}));
const setterTarget: any = {
  set s(v: any) {
    this.log = "setter called with " + v;
  },
};
Object.assign(setterTarget, { s: "value" });
console.log("assign uses setters", setterTarget.log);
let gets = 0;
const getterSrc: any = {
  get g() {
    gets++;
    return "got";
  },
};
const copied: any = Object.assign({}, getterSrc);
console.log("assign reads getters once", gets, copied, copied.g, gets);
const sym = Symbol("sym");
const withSym: any = { [sym]: "symbol value", plain: 1 };
const symCopy: any = Object.assign({}, withSym);
console.log("assign copies symbols", symCopy[sym], Object.keys(symCopy));
console.log("entries values are pairs", Object.entries({ k: "v" })[0][0], Object.entries({ k: "v" })[0][1]);
