// await inside expressions: operand evaluation order, template literals, calls, conditionals, destructuring and compound assignment.
const trace: string[] = [];
function val<T>(label: string, v: T): Promise<T> {
  trace.push(label);
  return Promise.resolve(v);
}
function plain<T>(label: string, v: T): T {
  trace.push(label);
  return v;
}
function show(title: string, result: unknown): void {
  console.log(`${title}:`, result, "|", trace.join(" "));
  trace.length = 0;
}

show("binary", (await val("a", 2)) + plain("b", 3) * (await val("c", 4)));
show("template", `${await val("x", "X")}-${plain("y", "Y")}-${await val("z", "Z")}`);
show("array literal", [plain("p", 1), await val("q", 2), plain("r", 3)]);
show("call args", Math.max(await val("m1", 5), plain("m2", 9), await val("m3", 7)));
show("conditional", (await val("cond", true)) ? await val("then", "yes") : await val("else", "no"));
show("logical and", (await val("l1", 0)) && (await val("l2", "skipped")));
show("nullish", (await val("n1", null)) ?? (await val("n2", "fallback")));
const { a, b: [first, second] } = await val("destructure", { a: 1, b: [2, 3] });
show("destructuring", [a, first, second]);

let counter = 10;
counter += await val("add", 5);
show("compound +=", counter);
let racy = 1;
const raced = (async () => {
  racy += await val("racy", 10);
})();
racy = 100;
await raced;
show("compound reads left side before await", racy);

const obj: Record<string, number> = {};
obj[plain("key", "k")] = await val("value", 42);
show("member assignment", obj);

const items = await Promise.all([val("i1", 1), val("i2", 2)]);
show("Promise.all", items);
show("typeof await", typeof (await val("t", 1)));
show("await in argument of await", await val("outer", await val("inner", "nested")));
show("optional call", (await val("maybe", undefined as undefined | (() => string)))?.());
const fnObj = { greet: async (n: string) => `hi ${n}` };
show("method call", await fnObj.greet(await val("name", "ada")));
show("comma", (plain("c1", 1), await val("c2", 2)));
show("new with awaited args", new Array(await val("len", 3)).fill(await val("fill", 0)));
show("spread", [...(await val("spread", [7, 8])), 9]);
show("unary", -(await val("neg", 5)), );
show("in", "x" in (await val("obj", { x: 1 })));
