// process.hrtime.bigint(): nanoseconds of a monotonic clock as a BigInt.
const start = process.hrtime.bigint();
let spin = 0;
for (let i = 0; i < 100000; i++) spin += i % 7;
const end = process.hrtime.bigint();
const elapsed = end - start;
console.log(typeof start, elapsed >= 0n, elapsed < 10n ** 10n, spin);
const [sec, nsec] = process.hrtime();
const now = process.hrtime.bigint();
console.log(now >= BigInt(sec) * 1_000_000_000n + BigInt(nsec), process.hrtime.bigint.name, process.hrtime.bigint.length);
console.log(process.hrtime);
