// Tagged templates as real code writes them: String.raw for paths and
// patterns, an HTML escaper, a SQL-style placeholder builder, a tag that
// is a method, and the template object's identity across evaluations.
const dir = "C:\\temp";
console.log(String.raw`C:\new\table ${dir} \u00e9 done`);
console.log(String.raw`line1\nline2`.length, String.raw({ raw: ["a", "b", "c"] } as any, 1, 2, 3));

function html(strings: TemplateStringsArray, ...values: unknown[]) {
  const escape = (v: unknown) =>
    String(v).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
  return strings.reduce((out, s, i) => out + s + (i < values.length ? escape(values[i]) : ""), "");
}
const user = { name: "<b>Ann & Bob</b>", age: 42 };
console.log(html`<p title="${user.name}">${user.name} is ${user.age}</p>`);

function sql(strings: TemplateStringsArray, ...params: unknown[]) {
  return { text: strings.reduce((q, s, i) => q + "$" + i + s), params };
}
console.log(sql`SELECT * FROM t WHERE a = ${1} AND b = ${"x"}`);

const seen: TemplateStringsArray[] = [];
function keep(strings: TemplateStringsArray) {
  seen.push(strings);
  return strings;
}
for (let i = 0; i < 3; i++) keep`same ${i} site`;
keep`same ${0} site`;
console.log(seen[0] === seen[1], seen[1] === seen[2], seen[0] === seen[3]);
const t = seen[0];
console.log(t, t.raw, Object.isFrozen(t), Object.isFrozen(t.raw), Array.isArray(t));
console.log(Object.getOwnPropertyDescriptor(t, "raw"));

const logger = {
  prefix: "[log]",
  tag(strings: TemplateStringsArray, ...v: unknown[]) {
    return this.prefix + " " + strings.join("|") + " " + v.join(",");
  },
};
console.log(logger.tag`a${1}b${2}c`, logger["tag"]`x`);

function cookedRaw(s: TemplateStringsArray) {
  return [s[0], s.raw[0]];
}
console.log(cookedRaw`\unicode and \xZZ`, cookedRaw`tab\there`);
const multi = String.raw`first
second`;
console.log(JSON.stringify(multi));

const order: string[] = [];
const tagOf = () => (order.push("tag"), (s: TemplateStringsArray, ...v: number[]) => v.reduce((a, b) => a + b, 0));
const val = (n: number) => (order.push("v" + n), n);
console.log(tagOf()`${val(1)}${val(2)}`, order);
try {
  (undefined as any)`x`;
} catch (e) {
  console.log((e as Error).message);
}
