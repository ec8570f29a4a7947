// Built-ins that recurse into nested data end in node's RangeError when the
// nesting is far deeper than node's stack allows (20 000 levels), and work
// for ordinary depths. (node's exact limit depends on how much stack its
// caller used already, so the depths here stay clear of it.)
function nestedArrays(depth: number): unknown[] {
  let a: unknown[] = [1];
  for (let i = 0; i < depth; i++) a = [a];
  return a;
}
function nestedObjects(depth: number): object {
  let o: object = { leaf: true };
  for (let i = 0; i < depth; i++) o = { next: o };
  return o;
}
function attempt(what: string, f: () => unknown): void {
  try {
    const r = f();
    console.log(what, "ok", typeof r === "string" ? r.length : r);
  } catch (e) {
    console.log(what, (e as Error).constructor.name, (e as Error).message);
  }
}
for (const depth of [10, 1000, 20000]) {
  attempt(`stringify arrays ${depth}`, () => JSON.stringify(nestedArrays(depth)));
  attempt(`stringify objects ${depth}`, () => JSON.stringify(nestedObjects(depth)));
  attempt(`stringify indented ${depth}`, () => JSON.stringify(nestedObjects(depth), null, 1));
  attempt(`flat ${depth}`, () => nestedArrays(depth).flat(Infinity).length);
  attempt(`String ${depth}`, () => String(nestedArrays(depth)));
  attempt(`join ${depth}`, () => nestedArrays(depth).join("-"));
  attempt(`toLocaleString ${depth}`, () => nestedArrays(depth).toLocaleString().length);
}
attempt("parse 20000", () => JSON.stringify(JSON.parse("[".repeat(20000) + "]".repeat(20000))).length);
