// Arrow functions capture this lexically.
function Timer(this: any) {
  this.ticks = 0;
  this.tick = () => {
    this.ticks++;
    return this.ticks;
  };
}
const t = new (Timer as any)();
const tick = t.tick;
tick();
tick();
console.log("detached arrow keeps this", t.ticks);
const obj: any = {
  val: "obj",
  arrowProp: () => typeof this,
  method() {
    return [1, 2].length > 0 ? (() => this.val)() : "";
  },
  deep() {
    const a = () => () => () => this.val;
    return a()()();
  },
};
console.log("arrow property at module level: this is", obj.arrowProp());
console.log("arrow inside method", obj.method());
console.log("nested arrows", obj.deep());
const other: any = { val: "other" };
const bound = obj.method;
other.m = bound;
console.log("arrow follows the method's this", other.m());
const arrow = () => typeof this;
console.log("arrow call/apply ignore thisArg", arrow.call({}), arrow.apply({ x: 1 }), arrow.bind({})());
class Button {
  label = "btn";
  onClick = () => "clicked " + this.label;
  regular() {
    return "regular " + (this === undefined ? "lost" : this.label);
  }
}
const b = new Button();
const { onClick } = b;
console.log(onClick());
const reg = b.regular;
console.log(reg());
console.log("module-level this", typeof this, this === undefined);
function outerFn(this: any) {
  return (() => this)();
}
console.log("arrow in plain function", outerFn(), outerFn.call("str"));
