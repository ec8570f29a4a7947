// `%` on integers up to 2^32 - 1 takes a 32-bit unsigned path; the edges
// around it keep node's results (sign of the dividend, -0, fractions).
const as = [1, 2147483647, 2147483648, 2147483649, 3000000000, 4294967295, 4294967296, 4294967297,
  -1, -2147483648, -4294967295, 0, -0, 0.5, 2147483648.5, 1e10, 9007199254740993];
const bs = [1, 2, 3, 7, 1000, 65536, 2147483647, 2147483648, 4294967295, 4294967296, -3, 0.5, 0];
for (const a of as) console.log(a, bs.map((b) => a % b));
let seed = 2463534242;
let acc = 0;
for (let i = 0; i < 1000; i++) {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  acc += (seed >>> 0) % 1000;
}
console.log(acc, seed, (seed >>> 0) % 4294967295);
