// TypeScript-only class members are erased as amaro erases them: abstract
// fields, methods and accessors, optional bodiless methods, overload
// signatures (the constructor's too), declare fields, index signatures.
abstract class Base { abstract kind: string; abstract m(): void; abstract get v(): number; describe() { return `kind=${this.kind}`; } }
class A extends Base { get kind() { return "getter"; } m() {} get v() { return 1; } }
console.log(new A().kind, Object.keys(new A()), new A().describe());
console.log(Object.getOwnPropertyNames(Base.prototype), Object.getOwnPropertyNames(A.prototype));
abstract class B2 { abstract kind: string; }
class A2 extends B2 { kind = "a"; constructor(public r: number) { super(); } }
console.log(new A2(1));
const C = class { m?(): void; q() {} };
console.log(Object.getOwnPropertyNames(C.prototype), typeof (new C() as any).m);
class Ov {
  v: number;
  constructor(x: number);
  constructor(x: string);
  constructor(x: any) { this.v = Number(x); console.log("ctor", x); }
  f(a: number): number;
  f(a: string): string;
  f(a: any) { return a; }
}
console.log(new Ov(2), new Ov("3").f("s"));
class D0 { constructor(public a: number) {} }
class D1 extends D0 { constructor(x: number); constructor(x: any) { super(x * 2); } }
console.log(new D1(4));
class Dec { declare d: number; e = 1; [key: string]: any; }
console.log(new Dec(), Object.keys(new Dec()));
abstract class WithCtor { constructor(public n: string) {} abstract go(): string; run() { return this.go() + this.n; } }
class Impl extends WithCtor { go() { return "go:"; } }
console.log(new Impl("x").run());
