// $ substitution patterns with RegExps: $1..$99, $&, $`, $', $<name>, $$,
// and references past the group count.
const s = "John Smith";
console.log(s.replace(/(\w+)\s(\w+)/, "$2, $1"), s.replace(/o/g, "[$&]"), s.replace(/ /, "[$`|$']"));
console.log(s.replace(/(?<first>\w+) (?<last>\w+)/, "$<last> $<first> $<none>!"), s.replace(/(\w+)/, "$<first>"));
console.log("abc".replace(/(b)/, "$01 $10 $2 $0 $$1 $"), "abcdefghijkl".replace(/(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)/, "$11-$10-$1$"));
console.log("aaa".replace(/a/g, "$'"), "abc".replace(/$/, "$`"), "x".replace(/x/, "$<"), "x".replace(/(?<n>x)/, "$<n"));
console.log("abc".replaceAll(/b/g, "[$&]"), "a-b-c".replace(/-/g, "$$"));
try { "abc".replaceAll(/b/, "x"); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
