// #private fields, methods, accessors and static privates.
class Account {
  #balance = 0;
  #history: string[] = [];
  static #created = 0;
  owner: string;
  constructor(owner: string) {
    this.owner = owner;
    Account.#created++;
  }
  #record(s: string) {
    this.#history.push(s);
  }
  deposit(n: number) {
    this.#balance += n;
    this.#record("+" + n);
    return this;
  }
  get balance() {
    return this.#balance;
  }
  set balance(v: number) {
    this.#record("set " + v);
    this.#balance = v;
  }
  get #secret() {
    return "secret of " + this.owner;
  }
  reveal() {
    return this.#secret;
  }
  history() {
    return this.#history;
  }
  static created() {
    return Account.#created;
  }
  static #helper() {
    return "static private method";
  }
  static callHelper() {
    return Account.#helper();
  }
  hasBalance(o: any) {
    return #balance in o;
  }
}
const acc = new Account("ann");
acc.deposit(10).deposit(5);
acc.balance = 100;
console.log(acc.balance, acc.history(), acc.reveal());
console.log("private not visible", acc, Object.keys(acc));
new Account("bob");
console.log(Account.created(), Account.callHelper());
console.log("#x in", acc.hasBalance(acc), acc.hasBalance({}), acc.hasBalance(new Account("c")));
class Same {
  #v: number;
  constructor(v: number) {
    this.#v = v;
  }
  equals(o: Same) {
    return this.#v === o.#v;
  }
}
console.log("access other instance", new Same(1).equals(new Same(1)), new Same(1).equals(new Same(2)));
class PubAndPriv {
  #x = "private";
  x = "public";
  show() {
    return this.#x + "/" + this.x;
  }
}
console.log(new PubAndPriv().show(), new PubAndPriv());
