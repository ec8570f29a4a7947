// yield* delegating to other generators; the yield* expression evaluates to the inner return value.
function* inner(tag: string): Generator<string, number> {
  yield `${tag}.1`;
  yield `${tag}.2`;
  return tag.length;
}

function* outer(): Generator<string, string> {
  const a = yield* inner("a");
  console.log("  inner a returned", a);
  const b = yield* inner("bbb");
  console.log("  inner bbb returned", b);
  yield `sum ${a + b}`;
  return "outer done";
}

const o = outer();
for (let r = o.next(); ; r = o.next()) {
  console.log(r);
  if (r.done) break;
}

// nested delegation, three levels deep
function* level3() { yield "L3"; return 3; }
function* level2() { const x = yield* level3(); yield "L2"; return x * 10; }
function* level1() { const y = yield* level2(); yield "L1"; return y + 1; }
const l = level1();
console.log(l.next(), l.next(), l.next(), l.next());

// delegating to an already-started generator continues where it left off
function* nums() { yield 1; yield 2; yield 3; return "nums"; }
const shared = nums();
console.log("pre-advance", shared.next().value);
function* resume() {
  const r = yield* shared;
  yield `got ${r}`;
}
console.log([...resume()]);
// delegating to a completed generator yields nothing and returns undefined
function* again() {
  const r = yield* shared;
  yield `again ${r}`;
}
console.log([...again()]);

// recursive aggregation of return values
interface Dir { name: string; files: number; children: Dir[] }
function* walk(d: Dir, depth = 0): Generator<string, number> {
  yield "  ".repeat(depth) + d.name + "/";
  let total = d.files;
  for (const c of d.children) total += yield* walk(c, depth + 1);
  yield "  ".repeat(depth) + `(${total} files under ${d.name})`;
  return total;
}
const fsTree: Dir = {
  name: "root", files: 2, children: [
    { name: "src", files: 5, children: [{ name: "util", files: 3, children: [] }] },
    { name: "docs", files: 1, children: [] },
  ],
};
const w = walk(fsTree);
let res = w.next();
while (!res.done) { console.log(res.value); res = w.next(); }
console.log("total returned:", res.value);

// delegation to a generator that yields nothing
function* nothing(): Generator<never, string> { return "empty"; }
function* wrap() { const v = yield* nothing(); yield v; yield v.toUpperCase(); }
console.log([...wrap()]);
