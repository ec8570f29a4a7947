// Functions that call nothing themselves (no call, `new` or `super(…)`)
// skip the stack checks at entry: whatever they reach, the runtime runs
// through an entry that checks. Unbounded recursion through getters,
// setters, valueOf and toString of such functions must still end in
// node's RangeError, caught, with the program going on.

function attempt(name: string, f: () => unknown): void {
  try {
    f();
    console.log(name, "returned");
  } catch (e) {
    console.log(name, e instanceof RangeError, (e as Error).message);
  }
}

class Ping {
  get a(): number {
    return (this as any).b + 1;
  }
  get b(): number {
    return this.a + 1;
  }
}
attempt("getters", () => new Ping().a);

const loop = {
  set x(v: number) {
    (this as any).y = v + 1;
  },
  set y(v: number) {
    (this as any).x = v + 1;
  },
};
attempt("setters", () => {
  loop.x = 1;
});

const numeric = {
  valueOf(): number {
    return (this as any) * 2;
  },
};
attempt("valueOf", () => +numeric);

const texty = {
  toString(): string {
    return `${this}!`;
  },
};
attempt("toString", () => String(texty));

// A leaf whose frame holds values across reads that may run a getter,
// reached through a getter, recursively.
const big: { [k: string]: number } = {};
Object.defineProperty(big, "deep", {
  get(this: any): number {
    const o = this;
    const p = [o.k0, o.k1, o.k2];
    return p.length + o.deep;
  },
});
attempt("getter with a frame", () => big.deep);

// Leaves called directly at every level of an ordinary deep recursion.
class Node2 {
  constructor(public v: number) {}
  value(): number {
    return this.v;
  }
}
// (One node for all levels: under a forced-collection schedule every
// level collects, and a heap growing with the depth made that quadratic.)
function down(n: number, acc: Node2): number {
  return n === 0 ? acc.value() : down(n - 1, acc) + acc.value();
}
console.log(down(5000, new Node2(1)));
attempt("unbounded direct", () => down(Infinity, new Node2(0)));
console.log("done");
