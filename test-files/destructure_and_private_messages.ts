// V8's messages for destructuring what cannot be destructured (a default on
// the first property, array patterns named only from a plain identifier,
// computed first keys), AggregateError's iterable, getters without setters
// named by their holder, anonymous class calls, private names on null.
for (const v of [5, {}, undefined, null, true, "ab", Symbol("s"), () => 1, [1, 2], new Set([3])]) {
  try { console.log((new AggregateError(v as any, "m")).errors); } catch (e: any) { console.log(e.message); }
}
const m = new Map([["a", new Error("x")], ["b", new Error("y")]]);
console.log(new AggregateError(m.values(), "2 failed").errors.length);
try { new (AggregateError as any)(); } catch (e: any) { console.log(e.message); }
function f([x]: any) { return x; }
for (const v of [5, {}, null, undefined, true, Symbol("q"), () => 1, "s".repeat(120) as any]) {
  try { f(v); } catch (e: any) { console.log(e.message); }
}
const o: any = { pair: undefined };
try { const [a, b] = o.pair; } catch (e: any) { console.log(e.message); }
try { const [, year] = "x".match(/(\d+)/) as any; } catch (e: any) { console.log(e.message); }
const src: any = 7;
try { const [q] = src; } catch (e: any) { console.log(e.message); }
let z: any;
try { [z] = src; } catch (e: any) { console.log(e.message); }
try { [z] = o.pair; } catch (e: any) { console.log(e.message); }
try { const [[n]] = [5] as any; } catch (e: any) { console.log(e.message); }
function connect({ timeout = 1000, retries }: any) { return timeout; }
try { connect(undefined); } catch (e: any) { console.log(e.message); }
try { connect(null); } catch (e: any) { console.log(e.message); }
const opts: any = undefined;
try { const { a = 1 } = opts; } catch (e: any) { console.log(e.message); }
try { const { a = 1, b } = null as any; } catch (e: any) { console.log(e.message); }
try { const { a, b = 2 } = null as any; } catch (e: any) { console.log(e.message); }
let aa: any;
try { ({ aa = 1 } = opts); } catch (e: any) { console.log(e.message); }
try { ({ x: aa = 1 } = opts); } catch (e: any) { console.log(e.message); }
try { const { ["k"]: kk = 1 } = opts; } catch (e: any) { console.log(e.message); }
class Shape { get area() { return 1; } }
class Square extends Shape {}
try { (new Square() as any).area = 5; } catch (e: any) { console.log(e.message); }
const Anon = class {};
try { (Anon as any)(); } catch (e: any) { console.log(e.message); }
try { (class {} as any)(); } catch (e: any) { console.log(e.message); }
class Money {
  #c = 1;
  #m() { return 1; }
  get #g() { return 1; }
  set #s(v: number) {}
  static #st = 1;
  static tryAll(o: any) {
    const tries = [() => o.#c, () => { o.#c = 2; }, () => o.#m(), () => o.#g, () => { o.#s = 1; }, () => o.#st, () => #c in o, () => o.#c++, () => { o.#g = 5; }];
    for (const t of tries) { try { t(); console.log("ok"); } catch (e: any) { console.log(e.message); } }
  }
  callIt(o: any) { try { o.#m(); } catch (e: any) { console.log(e.message); } }
}
Money.tryAll(undefined);
Money.tryAll(null);
const h: any = { x: 1 };
class K { #handler = 5; run() { try { (this as any).#handler(); } catch (e: any) { console.log(e.message); } } }
new K().run();
const key2 = "z";
try { const { ["k"]: kk } = opts; } catch (e: any) { console.log(e.message); }
try { const { [key2]: kk } = opts; } catch (e: any) { console.log(e.message); }
try { const { [key2]: kk = 1 } = opts; } catch (e: any) { console.log(e.message); }
try { const { 5: kk } = opts; } catch (e: any) { console.log(e.message); }
try { const { "q r": kk } = opts; } catch (e: any) { console.log(e.message); }
try { const { "q": kk = 2 } = opts; } catch (e: any) { console.log(e.message); }
const y9: any = null;
try { const [a, b] = y9 as [number, number]; } catch (e: any) { console.log(e.message); }
try { const [a] = y9!; } catch (e: any) { console.log(e.message); }
try { const [a] = (y9); } catch (e: any) { console.log(e.message); }
try { const [a] = 5 as any; } catch (e: any) { console.log(e.message); }
try { const [a] = null as any; } catch (e: any) { console.log(e.message); }
try { const [a] = {} as any; } catch (e: any) { console.log(e.message); }
function f9(): any { return 1; }
try { const [a] = f9(); } catch (e: any) { console.log(e.message); }
const o9: any = { m() { return 2; }, p: 3 };
try { const [a] = o9.m(); } catch (e: any) { console.log(e.message); }
try { const [a] = o9.p; } catch (e: any) { console.log(e.message); }
function g8(): any { return 5; }
const o8: any = { m() { return 5; } };
try { for (const x of g8()) ; } catch (e: any) { console.log(e.message); }
try { for (const x of o8.m()) ; } catch (e: any) { console.log(e.message); }
try { console.log([...g8()]); } catch (e: any) { console.log(e.message); }
try { console.log(Math.max(...g8())); } catch (e: any) { console.log(e.message); }
try { const [a] = g8(); } catch (e: any) { console.log(e.message); }
try { let z; [z] = g8(); } catch (e: any) { console.log(e.message); }
try { new Map(g8()); } catch (e: any) { console.log(e.message); }
