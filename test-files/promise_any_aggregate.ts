// Promise.any: first fulfillment wins; if all reject, an AggregateError collects the reasons in input order.
function after<T>(ticks: number, f: () => T): Promise<T> {
  let p: Promise<void> = Promise.resolve();
  for (let i = 0; i < ticks; i++) p = p.then(() => {});
  return p.then(f);
}
const mirrors = ["eu", "us", "asia"];
const winner = await Promise.any(
  mirrors.map((m, i) =>
    after(3 - i, () => {
      if (m === "asia") throw `${m} down`;
      return `${m} answered`;
    }),
  ),
);
console.log("winner:", winner);

try {
  await Promise.any([
    after(3, () => { throw "first"; }),
    after(1, () => { throw "second"; }),
    Promise.reject(3),
  ]);
} catch (e) {
  const agg = e as AggregateError;
  console.log("instanceof AggregateError:", agg instanceof AggregateError);
  console.log("instanceof Error:", agg instanceof Error);
  console.log("name:", agg.name);
  console.log("message:", agg.message);
  console.log("errors:", agg.errors);
  console.log("errors is array:", Array.isArray(agg.errors));
  console.log("String(e):", String(agg));
  console.log("own keys:", Object.getOwnPropertyNames(agg).filter((k) => k !== "stack"));
}

try {
  await Promise.any([]);
} catch (e) {
  console.log("empty input:", (e as AggregateError).name, (e as AggregateError).errors, (e as AggregateError).message);
}

console.log("plain value wins:", await Promise.any([Promise.reject("no"), 7]));
console.log("from Set:", await Promise.any(new Set([Promise.reject("x"), Promise.resolve("y")])));

const manual = new AggregateError(["a", 1, { b: 2 }], "custom message");
console.log("manual:", manual.message, manual.errors, manual.name);
const noMsg = new AggregateError(new Set(["only"]));
console.log("no message:", JSON.stringify(noMsg.message), noMsg.errors);
console.log("toString of manual:", manual.toString());
console.log("AggregateError.prototype.name:", AggregateError.prototype.name);
console.log("Object.prototype.toString:", Object.prototype.toString.call(manual));
