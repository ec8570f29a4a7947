// Objects whose prototypes are not Object.prototype: which name is shown.
const proto = { greet() { return "hi"; } };
const child: any = Object.create(proto);
child.own = 1;
console.log(child);
function Ctor(this: any) {
  this.v = 1;
}
console.log(new (Ctor as any)());
console.log(Object.create((Ctor as any).prototype));
console.log((Ctor as any).prototype);
class A {
  a = 1;
}
class B extends A {}
console.log(A.prototype, B.prototype);
console.log(Object.create(B.prototype));
const grand = Object.create(Object.create(new B()));
console.log(grand);
const nullChild: any = Object.create(Object.create(null));
nullChild.k = "v";
console.log(nullChild);
const keyedNullParent: any = Object.create(null);
keyedNullParent.parentKey = 1;
const keyedChild: any = Object.create(keyedNullParent);
keyedChild.k = "v";
console.log(keyedChild);
console.log({ a: { b: keyedChild } });
console.log({ a: { b: { c: keyedChild } } });
const withCtorProp: any = { constructor: "not a function", x: 1 };
console.log(withCtorProp);
const fakeCtor: any = Object.create(null);
fakeCtor.constructor = function Fake() {};
console.log(fakeCtor);
const anonProto: any = Object.create(new (class {})());
anonProto.y = 2;
console.log(anonProto);
console.log(Object.prototype, Array.prototype);
