// Programs people write with 64-bit integer arrays: a FNV-1a hash table,
// a xorshift generator, a bitset, event timestamps, binary records.

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;

function fnv1a(s) {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) {
    h ^= BigInt(s.charCodeAt(i));
    h = BigInt.asUintN(64, h * FNV_PRIME);
  }
  return h;
}

class HashSet64 {
  constructor(capacity) {
    this.keys = new BigUint64Array(capacity);
    this.used = new Uint8Array(capacity);
    this.size = 0;
  }
  add(h) {
    let i = Number(h % BigInt(this.keys.length));
    while (this.used[i]) {
      if (this.keys[i] === h) return false;
      i = (i + 1) % this.keys.length;
    }
    this.used[i] = 1;
    this.keys[i] = h;
    this.size++;
    return true;
  }
  has(h) {
    let i = Number(h % BigInt(this.keys.length));
    while (this.used[i]) {
      if (this.keys[i] === h) return true;
      i = (i + 1) % this.keys.length;
    }
    return false;
  }
}

const words = "the quick brown fox jumps over the lazy dog the end".split(" ");
const set = new HashSet64(31);
for (const w of words) set.add(fnv1a(w));
console.log(set.size, set.has(fnv1a("fox")), set.has(fnv1a("cat")));
console.log(fnv1a("").toString(16), fnv1a("a").toString(16), fnv1a("foobar").toString(16));

// xorshift64*: the state lives in a one-element BigUint64Array, whose
// stores wrap to 64 bits by themselves.
const state = new BigUint64Array([88172645463325252n]);
function next() {
  let x = state[0];
  x ^= x >> 12n;
  x ^= x << 25n;
  x ^= x >> 27n;
  state[0] = x;
  return BigInt.asUintN(64, x * 2685821657736338717n);
}
const draws = [];
for (let i = 0; i < 5; i++) draws.push(next() % 1000n);
console.log(draws, state);

// A bitset of 64-bit words.
class BitSet {
  constructor(bits) {
    this.words = new BigUint64Array(Math.ceil(bits / 64));
  }
  set(i) {
    this.words[i >> 6] |= 1n << BigInt(i & 63);
  }
  get(i) {
    return (this.words[i >> 6] >> BigInt(i & 63)) & 1n ? true : false;
  }
  count() {
    let n = 0;
    for (let w of this.words) {
      while (w) {
        w &= w - 1n;
        n++;
      }
    }
    return n;
  }
}
const primes = new BitSet(200);
for (let i = 2; i < 200; i++) primes.set(i);
for (let i = 2; i * i < 200; i++) {
  if (!primes.get(i)) continue;
  for (let j = i * i; j < 200; j += i) primes.words[j >> 6] &= ~(1n << BigInt(j & 63));
}
console.log(primes.count(), primes.get(197), primes.get(198), primes.words);

// Event timestamps in nanoseconds: sorted, differenced, summarised.
const events = BigInt64Array.from([1700000000123456789n, 1700000000000000001n, 1699999999999999999n, 1700000000500000000n]);
events.sort();
const gaps = new BigInt64Array(events.length - 1);
for (let i = 1; i < events.length; i++) gaps[i - 1] = events[i] - events[i - 1];
console.log(events, gaps, gaps.reduce((a, b) => (a > b ? a : b)));
console.log(gaps.map((g) => g / 1000n).join(" us, ") + " us");

// Binary records: a header of two 32-bit fields, then 64-bit values,
// written through a DataView and read back through typed views.
const buf = new ArrayBuffer(8 + 3 * 8);
const dv = new DataView(buf);
dv.setUint32(0, 0xcafe, true);
dv.setUint32(4, 3, true);
[-5n, 2n ** 63n - 1n, -(2n ** 63n)].forEach((v, i) => dv.setBigInt64(8 + 8 * i, v, true));
const count = new Uint32Array(buf, 0, 2)[1];
const values = new BigInt64Array(buf, 8, count);
const unsigned = new BigUint64Array(buf, 8);
console.log(count, values, unsigned, values.byteOffset, unsigned.length);
console.log(values.indexOf(-5n), values.lastIndexOf(0n), values.some((v) => v > 0n), values.every((v) => v !== 0n));
const copy = new BigInt64Array(4);
copy.set(values, 1);
copy.copyWithin(0, 3);
console.log(copy);
console.log(copy.reverse(), typeof copy[0], copy[0] === -(2n ** 63n));
