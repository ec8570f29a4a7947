// node:assert's messages for simple values, as a test runner prints them.
import assert from "node:assert";
import { strict as sassert } from "node:assert";

function check(name: string, f: () => void) {
  try {
    f();
    console.log(name, "passed");
  } catch (e) {
    const err = e as assert.AssertionError;
    console.log(`${name}: ${err.name} [${err.code}] op=${err.operator} generated=${err.generatedMessage}`);
    console.log(err.message);
    console.log("---");
  }
}

check("equal numbers", () => assert.equal(1 + 1, 3));
check("equal loose ok", () => assert.equal("2", 2));
check("strictEqual strings", () => assert.strictEqual("hello world", "hello there"));
check("strictEqual types", () => assert.strictEqual(1, "1" as unknown as number));
check("notStrictEqual", () => assert.notStrictEqual(5, 5));
check("deepStrictEqual arrays", () => assert.deepStrictEqual([1, 2, 3], [1, 2, 4]));
check("deepStrictEqual objects", () =>
  assert.deepStrictEqual({ name: "a", tags: ["x"], n: 1 }, { name: "a", tags: ["y"], n: 1 }),
);
check("deepEqual loose ok", () => assert.deepEqual({ a: 1 }, { a: "1" }));
check("custom message", () => assert.strictEqual(1, 2, "values must match"));
check("error message", () => assert.ok(false, new TypeError("bad input")));
check("ok falsy", () => assert.ok(0));
check("strict equal", () => sassert.equal(NaN, NaN));
check("strict deep", () => sassert.deepEqual(new Map([[1, "a"]]), new Map([[1, "b"]])));
check("throws wrong message", () =>
  assert.throws(() => {
    throw new Error("actual");
  }, /expected/),
);
check("throws validation object", () =>
  assert.throws(
    () => {
      throw new RangeError("out of range");
    },
    { name: "RangeError", message: "out of range" },
  ),
);
check("doesNotThrow", () =>
  assert.doesNotThrow(() => {
    throw new Error("oops");
  }),
);
check("match", () => assert.match("abc", /^b/));
check("fail", () => assert.fail("boom"));
