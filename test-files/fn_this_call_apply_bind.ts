// Function.prototype.call / apply / bind.
function describe(this: any, greeting: string, punct: string) {
  return greeting + ", " + this.name + punct;
}
const ann = { name: "Ann" };
const bob = { name: "Bob" };
console.log(describe.call(ann, "Hi", "!"));
console.log(describe.apply(bob, ["Hello", "?"]));
console.log(describe.apply(bob, ["Yo"] as any));
const boundAnn = describe.bind(ann);
console.log(boundAnn("Hey", "."));
const boundBoth = describe.bind(bob, "Howdy");
console.log(boundBoth("~"));
console.log("bound ignores new receiver", boundAnn.call(bob, "Again", "!"));
console.log("rebinding keeps first", boundAnn.bind(bob)("Still", "!"));
console.log("names", boundAnn.name, boundBoth.name, boundAnn.bind(null).name);
console.log("lengths", describe.length, boundAnn.length, boundBoth.length, describe.bind(null, 1, 2, 3).length);
function thisType(this: any) {
  return this === undefined ? "undefined" : this === null ? "null" : typeof this;
}
console.log("strict: primitives not boxed", thisType.call(5), thisType.call("s"), thisType.call(null), thisType.call(undefined), thisType.call(true));
console.log("call with no args", thisType.call(undefined), thisType.apply(undefined));
function sum(this: any, ...xs: number[]) {
  let s = this && this.base ? this.base : 0;
  for (let i = 0; i < xs.length; i++) s += xs[i];
  return s;
}
console.log("apply spreads", sum.apply({ base: 100 }, [1, 2, 3]), sum.apply(null, []), sum.call(null, 4, 5));
const partial = sum.bind({ base: 1000 }, 1, 2);
console.log("partial", partial(3), partial());
const method = { v: 7, get() { return this.v; } };
const unbound: any = method.get;
console.log("bind a method", unbound.bind({ v: 8 })(), unbound.call(method));
function Point(this: any, x: number, y: number) {
  this.x = x;
  this.y = y;
}
const BoundPoint: any = (Point as any).bind({ ignored: true }, 1);
const p = new BoundPoint(2);
console.log("new on bound function", p, p instanceof (Point as any));
console.log("typeof bound", typeof boundAnn, boundAnn === describe.bind(ann));
console.log(boundAnn, boundBoth);
