// Method calls whose callee is a compiled function with the method's name
// are called directly after a check of the function object; every other
// callee takes the generic path. Both must behave the same.
class A {
  constructor(public v: number) {}
  get2(): number {
    return this.v * 2;
  }
  pair(x: number, y?: number): string {
    return `${this.v}:${x}:${y}`;
  }
  isBig(): boolean {
    return this.v > 10;
  }
  fail(msg: string): never {
    throw new Error(msg + " from " + this.v);
  }
  depth(n: number): number {
    return n === 0 ? 0 : 1 + this.depth(n - 1);
  }
}
class B {
  get2(): string {
    return "B's get2";
  }
}
const a = new A(21);
const b = new B();
console.log(a.get2(), b.get2(), a.pair(1), a.pair(1, 2), a.pair(1, 2, 3 as never), a.isBig());
// The same method with another receiver, and from another object.
const fake = { v: 5, get2: a.get2 };
console.log(fake.get2(), a.get2.call({ v: 7 }));
// Replaced at run time: the new function runs.
const c = new A(3);
(c as { get2: () => unknown }).get2 = () => "replaced";
console.log(c.get2(), a.get2());
// A bound function, an arrow and a built-in under the same name.
const d = { get2: a.get2.bind(new A(100)) };
const e = { get2: () => "arrow" };
const f = { get2: Math.max };
console.log(d.get2(), e.get2(), f.get2());
// A class constructor under a method's name still throws node's TypeError.
class get2 {}
const g = { get2 };
try {
  (g.get2 as unknown as () => void)();
} catch (err) {
  console.log((err as Error).message);
}
// Not a function at all.
const h = { get2: 42 };
try {
  (h.get2 as unknown as () => void)();
} catch (err) {
  console.log((err as Error).message);
}
// Exceptions pass through, and deep recursion is caught.
try {
  a.fail("boom");
} catch (err) {
  console.log((err as Error).message);
}
console.log(a.depth(1000));
try {
  a.depth(1e7);
} catch (err) {
  console.log(err instanceof RangeError, (err as Error).message);
}
// `arguments` in a method: the generic path counts every argument.
class C {
  count(..._xs: number[]): number {
    return arguments.length;
  }
}
console.log(new C().count(1, 2, 3));
