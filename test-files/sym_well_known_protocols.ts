// The remaining well-known symbols, and the protocols behind them:
// isConcatSpreadable in concat; String.prototype.split/replace/replaceAll/
// match/matchAll/search hand an object argument to its Symbol.* method;
// RegExp.prototype has those methods.
console.log(Symbol.species, Symbol.match, typeof Symbol.isConcatSpreadable, Symbol.dispose, Symbol.asyncDispose);
console.log(Symbol.unscopables, Symbol.matchAll, Symbol.replace, Symbol.search, Symbol.split);
console.log(Object.getOwnPropertyNames(Symbol));
const spreadable: any = { length: 2, 0: "x", 1: "y", [Symbol.isConcatSpreadable]: true };
console.log([1].concat(spreadable));
const arr: any = [5, 6];
arr[Symbol.isConcatSpreadable] = false;
console.log([1].concat(arr).length, [1].concat([2, [3]] as any));
const rep = {
  [Symbol.replace](s: string, r: string) {
    return `R(${s},${r})`;
  },
};
console.log("abc".replace(rep as any, "z"));
const sp = {
  [Symbol.split](s: string, lim: any) {
    return ["S", s, lim];
  },
};
console.log("a-b".split(sp as any, 3), "a-b".split(sp as any));
const m = {
  [Symbol.match](s: string) {
    return ["M", s];
  },
  [Symbol.search](_s: string) {
    return 42;
  },
  [Symbol.matchAll](_s: string) {
    return "all";
  },
};
console.log("xy".match(m as any), "xy".search(m as any));
try {
  "xy".matchAll(m as any);
} catch (e: any) {
  console.log(e.message);
}
const m2 = { flags: "g", [Symbol.match]: true, [Symbol.matchAll]: (s: string) => "all of " + s };
console.log("xy".matchAll(m2 as any));
try {
  "xy".replaceAll({ flags: "i", [Symbol.match]: 1 } as any, "q");
} catch (e: any) {
  console.log(e.message);
}
console.log(RegExp.prototype[Symbol.replace].call(/b/g, "abcb", "X"), /a/[Symbol.split]("bab"));
console.log(/a(b)/[Symbol.match]("xab"), /b/[Symbol.search]("aab"));
console.log([.../a./g[Symbol.matchAll]("a1a2")].map((x) => x[0]));
console.log(typeof RegExp.prototype[Symbol.split], RegExp.prototype[Symbol.split].name, RegExp.prototype[Symbol.replace].length);
for (const k of ["match", "search", "replace"] as const) {
  try {
    (RegExp.prototype as any)[Symbol[k]].call({}, "x");
  } catch (e: any) {
    console.log(e.message);
  }
}
console.log("a-b-c".split("-"), "abc".replace("b", "B"), "abc".match(/b/)!.index, "aXbX".replaceAll("X", "_"));
