// match, matchAll and search: global vs not, strings made into RegExps,
// lastIndex effects, the matchAll iterator, its TypeError.
const s = "The rain in SPAIN stays mainly";
console.log(s.match(/ain/g), s.match(/ain/), s.match(/xyz/g), s.match(/xyz/), s.match("a.n"), s.match(undefined as any));
console.log(s.search(/SPAIN/), s.search("ain"), s.search(/nope/), s.search(undefined as any), "a.b".search("."));
const g = /ain/g;
g.lastIndex = 10;
console.log(s.search(g), g.lastIndex, s.match(g)!.length, g.lastIndex);
const it = s.matchAll(/(a)(i)n/g);
console.log(it, Object.prototype.toString.call(it));
const all: unknown[] = [];
for (let r = it.next(); !r.done; r = it.next()) all.push([r.value[0], r.value[1], r.value.index]);
console.log(all, it.next());
const strIt = "a.b.c".matchAll(".");
console.log(strIt.next().value, strIt.next().value![0]);
try { s.matchAll(/ain/); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
const e = "aaa".matchAll(/a*?/g);
console.log(e.next().value!.index, e.next().value!.index, e.next().value!.index);
