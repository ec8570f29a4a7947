// BigInt64Array and BigUint64Array: construction, conversion on store,
// the methods, the TypeErrors of mixing content types, inspection.
const a = new BigInt64Array([1n, -2n, 3n]);
console.log(a, new BigUint64Array(a), a.sort(), [...a.keys()]);
console.log(new BigUint64Array([-1n, 2n ** 64n + 5n]), a.includes(3n), a.indexOf(-2n), a.join("|"), String(a), a.toLocaleString());
console.log(bytesPerElement());
function bytesPerElement() { return a.BYTES_PER_ELEMENT; }
console.log(Object.getOwnPropertyDescriptor(a, 0));
const msgs: string[] = [];
const tries: Array<() => unknown> = [
  () => new BigInt64Array(new Int8Array(1)),
  () => new BigInt64Array(1).set(new Int8Array(1)),
  () => new Int8Array(1).set(new BigInt64Array(1)),
  () => new BigInt64Array(1).set([1]),
  () => new BigInt64Array([1]),
  () => { const x = new BigInt64Array(1); (x as any)[0] = 1; },
  () => new BigInt64Array(1).fill(1 as any),
  () => new BigInt64Array(1).with(0, 1 as any),
  () => BigInt64Array.from([1 as any]),
  () => { const x = new Float64Array(1); (x as any)[0] = 1n; },
];
for (const f of tries) {
  try { f(); msgs.push("ok"); } catch (e) { msgs.push((e as Error).constructor.name + ": " + (e as Error).message); }
}
console.log(msgs);
const u = new BigUint64Array(4);
u[0] = 2n ** 64n - 1n; u[1] = -1n; u[2] = 12345678901234567890n; u[3] = "42" as any;
console.log(u, u.map((x) => x * 2n), u.filter((x) => x > 100n), u.reduce((s, x) => s + x, 0n));
const i = new BigInt64Array(u.buffer);
console.log(i, i.subarray(1, 3), i.slice(2), i.toReversed(), i.toSorted((x, y) => (x < y ? 1 : x > y ? -1 : 0)));
console.log(i.with(0, 7n), i.at(-1), i.findLast((x) => x < 0n), Array.from(i), [...i.entries()]);
const dv = new DataView(i.buffer);
console.log(dv.getBigInt64(8, true), dv.getBigUint64(16, true));
console.log(Object.prototype.toString.call(i), i[Symbol.toStringTag], BigInt64Array.name, BigUint64Array.BYTES_PER_ELEMENT);
console.log(JSON.stringify(Object.keys(i)), 0 in i, 4 in i, i[4], i["-0"]);
let sum = 0n;
for (const x of new BigInt64Array([5n, 6n, 7n])) sum += x;
console.log(sum, BigInt64Array.of(1n, 2n), new BigInt64Array(3).fill(9n, 1));
import { inspect } from "node:util";
const big = new BigInt64Array(120);
for (let k = 0; k < big.length; k++) big[k] = BigInt(k) * 1000003n - 50000000n;
console.log(big);
console.log(inspect(new BigUint64Array([1234567n, 10n ** 18n]), { numericSeparator: true }));
console.log(inspect(new BigInt64Array(2), { showHidden: true }));
class Stamps extends BigUint64Array {
  latest() { return this.reduce((m, x) => (x > m ? x : m), 0n); }
}
const st = new Stamps([3n, 9n, 4n]);
console.log(st, st.latest(), st.map((x) => x + 1n) instanceof Stamps, st.slice(1));
console.log(Object.entries(new BigInt64Array([1n, 2n])), JSON.stringify({ n: [...new BigInt64Array(1)].length }));
try { JSON.stringify(new BigInt64Array(1)); } catch (e) { console.log((e as Error).message); }
