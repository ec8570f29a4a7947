// Built-ins that recurse into nested data end in node's RangeError when the
// nesting is far deeper than node's stack allows (20 000 levels), and work
// for ordinary depths. (node's exact limit depends on how much stack its
// caller used already, so the depths here stay clear of it.)
// The nestings are parsed, not built by a loop: under the GC sweep each of
// a loop's allocations is a collection of everything built so far.
function nestedArrays(depth: number): unknown[] {
  return JSON.parse("[".repeat(depth) + "[1]" + "]".repeat(depth));
}
function nestedObjects(depth: number): object {
  return JSON.parse('{"next":'.repeat(depth) + '{"leaf":true}' + "}".repeat(depth));
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
  const arrays = nestedArrays(depth);
  const objects = nestedObjects(depth);
  attempt(`stringify arrays ${depth}`, () => JSON.stringify(arrays));
  attempt(`stringify objects ${depth}`, () => JSON.stringify(objects));
  attempt(`stringify indented ${depth}`, () => JSON.stringify(objects, null, 1));
  attempt(`flat ${depth}`, () => arrays.flat(Infinity).length);
  attempt(`String ${depth}`, () => String(arrays));
  attempt(`join ${depth}`, () => arrays.join("-"));
  attempt(`toLocaleString ${depth}`, () => arrays.toLocaleString().length);
}
attempt("parse 20000", () => JSON.stringify(JSON.parse("[".repeat(20000) + "]".repeat(20000))).length);
