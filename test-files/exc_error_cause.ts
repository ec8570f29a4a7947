// Error causes and wrapping errors across layers.
class DbError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DbError";
  }
}
function query(id: number): string {
  if (id < 0) throw new RangeError("negative id " + id);
  return "row " + id;
}
function load(id: number): string {
  try {
    return query(id);
  } catch (e) {
    throw new DbError("load failed for " + id, { cause: e });
  }
}
for (const id of [1, -2]) {
  try {
    console.log(load(id));
  } catch (e) {
    const err = e as DbError;
    console.log(err.name, "|", err.message, "|", err instanceof DbError);
    const cause = err.cause as Error;
    console.log("cause:", cause.name, "|", cause.message, "|", cause instanceof RangeError);
    console.log(Object.getOwnPropertyNames(err).sort().join(","));
    console.log(Object.getOwnPropertyDescriptor(err, "cause")!.enumerable);
  }
}
const chain = new Error("top", { cause: new Error("middle", { cause: "bottom" }) });
let c: unknown = chain;
const names: string[] = [];
while (c instanceof Error) {
  names.push(c.message);
  c = c.cause;
}
names.push(String(c));
console.log(names.join(" <- "));
console.log(new Error("no options").cause, "cause" in new Error("x"));
