// Class instances print with the class name as prefix.
class Point {
  constructor(public x: number, public y: number) {}
}
class Empty {}
class WithMethods {
  v = 1;
  m() {}
  static s() {}
}
class Child extends Point {
  z = 3;
}
console.log(new Point(1, 2));
console.log(new Empty());
console.log(new WithMethods());
console.log(new Child(1, 2));
console.log([new Point(0, 0), new Empty()]);
console.log({ p: new Point(5, 6), e: new Empty() });
const Anon = class {};
console.log("inferred name", new Anon());
const anonInstance = new (class {
  k = "v";
})();
console.log("truly anonymous", anonInstance);
class Holder {
  inner = new Point(1, 1);
  list = [new Empty()];
  nested = { deeper: { deepest: new Point(9, 9) } };
}
console.log(new Holder());
function OldStyle(this: any) {
  this.a = 1;
}
console.log(new (OldStyle as any)());
const viaCreate = Object.create(Point.prototype);
viaCreate.x = 7;
console.log(viaCreate);
const protoObj = { shared: true };
const fromPlainProto: any = Object.create(protoObj);
fromPlainProto.own = 1;
console.log("plain prototype object", fromPlainProto);
class Mutable {
  a = 1;
}
const m: any = new Mutable();
m.added = "later";
delete m.a;
console.log(m);
Object.setPrototypeOf(m, Point.prototype);
console.log("after setPrototypeOf", m);
class Named {
  static name = "Renamed";
}
console.log("static name field", new Named(), Named);
