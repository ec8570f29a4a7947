// Methods in object literals: this, shorthand, nested objects and method borrowing.
const account: any = {
  owner: "ada",
  balance: 100,
  deposit(amount: number) {
    this.balance += amount;
    return this;
  },
  withdraw(amount: number) {
    this.balance -= amount;
    return this;
  },
  report() {
    return this.owner + ": " + this.balance;
  },
};
console.log(account.deposit(50).withdraw(30).report());
const other: any = { owner: "bob", balance: 7 };
other.report = account.report;
console.log("borrowed", other.report());
const outer: any = {
  name: "outer",
  inner: {
    name: "inner",
    who() {
      return this.name;
    },
  },
};
console.log("nested receiver", outer.inner.who(), outer["inner"]["who"]());
const detached = account.report;
console.log("detached call throws? no: typeof", typeof detached);
const viaArrow: any = {
  value: 3,
  regular() {
    const inner = () => this.value * 2;
    return inner();
  },
};
console.log("arrow in method", viaArrow.regular());
const calc: any = {
  total: 0,
  add(n: number) {
    this.total += n;
    return this.total;
  },
};
for (let i = 1; i <= 5; i++) calc.add(i);
console.log("total", calc.total);
const methods: any = {
  a() {
    return "a";
  },
  ["b" + "c"]() {
    return "bc";
  },
  "quoted-name"() {
    return "q";
  },
  42() {
    return "forty-two";
  },
};
console.log(methods.a(), methods.bc(), methods["quoted-name"](), methods[42]());
console.log(methods.a.name, methods.bc.name, methods["quoted-name"].name, methods[42].name);
console.log(methods);
