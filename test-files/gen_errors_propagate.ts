// Errors thrown inside a generator body reach the caller of next(); the generator is then finished.
class ValidationError extends Error {
  constructor(public field: string, message: string) {
    super(message);
    this.name = "ValidationError";
  }
}

function* validate(records: Array<Record<string, unknown>>) {
  let index = 0;
  for (const rec of records) {
    if (typeof rec.name !== "string") throw new ValidationError("name", `record ${index} has no name`);
    if (typeof rec.age !== "number") throw new TypeError(`record ${index}: age must be a number`);
    yield `${rec.name} (${rec.age})`;
    index++;
  }
  return index;
}

const data = [{ name: "ann", age: 31 }, { name: "bo", age: 25 }, { age: 3 }, { name: "late", age: 1 }];
const v = validate(data);
for (;;) {
  try {
    const r = v.next();
    console.log(r);
    if (r.done) break;
  } catch (e) {
    const err = e as ValidationError;
    console.log("caught", err.name, err.field, err.message, err instanceof ValidationError, err instanceof Error);
    console.log("after error:", v.next(), v.next());
    break;
  }
}

// the same with for...of: the loop aborts; a finally inside the generator runs first
function* withCleanup() {
  try {
    yield 1;
    yield 2;
    null!.toString();
    yield 3;
  } finally {
    console.log("  cleanup runs before the error reaches the loop");
  }
}
try {
  for (const x of withCleanup()) console.log("  got", x);
} catch (e) {
  console.log("loop aborted:", (e as Error).constructor.name);
}

// runtime errors of all kinds from inside the body
const makers: Array<[string, () => Generator<unknown>]> = [
  ["undefined call", function* () { const f: any = undefined; yield 0; f(); }],
  ["range", function* () { yield 0; new Array(-1); }],
  ["custom value", function* () { yield 0; throw { code: 500 }; }],
  ["string", function* () { yield 0; throw "plain string"; }],
  ["json", function* () { yield 0; JSON.parse("{"); }],
  ["const assign", function* () { const k = 1; yield 0; (k as any) = 2; }],
];
for (const [label, make] of makers) {
  const g = make();
  g.next();
  try {
    g.next();
    console.log(label, "no error?");
  } catch (e) {
    if (e instanceof Error) console.log(label, "->", e.name, "|", e.constructor === TypeError || e.constructor === RangeError || e.constructor === SyntaxError);
    else console.log(label, "-> non-error", JSON.stringify(e));
  }
  console.log("  then:", g.next());
}

// an error thrown while the generator itself is consuming another generator
function* failing() { yield "ok"; throw new Error("deep failure"); }
function* consumer() {
  const got: string[] = [];
  for (const s of failing()) got.push(s);
  yield got;
}
try {
  [...consumer()];
} catch (e) {
  console.log("spread rethrew:", String(e));
}
try {
  Array.from(consumer());
} catch (e) {
  console.log("Array.from rethrew:", (e as Error).message);
}
