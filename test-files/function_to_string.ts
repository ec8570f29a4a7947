// Function source text as node shows it.
function plain(a, b) { return a + b; }
async function asyncFn(x: number): Promise<number> { return x; }
function* gen<T>(items: T[]): Generator<T> { yield* items; }
async function* agen() { yield 1; }
const arrow = (x: number, y = 2): number => x * y;
const asyncArrow = async (s: string) => s.length;
const single = x => x;
const fnExpr = function named(this: unknown, v?: string) { return v; };
const anon = function () {};
class Base<T> {
  static count: number = 0;
  private readonly items: T[] = [];
  constructor(readonly_label: string = "x") {}
  get size(): number { return this.items.length; }
  set size(n: number) {}
  static create(): Base<string> { return new Base(); }
  public static   /* note */ async load(): Promise<void> {}
  *[Symbol.iterator](): Iterator<T> { yield* this.items; }
  #secret(): number { return 42; }
  reveal() { return this.#secret; }
}
class Derived extends Base<number> implements Iterable<number> {
  override get size() { return 0; }
}
const obj = {
  method(a: number) { return a; },
  get prop() { return 1; },
  async *stream() {},
  ["computed" + 1]() {},
  arrowProp: (q: boolean) => !q,
};
const all: unknown[] = [
  plain, asyncFn, gen, agen, arrow, asyncArrow, single, fnExpr, anon,
  Base, Derived, Base.create, Base.load, Object.getOwnPropertyDescriptor(Base.prototype, "size")!.get,
  Object.getOwnPropertyDescriptor(Base.prototype, "size")!.set,
  Base.prototype[Symbol.iterator], new Base().reveal(), Base.prototype.reveal,
  Derived.prototype, obj.method, Object.getOwnPropertyDescriptor(obj, "prop")!.get,
  obj.stream, (obj as any).computed1, obj.arrowProp,
  plain.bind(null), Math.max, [].map, class {}, class Named { m() {} },
];
for (const f of all) {
  if (typeof f === "function") console.log(String(f));
}
console.log(`${single}`, "" + arrow, plain.toString === Function.prototype.toString);
console.log(Function.prototype.toString.call(class /* c */ X /* d */ { }));
function f2(){return 1}
try { Map.prototype.get.call(f2, 1); } catch (e: any) { console.log(e.message); }
try { structuredClone({ f2 }); } catch (e: any) { console.log(e.message); }
try { Map.prototype.get.call(f2.bind(null), 1); } catch (e: any) { console.log(e.message); }
try { new (f2 as any)().x.y; } catch (e: any) { console.log(e.message); }
const g2 = (a: number) => a;
try { Symbol.prototype.toString.call(g2); } catch (e: any) { console.log(e.message); }
try { [].reduce(g2); } catch (e: any) { console.log(e.message); }
try { Object.defineProperty(1, "x", {}); } catch (e: any) { console.log(e.message); }
try { new Set(g2 as any); } catch (e: any) { console.log(e.message); }
// Types, modifiers and casts are blank in the text node runs.
abstract class Shape<T extends object = {}> implements Iterable<number> {
  protected abstract area(): number;
  declare tag: string;
  public describe(this: Shape<T>, prefix?: string): string {
    const n = this.area() as number;
    return `${prefix ?? ""}${n!.toFixed(1)}`;
  }
  *[Symbol.iterator](): Iterator<number> { yield this.area(); }
}
class Square extends Shape {
  constructor(private_side: number) { super(); this.side = private_side; }
  side: number;
  protected area(): number { return this.side ** 2; }
}
interface Named { name: string }
type Pair<A, B> = [A, B];
function pair<A, B>(a: A, b: B): Pair<A, B> { return [a, b] satisfies Pair<A, B>; }
const sq = new Square(3);
console.log(sq.describe("area "), [...sq]);
console.log(Square.toString());
console.log(Shape.prototype.describe.toString());
console.log(pair.toString(), pair(1, "b"));
const named: Named = { name: "n" };
console.log(((x: Named): string => x.name).toString(), named.name);
