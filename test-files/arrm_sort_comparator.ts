// Sorting with a comparator: numbers, descending, by key; NaN and
// non-number results; 100+ elements; the comparator sees what V8's
// TimSort passes it.
let seed = 7;
function rnd(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed;
}
const nums: number[] = [];
for (let i = 0; i < 150; i++) nums.push(rnd() % 1000);
const asc = nums.slice().sort((a, b) => a - b);
const desc = nums.slice().sort((a, b) => b - a);
console.log(asc.slice(0, 10), asc.slice(-5), desc.slice(0, 5));
let ok = true;
for (let i = 1; i < asc.length; i++) if (asc[i - 1] > asc[i]) ok = false;
console.log('sorted', ok, asc.length);
let calls = 0;
let trace = 0;
nums.slice().sort((a, b) => { calls++; trace = (trace * 31 + a * 7 + b) % 1000003; return a - b; });
console.log('comparisons', calls, 'trace', trace);
console.log([3, 1, 2].sort(() => NaN), [3, 1, 2].sort(() => 0), [1, 2, 3].sort(() => -1));
console.log([3, 1, 2].sort((a, b) => (a < b ? 'neg' : 'pos') as unknown as number));
console.log([3, 1, 2].sort((a, b) => ({ valueOf: () => a - b }) as unknown as number));
const pairs: [number, number][] = [];
[[2, 1], [1, 1], [3, 5]].slice().sort((x, y) => { pairs.push([x[0], y[0]]); return x[0] - y[0]; });
console.log(pairs);
const words = ['banana', 'Apple', 'cherry', 'apple', 'Banana'];
console.log(words.slice().sort((a, b) => a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
const data = [];
for (let i = 0; i < 300; i++) data.push({ id: i, score: rnd() % 50 });
data.sort((a, b) => b.score - a.score || a.id - b.id);
console.log(data.slice(0, 4), data[299]);
