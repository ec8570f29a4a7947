// RegExp literals and the constructor: source, flags, getters, toString,
// a new object per evaluation, console.log of RegExps.
const made: RegExp[] = [];
for (let i = 0; i < 2; i++) made.push(/ab+c/gi);
console.log(made[0] === made[1], made[0].source, made[0].flags, String(made[0]), made);
const r = new RegExp("a/b", "dgimsuy");
console.log(r.source, r.flags, r.global, r.ignoreCase, r.multiline, r.dotAll, r.unicode, r.sticky, r.hasIndices, r.unicodeSets);
console.log(new RegExp("").source, String(new RegExp("")), new RegExp("\n").source, new RegExp("[/]").source, /\//.source);
console.log(RegExp("x", "g"), new RegExp(/y/g), new RegExp(/y/g, "i"), RegExp(r) === r, new RegExp(r) === r);
console.log({ re: /x/y, list: [/a/, /b/m] }, Object.assign(/k/, { extra: 1 }));
console.log(typeof /x/, /x/ instanceof RegExp, Object.prototype.toString.call(/x/), r.lastIndex);
console.log(RegExp.name, RegExp.length, RegExp.prototype.exec.name, RegExp.prototype.source, RegExp.prototype.flags, RegExp.prototype.global);
console.log(new RegExp(undefined as any).source, new RegExp(null as any).source, new RegExp(12 as any).source);
