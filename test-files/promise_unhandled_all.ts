// A rejection inside Promise.all with no handler on the combined promise: status 1, all earlier output still appears.
function fetchPart(name: string, ticks: number, fail = false): Promise<string> {
  let p: Promise<void> = Promise.resolve();
  for (let i = 0; i < ticks; i++) p = p.then(() => {});
  return p.then(() => {
    console.log(`part ${name} ${fail ? "failing" : "ready"} after ${ticks} ticks`);
    if (fail) throw new RangeError(`part ${name} is corrupt`);
    return name.toUpperCase();
  });
}
console.log("assembling");
const parts = [fetchPart("a", 1), fetchPart("b", 3), fetchPart("c", 2, true), fetchPart("d", 5)];
Promise.all(parts).then((all) => console.log("assembled", all));
console.log("Promise.all has a then but no rejection handler");
parts[0].then((v) => console.log("part a handled separately:", v));
const summary: string[] = [];
for (const n of ["a", "b", "c", "d"]) summary.push(`${n}?`);
console.log(summary.join(" "));
for (let i = 1; i <= 6; i++) console.log(`sync work ${i}`);
console.log("end of synchronous code");
