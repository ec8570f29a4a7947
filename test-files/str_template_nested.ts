// Nested template literals.
const a = 1, b = "two", c = true, d = null;
console.log(`outer ${`inner ${a}`} end`);
console.log(`${`${`${a}`}`}`);
console.log(`L1 ${b} ${`L2 ${c} ${`L3 ${d} ${`L4 ${undefined}`}`}`}`);
console.log(`${a > 0 ? `positive ${a}` : `non-positive ${a}`}`);
console.log(`${a < 0 ? `negative` : `${b}-${`${c}`}`}`);
function wrap(tag: string, body: string): string {
  return `<${tag}>${body}</${tag}>`;
}
console.log(wrap("p", `count: ${wrap("b", `${a + 1}`)}`));
let out = "";
for (let i = 0; i < 4; i++) {
  out += `${i === 0 ? "" : ","}${`[${i}:${`${i * i}`}]`}`;
}
console.log(out);
console.log(`${`a` + `b`}${`c`}`.length);
const depth = 3;
console.log(`depth ${depth}: ${`${`${depth * depth}`.length}`}`);
console.log(`quotes ${`"double"`} ${`'single'`} ${"`backtick`"}`);
console.log(`escapes ${`tab\t|newline\n|`}end`);
console.log(`emoji ${`😀${`🎉`}`}`, `${`😀`}`.length);
