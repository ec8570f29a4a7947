// console.table: node's table of rows and columns (left-aligned cells, as
// node 20 draws them).
console.table([{ a: 1, b: "two" }, { a: 3, c: true }]);
console.table([[1, 2], [3, 4, 5]]);
console.table({ x: { v: 1 }, y: { v: 22, w: [1, 2, 3, 4] } });
console.table([1, "s", { a: 1 }, null]);
console.table(new Map<any, any>([["k", 1], [{ o: 1 }, [1, 2]]]));
console.table(new Set(["a", 1, { z: 1, y: 2, x: 3 }]));
console.table([{ a: 1, b: 2 }, { a: 3 }], ["a"]);
console.table([{ name: "Ünïcödé", n: 1 }, { name: "日本語", n: 22 }]);
console.table("just a string");
console.table(42);
console.table([]);
console.table([{ "2": "two", b: "bee", "1": "one" }]);
console.table([{ nested: { deep: { deeper: 1 } }, fn: function named() {}, arr: [1, 2, 3, 4, 5] }]);
const m = new Map([[1, "a"], [2, "b"]]);
console.table(m.entries());
console.table(m.keys());
console.group("grouped");
console.table([{ a: 1 }]);
console.groupEnd();
console.table([{ a: 1 }], ["a", "missing"]);
console.table([1, 2], ["a"]);
class P { constructor(public x: number, public y: number) {} }
console.table([new P(1, 2), new P(3, 4)]);
console.table({ r1: 5, r2: { c: -0 } });
// Rows read through getters that allocate (and, under the GC sweep,
// collect) while the table is being built.
function churn(): number {
  const junk: unknown[] = [];
  for (let i = 0; i < 30; i++) junk.push({ i, s: "c" + i });
  return junk.length;
}
const lazy = {
  get first() {
    churn();
    return { label: ["fi", "rst"].join(""), n: churn() };
  },
  get second() {
    churn();
    return { label: "second", extra: [churn(), "x".repeat(3)] };
  },
};
console.table(lazy);
console.table([lazy.first, lazy.second], ["label", "extra"]);
for (const p of [null, undefined, "s", true, {}, () => 1, [1]]) {
  try { console.table([{ a: 1 }], p as any); console.log("ok"); } catch (e: any) { console.log(e.message); }
}
