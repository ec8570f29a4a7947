// BigInts flowing through the rest of the language: classes and private
// fields, closures, generators, destructuring, switch, spread, string
// concatenation, optional chaining and exceptions.
class Account {
  #balance = 0n;
  static count = 0n;
  constructor(readonly owner: string) {
    Account.count++;
  }
  deposit(amount: bigint) {
    if (amount <= 0n) throw new RangeError(`bad amount ${amount}`);
    this.#balance += amount;
    return this;
  }
  get balance() {
    return this.#balance;
  }
}
const acct = new Account("ada").deposit(10n ** 20n).deposit(5n);
console.log(acct.balance, Account.count, acct);
try {
  acct.deposit(-1n);
} catch (e) {
  console.log((e as Error).message);
}

function counter(start) {
  let n = start;
  return () => n++;
}
const next = counter(41n);
next();
console.log(next(), next(), typeof next());

function* powers(base) {
  let p = 1n;
  while (true) {
    yield p;
    p *= base;
  }
}
const firstPowers = [];
for (const p of powers(3n)) {
  if (firstPowers.length === 6) break;
  firstPowers.push(p);
}
console.log(firstPowers, Math.max(...firstPowers.map(Number)));

const [a, b = 2n, ...rest] = [1n, undefined, 3n, 4n];
const { x = 10n, y } = { y: -1n };
console.log(a, b, rest, x, y);

function describe(v) {
  switch (v) {
    case 0n:
      return "zero";
    case 1n:
      return "one";
    case 1:
      return "number one";
    default:
      return typeof v;
  }
}
console.log(describe(0n), describe(1n), describe(1), describe(2n), describe("1"));

let s = "n = ";
s += 12n;
console.log(s, "x" + 5n + 1, 5n + "x", `${-0n}|${2n ** 3n}`, [1n, 2n] + "");
const maybe: { v?: bigint } | undefined = { v: 7n };
console.log(maybe?.v ?? 0n, (undefined as { v?: bigint } | undefined)?.v ?? -1n);
console.log([3n, 1n, 2n].sort((p, q) => Number(p - q)), [10n, 2n, 33n].sort());
const totals = new Map<string, bigint>();
for (const [k, v] of [["a", 1n], ["b", 2n], ["a", 3n]] as [string, bigint][]) {
  totals.set(k, (totals.get(k) ?? 0n) + v);
}
console.log(totals, Object.fromEntries(totals));
