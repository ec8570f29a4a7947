// `node:assert/strict` and `assert.strict`: the loose names compare
// strictly; the named exports are the strict module's.
import strictAssert, { equal, deepEqual, notEqual, strict } from "node:assert/strict";
import * as loose from "assert";

function attempt(label: string, f: () => void): void {
  try {
    f();
    console.log(`${label}: passed`);
  } catch (e: any) {
    console.log(`${label}: ${e.operator}`);
    console.log(e.message);
  }
}

attempt("strict equal", () => equal(1 as any, "1"));
attempt("loose equal", () => loose.equal(1, "1"));
attempt("strict deepEqual", () => deepEqual({ a: 1 }, { a: "1" } as any));
attempt("loose deepEqual", () => loose.deepEqual({ a: 1 }, { a: "1" }));
attempt("strict notEqual", () => notEqual(NaN, NaN));
attempt("default is strict", () => strictAssert.equal(2 as any, "2"));
attempt("strict.strict", () => strict.strict.deepEqual([1], ["1"] as any));
attempt("strict called", () => strictAssert(0, "zero"));
console.log(strictAssert === strict, loose.default.strict === strict, strict.strict === strict);
console.log(strictAssert.equal === loose.strictEqual, strictAssert.ok === loose.ok);
console.log(typeof strictAssert.AssertionError, strictAssert.AssertionError === loose.AssertionError);
