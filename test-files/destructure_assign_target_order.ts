// Object destructuring assignment evaluates a reference target (o.x,
// o[k]) before it reads the property and runs the default.

const log = (s: string) => (console.log(s), {} as any);
({ k: log("target2").x = log("default") } = {} as any);
const key = (s: string) => (console.log("key " + s), s);
const src = { get a() { console.log("get a"); return undefined; }, get b() { console.log("get b"); return 2; } };
const box: any = {};
({ [key("a")]: log("t-a").v = log("d-a"), [key("b")]: box[key("inner")] = log("d-b") } = src);
console.log(box);
let x: any, y: any;
({ a: x = 5, b: y } = src);
console.log(x, y);
const o: any = { p: {} };
({ q: o.p.r = 7 } = { q: undefined });
console.log(o);
