// node:assert's equality assertions: what passes, and the message,
// properties and inspection of what fails.
import assert from "node:assert";
import { strictEqual, notStrictEqual, equal, notEqual, AssertionError } from "node:assert";

function attempt(label: string, f: () => void): void {
  try {
    f();
    console.log(`${label}: passed`);
  } catch (e: any) {
    console.log(`${label}: ${e.name} ${e.code} generated=${e.generatedMessage} operator=${e.operator}`);
    console.log(e.message);
    console.log(e instanceof AssertionError, e instanceof Error);
  }
}

attempt("strictEqual 1 1", () => strictEqual(1, 1));
attempt("strictEqual NaN NaN", () => strictEqual(NaN, NaN));
attempt("strictEqual 0 -0", () => strictEqual(0, -0));
attempt("strictEqual -0 0", () => strictEqual(-0, 0));
attempt("strictEqual 1 2", () => strictEqual(1, 2));
attempt("strictEqual 1 '1'", () => strictEqual(1, "1"));
attempt("strictEqual strings", () => strictEqual("hello world", "hello there"));
attempt("strictEqual short strings", () => strictEqual("ab", "ac"));
attempt("strictEqual long", () => strictEqual("a".repeat(50) + "x", "a".repeat(50) + "y"));
attempt("strictEqual very long", () => strictEqual("b".repeat(70), "b".repeat(69) + "c"));
attempt("strictEqual objects", () => strictEqual({ a: 1 }, { a: 1 }));
attempt("strictEqual objects differ", () => strictEqual({ a: 1, b: 2 }, { a: 1, b: 3 }));
attempt("strictEqual arrays", () => strictEqual([1, 2], [1, 2]));
attempt("strictEqual functions", () => strictEqual(function f() {}, function g() {}));
attempt("strictEqual null undefined", () => strictEqual(null, undefined));
attempt("strictEqual true false", () => strictEqual(true, false));
attempt("strictEqual multi-line", () => strictEqual("a\nb\nc", "a\nb\nd"));
attempt("strictEqual with message", () => strictEqual(1, 2, "one is not two"));
attempt("strictEqual with error", () => strictEqual(1, 2, new RangeError("mine")));
attempt("notStrictEqual 1 2", () => notStrictEqual(1, 2));
attempt("notStrictEqual 1 1", () => notStrictEqual(1, 1));
attempt("notStrictEqual strings", () => notStrictEqual("a longer string", "a longer string"));
const shared = { x: [1, 2, 3] };
attempt("notStrictEqual object", () => notStrictEqual(shared, shared));
attempt("equal 1 '1'", () => equal(1, "1"));
attempt("equal null undefined", () => equal(null, undefined));
attempt("equal NaN NaN", () => equal(NaN, NaN));
attempt("equal 1 2", () => equal(1, 2));
attempt("equal objects", () => equal({}, {}));
attempt("equal message", () => equal("x", "y", "letters differ"));
attempt("notEqual 1 2", () => notEqual(1, 2));
attempt("notEqual 1 '1'", () => notEqual(1, "1"));
attempt("notEqual NaN NaN", () => notEqual(NaN, NaN));
attempt("assert.equal via default", () => assert.equal(3, 4));
attempt("missing arguments", () => (strictEqual as any)(1));

try {
  strictEqual([1, 2, 3], [1, 2, 4]);
} catch (e) {
  console.log(e);
  console.log(String(e));
  console.log(Object.keys(e as object));
}
