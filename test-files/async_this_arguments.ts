// `this` in async methods and arrows, and `arguments` inside async functions (strict mode, unmapped).
class Account {
  balance = 0;
  constructor(public owner: string) {}
  async deposit(amount: number): Promise<number> {
    await null;
    this.balance += amount;
    return this.balance;
  }
  async depositMany(...amounts: number[]): Promise<number> {
    await Promise.all(amounts.map(async (a) => {
      await null;
      this.balance += a;
    }));
    return this.balance;
  }
  describeLater(): Promise<string> {
    return (async () => {
      await null;
      return `${this.owner} has ${this.balance}`;
    })();
  }
}
const acct = new Account("ada");
console.log("deposit:", await acct.deposit(10));
console.log("depositMany:", await acct.depositMany(1, 2, 3));
console.log(await acct.describeLater());
const detached = acct.deposit;
try {
  await detached(5);
} catch (e) {
  console.log("detached method rejects:", (e as Error).name);
}
console.log("call with explicit this:", await detached.call({ balance: 100 }, 5));
const boundDeposit = acct.deposit.bind(acct);
console.log("bound:", await boundDeposit(4), acct.balance);
async function showThis(this: unknown): Promise<string> {
  await null;
  return this === undefined ? "undefined" : typeof this;
}
console.log("plain call this:", await showThis());
console.log("call with number this:", await showThis.call(42));
async function args(a: number, b?: number): Promise<string> {
  const before = arguments.length;
  await null;
  a = 99;
  return `length ${before}, arguments[0] ${arguments[0]}, a ${a}, all ${JSON.stringify(Array.from(arguments))}`;
}
console.log(await args(1));
console.log(await (args as any)(1, 2, 3));
function outer(this: { tag: string }, x: number): Promise<string> {
  const inner = async () => {
    await null;
    return `arrow sees outer arguments ${arguments.length} (${arguments[0]}) and this.tag ${this.tag}`;
  };
  return inner();
}
console.log(await outer.call({ tag: "T" }, 7));
const obj = {
  name: "literal",
  async method() {
    await null;
    return this.name;
  },
  arrow: async () => typeof this,
};
console.log("object method this:", await obj.method());
console.log("module-level arrow this:", await obj.arrow());
const countArgs = async function (...rest: unknown[]) { await null; return [rest.length, arguments.length]; };
console.log("rest and arguments:", await countArgs("a", undefined, null));
const staticHolder = class {
  static prefix = "S";
  static async make(n: number): Promise<string> {
    await null;
    return this.prefix + n;
  }
};
console.log("static this:", await staticHolder.make(3));
