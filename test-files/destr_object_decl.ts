// Object destructuring in declarations: rename, defaults, rest, nesting, computed.
const obj: any = { a: 1, b: 2, c: 3, d: { e: 4, f: [5, 6] }, g: undefined, h: null };
const { a, b } = obj;
console.log("basic", a, b);
const { a: alpha, b: beta = 99 } = obj;
console.log("rename", alpha, beta);
const { g = "g default", h = "h default", missing = "m default" } = obj;
console.log("defaults", g, h, missing);
const { d: { e, f: [f0, f1] } } = obj;
console.log("nested", e, f0, f1);
const { a: _a, ...others } = obj;
console.log("rest", _a, others);
const key = "c";
const { [key]: viaComputed, ["d"]: dd } = obj;
console.log("computed", viaComputed, dd === obj.d);
const { length } = "hello";
console.log("from string", length);
const { x: { y = "deep default" } = {} } = {} as any;
console.log("nested default object", y);
const { toString: ts } = {} as any;
console.log("inherited property", typeof ts);
let seq = "";
const order: any = {
  get p() {
    seq += "p";
    return 1;
  },
  get q() {
    seq += "q";
    return 2;
  },
};
const { q, p } = order;
console.log("read in pattern order", p, q, seq);
const { 0: zero, 1: one } = ["z", "o"];
console.log("numeric keys on array", zero, one);
const { "quoted-key": qk } = { "quoted-key": "qv" } as any;
console.log("quoted", qk);
const sym = Symbol("s");
const { [sym]: symVal } = { [sym]: "symbol value" } as any;
console.log("symbol key", symVal);
const proto: any = { inherited: "from proto" };
const child: any = Object.create(proto);
child.own = "own";
const { inherited, ...ownRest } = child;
console.log("rest only own", inherited, ownRest);
let u, w;
({ u, w = "w dflt" } = { u: "U" } as any);
console.log("assignment pattern", u, w);
