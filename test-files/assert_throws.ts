// node:assert's throws and doesNotThrow: every way of describing the
// expected error, the failures' messages, and node's argument errors.
import assert from "node:assert";

function attempt(label: string, f: () => void): void {
  try {
    f();
    console.log(`${label}: passed`);
  } catch (e: any) {
    console.log(`${label}: ${e.name}${e.code ? ` ${e.code}` : ""}`);
    console.log(e.message);
    if (e.code === "ERR_ASSERTION") {
      console.log(`  operator=${e.operator} generated=${e.generatedMessage}`);
    }
  }
}

class ParseError extends Error {
  constructor(message: string, public line: number) {
    super(message);
    this.name = "ParseError";
  }
}

const parse = (text: string) => {
  if (text.includes("!")) {
    throw new ParseError(`unexpected '!' in ${text}`, 3);
  }
  return text.length;
};

attempt("throws", () => assert.throws(() => parse("a!")));
attempt("throws class", () => assert.throws(() => parse("a!"), ParseError));
attempt("throws base class", () => assert.throws(() => parse("a!"), Error));
attempt("throws wrong class", () => assert.throws(() => parse("a!"), TypeError));
attempt("throws same-named class", () => {
  class ParseErrorToo extends Error {}
  Object.defineProperty(ParseErrorToo, "name", { value: "ParseError" });
  assert.throws(() => parse("a!"), ParseErrorToo);
});
attempt("throws regexp", () => assert.throws(() => parse("a!"), /unexpected/));
attempt("throws regexp fails", () => assert.throws(() => parse("a!"), /expected a digit/));
attempt("throws object", () => assert.throws(() => parse("a!"), { name: "ParseError", line: 3 }));
attempt("throws object with regexp", () => assert.throws(() => parse("a!"), { message: /'!'/, line: 3 }));
attempt("throws object differs", () => assert.throws(() => parse("a!"), { name: "ParseError", line: 4 }));
attempt("throws object differs with message", () =>
  assert.throws(() => parse("a!"), { line: 4 }, "wrong line"),
);
attempt("throws error object", () => assert.throws(() => parse("a!"), new ParseError("unexpected '!' in a!", 3)));
attempt("throws validation function", () =>
  assert.throws(
    () => parse("a!"),
    (e: any) => e.line === 3,
  ),
);
attempt("throws validation function fails", () =>
  assert.throws(
    () => parse("a!"),
    function lineIsFour(e: any) {
      return e.line === 4;
    },
  ),
);
attempt("throws nothing", () => assert.throws(() => parse("ok")));
attempt("throws nothing with class", () => assert.throws(() => parse("ok"), ParseError));
attempt("throws nothing with message", () => assert.throws(() => parse("ok"), "should have failed"));
attempt("throws nothing with class and message", () => assert.throws(() => parse("ok"), ParseError, "should fail"));
attempt("throws a primitive", () => assert.throws(() => { throw 42; }, { value: 42 }));
attempt("throws a string matched", () => assert.throws(() => { throw "boom"; }, /boom/));
attempt("throws ambiguous", () => assert.throws(() => { throw new Error("same"); }, "same"));
attempt("throws empty object", () => assert.throws(() => parse("a!"), {}));
attempt("throws bad error argument", () => assert.throws(() => parse("a!"), 5 as any));
attempt("throws no function", () => assert.throws(5 as any));
attempt("doesNotThrow", () => assert.doesNotThrow(() => parse("fine")));
attempt("doesNotThrow fails", () => assert.doesNotThrow(() => parse("no!")));
attempt("doesNotThrow fails with message", () => assert.doesNotThrow(() => parse("no!"), "parse failed"));
attempt("doesNotThrow other class", () => assert.doesNotThrow(() => parse("no!"), TypeError));
attempt("doesNotThrow matching class", () => assert.doesNotThrow(() => parse("no!"), ParseError));
attempt("doesNotThrow regexp", () => assert.doesNotThrow(() => parse("no!"), /unexpected/, "bad input"));
