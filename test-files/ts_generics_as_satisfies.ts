// Generics on functions, `as`, `satisfies`, non-null `!`.
function identity<T>(x: T): T {
  return x;
}
function first<T, U>(a: T, _b: U): T {
  return a;
}
function pickNumber<T extends number | string>(x: T): number {
  return typeof x === "number" ? x : (x as string).length;
}
console.log(identity(5), identity<string>("s"), identity(null), identity(undefined));
console.log(first<number, string>(1, "b"), first("a", 2));
console.log(pickNumber(42), pickNumber("four"));
const n = 10 as number;
const s = "text" as const;
const u = (undefined as unknown) as number;
console.log("as", n, s, u);
const big = (2 ** 53) as any as string;
console.log("double as", big, typeof big);
const sat = 123 satisfies number;
const sat2 = ("abc" satisfies string).length;
console.log("satisfies", sat, sat2);
function maybe(x: number): number | undefined {
  return x > 0 ? x : undefined;
}
const m1 = maybe(3)!;
const m2 = maybe(-3)!;
console.log("non-null", m1, m2);
let late!: number;
late = 7;
console.log("definite assignment", late);
const angle = <number>(<unknown>45);
console.log("angle-bracket cast", angle);
function wrap<T>(x: T, times: number = 1): string {
  let out = "";
  for (let i = 0; i < times; i++) out += `[${x}]`;
  return out;
}
console.log(wrap<number>(1, 3), wrap("x"), wrap<boolean>(false, 2));
const precedence = (1 + 2) as number * 3;
console.log("precedence with as", precedence);
const nonNullChain = maybe(5)! + maybe(6)!;
console.log("non-null sum", nonNullChain);
