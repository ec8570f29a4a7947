// % on large integers (products of LCG random number generators, beyond
// 2^53 and up to and past 2^63) equals fmod's exact result.
const xs = [1e18, 2 ** 62 + 4096, 9007199254740993, 2 ** 63 - 1024, 2 ** 63, 1.5e19, 123456789 * 1103515245 + 12345, 2 ** 53 + 2];
const ms = [2147483648, 1000000007, 7, 2 ** 62, 1e18 + 1, 3, 2 ** 53 + 2];
const out: number[] = [];
for (const x of xs) for (const m of ms) out.push(x % m);
console.log(out.join(","));
