// instanceof across hierarchies and new.target.
class Base {
  createdBy: string;
  constructor() {
    this.createdBy = new.target.name;
  }
}
class Mid extends Base {}
class Leaf extends Mid {}
console.log(new Base().createdBy, new Mid().createdBy, new Leaf().createdBy);
const l = new Leaf();
console.log(l instanceof Leaf, l instanceof Mid, l instanceof Base, l instanceof Object);
console.log("not instance", new Base() instanceof Leaf, ({}) instanceof Base, Object.create(null) instanceof Object);
console.log("primitive", (5 as any) instanceof Object, ("s" as any) instanceof Object);
function Plain(this: any) {
  this.target = new.target === undefined ? "called" : "constructed";
}
console.log(new (Plain as any)().target);
const result: any = {};
(Plain as any).call(result);
console.log(result.target);
const fake = Object.create(Leaf.prototype);
console.log("created from prototype", fake instanceof Leaf, fake instanceof Base, fake);
Object.setPrototypeOf(fake, Object.prototype);
console.log("after reparenting", fake instanceof Leaf);
function Fn() {}
const viaFn = new (Fn as any)();
console.log("function instanceof", viaFn instanceof Fn, viaFn instanceof Object);
(Fn as any).prototype = {};
console.log("after replacing prototype", viaFn instanceof Fn);
class Abstractish {
  constructor() {
    if (new.target === Abstractish) {
      (this as any).note = "direct";
    } else {
      (this as any).note = "via " + new.target.name;
    }
  }
}
class Concrete extends Abstractish {}
console.log(new Abstractish(), new Concrete());
console.log("functions and classes are Function instances", Base instanceof Function, (() => 1) instanceof Function, Base instanceof Object);
const arr: any[] = [];
console.log("arrays", arr instanceof Array, arr instanceof Object);
