// The errors BigInts throw, as node throws them.
function attempt(label: string, f: () => unknown) {
  try {
    console.log(label, f());
  } catch (e) {
    const err = e as Error;
    console.log(label, `${err.constructor.name}: ${err.message}`);
  }
}
const one: any = 1n;
const two: any = 2;
attempt("mix +", () => one + two);
attempt("mix -", () => one - two);
attempt("mix *", () => two * one);
attempt("mix <<", () => one << two);
attempt("unary +", () => +one);
attempt(">>>", () => one >>> 1n);
attempt("div 0", () => one / 0n);
attempt("mod 0", () => one % 0n);
attempt("neg exp", () => 2n ** -1n);
attempt("Math.max", () => Math.max(one, 3));
attempt("isNaN", () => isNaN(one));
attempt("BigInt(1.5)", () => BigInt(1.5));
attempt("BigInt(NaN)", () => BigInt(NaN));
attempt("BigInt(Infinity)", () => BigInt(Infinity));
attempt("BigInt('1.5')", () => BigInt("1.5"));
attempt("BigInt('abc')", () => BigInt("abc"));
attempt("BigInt(undefined)", () => BigInt(undefined as any));
attempt("BigInt(null)", () => BigInt(null as any));
attempt("BigInt(Symbol)", () => BigInt(Symbol("s") as any));
attempt("new BigInt", () => new (BigInt as any)(1));
attempt("JSON", () => JSON.stringify({ a: 1n }));
attempt("JSON top", () => JSON.stringify(5n));
attempt("toString radix", () => (10n).toString(37));
attempt("asIntN", () => BigInt.asIntN(-1, 1n));
attempt("asIntN number", () => BigInt.asIntN(8, 1 as any));
attempt("this", () => BigInt.prototype.valueOf.call(1));
attempt("too big", () => 2n ** 2000000000n);
attempt("valueOf mix", () => ({ valueOf: () => 1n } as any) - 1);
attempt("valueOf both", () => ({ valueOf: () => 6n } as any) * ({ valueOf: () => 7n } as any));
attempt("Number mix", () => Number(one) + two);

// A toJSON on BigInt.prototype makes JSON.stringify work.
(BigInt.prototype as any).toJSON = function () {
  return this.toString() + "n";
};
console.log(JSON.stringify({ big: 2n ** 70n, list: [1n, -1n] }));
delete (BigInt.prototype as any).toJSON;

// An uncaught mixing error ends the program as node's does.
const total: any = 10n;
console.log(total + 1);
