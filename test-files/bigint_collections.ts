// BigInts as Map and Set keys, inside objects and arrays, and printed by
// console.log and util.inspect.
import { inspect, format } from "node:util";

const seen = new Set<bigint>();
for (const v of [1n, 2n, 1n, 2n ** 64n, 2n ** 64n, -0n, 0n]) seen.add(v);
console.log(seen, seen.size, seen.has(18446744073709551616n), seen.has(3n));

const counts = new Map<bigint, number>();
const words = [10n, 20n, 10n, 30n, 20n, 10n];
for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
console.log(counts, counts.get(10n), [...counts.keys()]);

const mixed = new Map<unknown, string>([[1, "number"], [1n, "bigint"], ["1", "string"]]);
console.log(mixed.get(1), mixed.get(1n), mixed.get("1"), mixed.size);

const record = { id: 9007199254740993n, tags: [1n, -2n], nested: { deep: 10n ** 30n } };
console.log(record);
console.log(inspect(record, { numericSeparator: true }));
console.log(inspect(1234567n, { colors: true }), inspect([Object(5n)]));
console.log(format("%d %i %s %o", 12n, 34n, 56n, 78n));
console.log("%d and %s", 2n ** 65n, -1n);
console.log([1n, 2n, 3n].map((x) => x * x), [1n, 2n, 3n].reduce((s, x) => s + x, 0n));
console.log(Array.from({ length: 5 }, (_, k) => BigInt(k) ** 20n));
