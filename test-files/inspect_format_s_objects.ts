// %s with non-string arguments: objects are inspected with depth 0-ish rules.
console.log("%s", { a: 1 });
console.log("%s", { a: { b: 1 } });
console.log("%s", [1, 2, 3]);
console.log("%s", [[1], [2]]);
console.log("%s", []);
console.log("%s", {});
console.log("%s", -0);
console.log("%s", Symbol("sym"));
console.log("%s", null, undefined);
class Pt {
  constructor(public x: number) {}
}
console.log("%s", new Pt(1));
console.log("%s", { nested: [1, { deep: true }] });
console.log("[%s] [%s]", "str", 5);
console.log("%s", ["a", "b"]);
