// Symbol keys print as [Symbol(desc)]: value, after string keys.
const k = Symbol("k");
const empty = Symbol();
const spaced = Symbol("has space");
const reg = Symbol.for("registered");
const o: any = { [k]: 1, str: "s", [empty]: 2, [spaced]: 3, [reg]: 4, 5: "five" };
console.log(o);
console.log({ [Symbol("quote'd")]: "q", [Symbol("a-b")]: "dash" });
console.log({ nested: { [k]: { [k]: { [k]: 1 } } } });
console.log([{ [k]: [1, 2] }]);
const arr: any = [1, 2, 3];
arr[k] = "sym on array";
arr.named = "named";
console.log(arr);
class WithSym {
  [k] = "instance";
  plain = 1;
}
console.log(new WithSym());
const values = { a: k, b: empty, c: [spaced, reg] };
console.log(values);
const longSym: any = {};
for (let i = 0; i < 5; i++) longSym[Symbol("symbol number " + i)] = i;
console.log(longSym);
