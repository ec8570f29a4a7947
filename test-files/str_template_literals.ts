// Template literals with expressions of every primitive type.
const n = 42, f = -1.5, z = -0, nan = NaN, inf = -Infinity, big = 1e21, tiny = 1e-7;
const t = true, fl = false, nu = null, un = undefined, s = "str";
console.log(`numbers: ${n} ${f} ${z} ${nan} ${inf} ${big} ${tiny}`);
console.log(`others: ${t} ${fl} ${nu} ${un} ${s}`);
console.log(`expr: ${n + 1} ${n * 2} ${n / 5} ${n % 5} ${n ** 2} ${n > 40} ${n === 42 ? "yes" : "no"}`);
console.log(`empty: [${""}] [${s.length}] [${s[0]}] [${s[5]}]`);
console.log(`adjacent: ${1}${2}${3}`);
console.log(`${"only"}`);
console.log(``.length, `${""}`.length);
console.log(`calls: ${twice(21)} ${greet("kiln")} ${nothing()}`);
console.log(`logic: ${nu ?? "default"} ${0 || "zero"} ${1 && "one"} ${!t}`);
console.log(`bits: ${5 & 3} ${5 | 3} ${~5} ${-1 >>> 28}`);
console.log(`typeof: ${typeof n} ${typeof s} ${typeof nu} ${typeof un} ${typeof t} ${typeof twice}`);
console.log(`multi
line ${n}
  indented`);
let i = 0;
console.log(`side effects: ${i++} ${i++} ${++i} -> ${i}`);
console.log(`strings with $: $ $$ {} $\{} ${"$"}{`);
console.log(`dollar-brace escaped: \${n} = ${n}`);
function twice(x: number): number {
  return x * 2;
}
function greet(who: string): string {
  return `hello, ${who}!`;
}
function nothing(): void {}
const labelled = `${n}` + `${n}`;
console.log(labelled, labelled.length, typeof labelled);
console.log(`${1 + 1}${"1" + 1}${1 - ("1" as any)}`);
console.log(`pos ${+0} neg ${-0} concat ${-0 + ""}`);
