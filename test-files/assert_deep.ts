// node:assert's deep equality, strict and loose, over every kind of value
// kiln has, and the diffs of its failures.
import assert from "node:assert";

function check(label: string, a: unknown, b: unknown): void {
  const results: string[] = [];
  for (const [name, f] of [
    ["deepStrictEqual", assert.deepStrictEqual],
    ["deepEqual", assert.deepEqual],
  ] as const) {
    try {
      f(a, b);
      results.push(`${name} ok`);
    } catch (e: any) {
      results.push(`${name} fails`);
    }
  }
  console.log(`${label}: ${results.join(", ")}`);
}

function show(label: string, f: () => void): void {
  try {
    f();
    console.log(`${label}: passed`);
  } catch (e: any) {
    console.log(`${label}:\n${e.message}`);
  }
}

check("numbers", 1, 1);
check("number and string", 1, "1");
check("NaN", NaN, NaN);
check("zeros", 0, -0);
check("null and undefined", null, undefined);
check("objects", { a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 });
check("objects differ", { a: 1 }, { a: 2 });
check("loose values", { a: 1 }, { a: "1" });
check("extra key", { a: 1 }, { a: 1, b: undefined });
check("arrays", [1, [2, 3]], [1, [2, 3]]);
check("array lengths", [1, 2], [1, 2, 3]);
check("sparse", [1, , 3], [1, undefined, 3]);
check("both sparse", [1, , 3], [1, , 3]);
const named: any = [1, 2];
named.extra = true;
check("array with a named property", named, [1, 2]);
check("prototypes", Object.create(null), {});
class Point {
  constructor(public x: number, public y: number) {}
}
check("class instances", new Point(1, 2), new Point(1, 2));
check("class and plain", new Point(1, 2), { x: 1, y: 2 });
check("dates", new Date(0), new Date(0));
check("dates differ", new Date(0), new Date(1));
check("regexps", /a/g, /a/g);
check("regexps flags", /a/g, /a/i);
check("errors", new Error("x"), new Error("x"));
check("errors differ", new Error("x"), new Error("y"));
check("error kinds", new TypeError("x"), new Error("x"));
check("maps", new Map<any, any>([[1, "a"], [{ k: 1 }, [2]]]), new Map<any, any>([[{ k: 1 }, [2]], [1, "a"]]));
check("maps differ", new Map([[1, "a"]]), new Map([[1, "b"]]));
check("maps loose keys", new Map<any, any>([[1, "a"]]), new Map<any, any>([["1", "a"]]));
check("sets", new Set([1, { a: [1] }, "x"]), new Set(["x", { a: [1] }, 1]));
check("sets differ", new Set([1, 2]), new Set([1, 3]));
check("sets loose", new Set([1]), new Set(["1"]));
check("boxed numbers", new Number(1), new Number(1));
check("boxed strings", new String("a"), new String("b"));
check("boxed and primitive", new Number(1), 1);
const s = Symbol("s");
check("symbol keys", { [s]: 1 }, { [s]: 1 });
check("symbol keys differ", { [s]: 1 }, { [s]: 2 });
check("symbol key missing", { [s]: 1 }, {});
const cycleA: any = { name: "a" };
cycleA.self = cycleA;
const cycleB: any = { name: "a" };
cycleB.self = cycleB;
check("cycles", cycleA, cycleB);
check("functions", () => 1, () => 1);
const f = () => 1;
check("same function", f, f);
check("nested maps", { m: new Map([["k", new Set([1, 2])]]) }, { m: new Map([["k", new Set([2, 1])]]) });

show("diff of objects", () =>
  assert.deepStrictEqual({ name: "kiln", version: 1, tags: ["a", "b"] }, { name: "kiln", version: 2, tags: ["a", "c"] }),
);
show("diff of arrays", () => assert.deepStrictEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 11]));
show("diff with many equal lines", () => {
  const a = Array.from({ length: 30 }, (_, i) => i);
  const b = a.slice();
  b[15] = -1;
  assert.deepStrictEqual(a, b);
});
show("same structure", () => assert.deepStrictEqual({ a: Symbol("x") }, { a: Symbol("x") }));
show("longer actual", () => assert.deepStrictEqual([1, 2, 3], [1, 2]));
show("longer expected", () => assert.deepStrictEqual({ a: 1 }, { a: 1, b: 2, c: 3 }));
show("loose failure", () => assert.deepEqual({ a: [1, 2] }, { a: [1, 3] }));
show("notDeepStrictEqual", () => assert.notDeepStrictEqual({ a: 1 }, { a: 1 }));
show("notDeepStrictEqual short", () => assert.notDeepStrictEqual(1, 1));
show("notDeepEqual", () => assert.notDeepEqual([1, 2], ["1", "2"]));
show("notDeepEqual different text", () => assert.notDeepEqual(1, "1"));
show("deep with message", () => assert.deepStrictEqual({ a: 1 }, { a: 2 }, "objects differ"));
show("errors in message", () => assert.deepStrictEqual(new Error("one"), new Error("two")));
show("maps in message", () => assert.deepStrictEqual(new Map([[1, 2]]), new Map([[1, 3]])));
