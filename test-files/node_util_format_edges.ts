// util.format's directives at their edges, checked against node 20.
import { format } from "node:util";

class Point {
  x: number;
  y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
}
const sym = Symbol("s");
const values: unknown[] = [42, -0, 3.75, "str", 10n, true, null, undefined, sym, [1, [2, [3, [4]]]], { a: { b: { c: { d: 1 } } } }, new Point(1, 2), () => 1, new Map([[1, 2]]), new Set(["x"]), new Error("boom").message, NaN, Infinity];
for (const d of ["%s", "%d", "%i", "%f", "%j", "%o", "%O", "%c"]) {
  const shown = values.map((v) => {
    try {
      return format(d, v);
    } catch (e) {
      return `threw ${(e as Error).name}: ${(e as Error).message}`;
    }
  });
  console.log("directive", d.slice(1), shown.join(" | "));
}
console.log(format("%s:%s", "a"), format("%s", "a", "b", 3), format("%%s %s", "x"), format("%", 1), format("%x %s", 1));
console.log(format("no directives", { a: 1 }, [2], "s"), format(1, 2, "three"), format(), format("%d%%", 50));
console.log(format("%s", { toString() { return "custom"; } }), format("%s", Object.create(null)), format("%s", new Date(0)));
console.log(format("%d", "0x10"), format("%i", "42.9px"), format("%f", "1e3"), format("%d", {}), format("%i", 2n ** 70n));
const circular: Record<string, unknown> = { name: "loop" };
circular.self = circular;
console.log(format("%j", circular), format("%s", circular), format("%o", [1, "two"]));
