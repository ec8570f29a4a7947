// A method call caches a method found one class up (two prototypes above
// the receiver). Every way that lookup can change must be seen.
class A {
  m(): string {
    return "A.m";
  }
}
class B extends A {}
class C extends B {}
const b = new B();
const c = new C();
function call(o: A): string {
  return o.m();
}
const seen: string[] = [];
for (let i = 0; i < 3; i++) seen.push(call(b));
// The class in between gains its own method, then loses it.
(B.prototype as { m?: () => string }).m = () => "B.m";
seen.push(call(b));
delete (B.prototype as { m?: () => string }).m;
seen.push(call(b));
// The base class's method is replaced.
A.prototype.m = function (): string {
  return "A.m2";
};
seen.push(call(b));
// The prototype in between is swapped for another object.
const other = {
  m(): string {
    return "other.m";
  },
};
Object.setPrototypeOf(B.prototype, other);
seen.push(call(b));
Object.setPrototypeOf(B.prototype, A.prototype);
seen.push(call(b));
// An own property on the receiver shadows it.
const b2 = new B();
(b2 as { m: () => string }).m = () => "own";
seen.push(call(b2), call(b));
// Three levels up, and alternating receivers.
for (let i = 0; i < 4; i++) seen.push(call(i % 2 ? c : b));
// A getter in between.
Object.defineProperty(B.prototype, "m", { get: () => () => "getter", configurable: true });
seen.push(call(b), call(c));
console.log(seen.join(" "));
