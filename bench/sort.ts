// Sorting: 10^6 numbers with a comparator, then 10^5 strings in the
// default order (by UTF-16 code units); prints a checksum of both results.
// The inputs come from a xorshift generator (integer operations only, so
// the generator costs little next to the sorts).
let seed = 2463534242;
function rnd(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed >>> 0;
}

const nums: number[] = [];
for (let i = 0; i < 1000000; i++) nums.push(rnd());
nums.sort((a, b) => a - b);

const strs: string[] = [];
for (let i = 0; i < 100000; i++) strs.push('k' + rnd());
strs.sort();

let h = 0;
for (let i = 0; i < nums.length; i += 997) h = (h * 31 + (nums[i] & 0xfffff)) % 1000000007;
for (let i = 0; i + 1 < strs.length; i += 97) {
  h = (h * 31 + strs[i].length * 7 + (strs[i] < strs[i + 1] ? 1 : 0)) % 1000000007;
}
console.log(nums[0], nums[nums.length - 1], strs[0], strs[strs.length - 1], h);
