// An object's [Symbol.for("nodejs.util.inspect.custom")] method decides how
// console.log prints it (console.dir only with customInspect: true).
const custom = Symbol.for("nodejs.util.inspect.custom");
class Money {
  constructor(public cents: number) {}
  [custom]() { return `$${this.cents / 100}`; }
}
console.log(new Money(250), [new Money(5)], { m: new Money(7) });
console.log("%o | %O | %s", new Money(1), new Money(2), new Money(3));
class Pt {
  constructor(public x: number, public y: number) {}
  [custom](depth: number, options: any, inspect: any) {
    return `Pt<${inspect(this.x, options)}, ${options.stylize(String(this.y), "number")}> d=${depth}`;
  }
}
console.log([[new Pt(1, 2)]], { a: { b: new Pt(3, 4) } });
class Multi { [custom]() { return "line1\nline2"; } }
console.log({ key: { inner: new Multi() } });
class Obj { [custom]() { return { replaced: true, list: [1, 2] }; } }
console.log(new Obj(), [new Obj()]);
class Self { v = 1; [custom]() { return this; } }
console.log(new Self());
const proto = { [custom]() { return "from proto"; } };
console.log(Object.create(proto), proto);
class Opts { [custom](_d: number, o: any) { return Object.keys(o).join(","); } }
console.log(new Opts());
console.dir(new Money(9));
console.dir(new Money(9), { customInspect: true });
class Thrower { [custom]() { throw new Error("nope"); } }
try { console.log("x", new Thrower()); } catch (e: any) { console.log("caught", e.message); }
const o: any = { x: 1 };
o[custom] = function () { return "plain object " + this.x; };
console.log(o);
console.log({ f: { [custom]: 5 } });
