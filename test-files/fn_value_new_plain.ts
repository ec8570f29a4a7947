// new on plain functions: prototype, constructor property, returned objects.
function Vec(this: any, x: number, y: number) {
  this.x = x;
  this.y = y;
}
(Vec as any).prototype.len2 = function (this: any) {
  return this.x * this.x + this.y * this.y;
};
const v = new (Vec as any)(3, 4);
console.log(v, v.len2(), v instanceof (Vec as any));
console.log("constructor", v.constructor === Vec, Object.getPrototypeOf(v) === (Vec as any).prototype);
console.log("prototype.constructor", (Vec as any).prototype.constructor === Vec);
console.log("own keys", Object.keys(v), v.hasOwnProperty("len2"));
function ReturnsObject(this: any) {
  this.ignored = true;
  return { replaced: true };
}
console.log("object return wins", new (ReturnsObject as any)());
function ReturnsPrimitive(this: any) {
  this.kept = true;
  return 42;
}
console.log("primitive return ignored", new (ReturnsPrimitive as any)());
function NoArgs(this: any) {
  this.made = "yes";
}
console.log("new without parens", new (NoArgs as any)());
function Animal(this: any, name: string) {
  this.name = name;
}
(Animal as any).prototype.speak = function (this: any) {
  return this.name + " makes a sound";
};
function Dog(this: any, name: string) {
  (Animal as any).call(this, name);
  this.kind = "dog";
}
Object.setPrototypeOf((Dog as any).prototype, (Animal as any).prototype);
(Dog as any).prototype.speak = function (this: any) {
  return (Animal as any).prototype.speak.call(this) + " (woof)";
};
const d = new (Dog as any)("Rex");
console.log(d.speak(), d instanceof (Dog as any), d instanceof (Animal as any));
console.log(d);
console.log("prototype is plain object", (Vec as any).prototype, Object.keys((Dog as any).prototype));
const counterProto = { count: 0 };
function Counted(this: any) {
  counterProto.count++;
}
(Counted as any).prototype = counterProto;
new (Counted as any)();
new (Counted as any)();
const c = new (Counted as any)();
console.log("replaced prototype", c.count, Object.getPrototypeOf(c) === counterProto, c);
