// node:assert's ok (and the module called as a function), fail, ifError,
// match and doesNotMatch, and the AssertionError constructor.
import assert, { AssertionError, ok, strict, fail } from "node:assert";

function attempt(label: string, f: () => void): void {
  try {
    f();
    console.log(`${label}: passed`);
  } catch (e: any) {
    console.log(`${label}: ${e.name} generated=${e.generatedMessage} actual=${String(e.actual)}`);
    console.log(e.message);
  }
}

const items = [3, 1, 2];
attempt("assert true", () => assert(items.length === 3));
attempt("assert false", () => assert(items.length === 4));
attempt("assert.ok false", () => assert.ok(items.includes(7)));
attempt("ok named", () => ok(items.indexOf(9) >= 0));
attempt("strict named", () => strict(0));
attempt("assert.strict.ok", () => assert.strict.ok(""));
attempt("assert spanning lines", () =>
  assert(
    items.every((x) => x > 1) &&
      items.length > 0,
  ),
);
attempt("assert with message", () => assert(null, "value was null"));
attempt("assert with error", () => assert(false, new TypeError("typed failure")));
attempt("assert no arguments", () => (assert as any)());
attempt("assert undefined", () => assert(undefined));
attempt("fail", () => fail());
attempt("fail message", () => fail("boom"));
attempt("fail error", () => fail(new RangeError("range")));
attempt("ifError null", () => assert.ifError(null));
attempt("ifError error", () => assert.ifError(new Error("from a callback")));
attempt("ifError empty message", () => assert.ifError(new TypeError("")));
attempt("ifError string", () => assert.ifError("bad"));
attempt("match", () => assert.match("kiln 1.0", /\d+\.\d+/));
attempt("match fails", () => assert.match("kiln", /\d+/));
attempt("match not a string", () => assert.match(12 as any, /\d+/));
attempt("match message", () => assert.match("kiln", /\d+/, "needs a version"));
attempt("match bad regexp", () => assert.match("kiln", "k" as any));
attempt("doesNotMatch", () => assert.doesNotMatch("kiln", /\d/));
attempt("doesNotMatch fails", () => assert.doesNotMatch("kiln 2", /\d/));

const e = new AssertionError({ actual: 1, expected: 2, operator: "strictEqual" });
console.log(e.message);
console.log(e.name, e.code, e.generatedMessage, e.actual, e.expected, e.operator);
console.log(e);
const custom = new AssertionError({ message: "custom text", actual: "a".repeat(600), expected: "b\n".repeat(20) });
console.log(custom);
console.log(`${custom}`);
try {
  new AssertionError(null as any);
} catch (err: any) {
  console.log(err.name, err.code, err.message);
}
const value: unknown = 0;
attempt("assert with a cast", () => assert(value as number));
attempt("assert non-null", () => assert(items.find((x: number) => x > 5)!));
attempt("assert then comma", () => (assert(items.length > 5), undefined));
attempt("assert with a comment", () => assert(/* none */ items.length < 0 /* here */));
attempt("assert control", () => assert("\u0001" === "x" && "	tab" === "y"));
