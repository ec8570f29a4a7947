// Symbol.species: map, filter, slice, splice, concat, flat and flatMap on
// an Array subclass return instances of the subclass (its constructor runs
// when the specification calls it); ordinary arrays are unaffected; a
// constructor's Symbol.species of null means Array.
class MyArr extends Array<number> {}
const a = MyArr.from([1, 2, 3]);
const m = a.map((x) => x * 2);
console.log(m instanceof MyArr, m);
console.log(a.filter((x) => x > 1), a.slice(1), a.concat([4]), a.flat(), a.flatMap((x) => [x, x]));
console.log(a.splice(0, 1), a);
class Logged extends Array<any> {
  constructor(...args: any[]) {
    console.log("ctor", args);
    super(...args);
  }
}
const l = Logged.from([1, , 3]);
console.log(
  l.map((x) => {
    console.log("cb", x);
    return x;
  }),
);
console.log(l.slice(0, 2), l.filter(() => true));
const plain = [1, 2, 3];
console.log(plain.map((x) => x + 1), plain.map((x) => x) instanceof MyArr);
const weird: any = [1, 2];
weird.constructor = { [Symbol.species]: null };
console.log(weird.map((x: number) => x * 3));
weird.constructor = { [Symbol.species]: 5 };
try {
  weird.map((x: number) => x);
} catch (e: any) {
  console.log(e.message);
}
weird.constructor = function Foo(this: any, n: number) {
  this.n = n;
};
weird.constructor[Symbol.species] = weird.constructor;
console.log(weird.map((x: number) => x * 3), weird.slice(0, 1));
console.log(Array[Symbol.species] === Array, MyArr[Symbol.species] === MyArr, Object.getOwnPropertyDescriptor(Array, Symbol.species));
class Stack<T> extends Array<T> {
  peek() {
    return this[this.length - 1];
  }
}
const s = new Stack<number>();
s.push(1, 2, 3);
console.log(s.filter((x) => x !== 2).peek(), s.map(String));
