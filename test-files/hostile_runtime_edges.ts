// Hostile programs at run time behave as node: deep recursion is a
// catchable RangeError, absurd sizes are RangeErrors, cycles and throwing
// callbacks end as node ends them.
function depth(n: number): number {
  return n === 0 ? 0 : 1 + depth(n - 1);
}
function unbounded(n: number): number {
  return unbounded(n + 1) + 1;
}
try {
  unbounded(0);
} catch (e) {
  console.log("recursion:", (e as Error).constructor.name, (e as Error).message);
}
console.log("after recursion, still works:", depth(1000));

for (const make of [
  () => new Array(2 ** 32 - 1).length,
  () => new Array(2 ** 32).length,
  () => new Array(-1).length,
  () => new Array(1.5).length,
  () => "x".repeat(2 ** 29).length,
  () => "x".repeat(2 ** 30).length,
  () => "x".repeat(-1).length,
  () => "x".repeat(Infinity).length,
  () => "abc".padStart(2 ** 30).length,
]) {
  try {
    console.log("ok", make());
  } catch (e) {
    console.log((e as Error).constructor.name, (e as Error).message);
  }
}

const cyclic: Record<string, unknown> = { name: "root", list: [1, 2] };
cyclic.self = cyclic;
(cyclic.list as unknown[]).push(cyclic);
try {
  JSON.stringify(cyclic);
} catch (e) {
  console.log((e as Error).constructor.name);
  console.log((e as Error).message);
}
console.log(cyclic);

const data = [5, 3, 9, 1, 7];
try {
  data.sort((a, b) => {
    if (a === 9 || b === 9) throw new Error("comparator gave up");
    return a - b;
  });
} catch (e) {
  console.log("sort:", (e as Error).message, data.length, [...data].sort((a, b) => a - b));
}

const grow = [1, 2, 3];
const seen: number[] = [];
grow.forEach((v, i) => {
  seen.push(v);
  if (i < 3) grow.push(v * 10);
  if (i === 0) grow.splice(1, 1);
});
console.log("forEach saw", seen, "array now", grow);

const shrink = [1, 2, 3, 4, 5, 6];
const visited: number[] = [];
for (const v of shrink) {
  visited.push(v);
  shrink.pop();
}
console.log("for-of saw", visited, "array now", shrink);

const sneaky = {
  ok: 1,
  get bad(): number {
    throw new Error("getter exploded");
  },
};
try {
  console.log(sneaky);
} catch (e) {
  console.log("log threw:", (e as Error).message);
}
try {
  console.log(JSON.stringify(sneaky));
} catch (e) {
  console.log("stringify threw:", (e as Error).message);
}
const badToString = { toString() { throw new TypeError("no string for you"); } };
try {
  console.log(`${badToString}`);
} catch (e) {
  console.log("template threw:", (e as Error).constructor.name, (e as Error).message);
}
try {
  console.log("%s", badToString);
} catch (e) {
  console.log("format threw:", (e as Error).message);
}
