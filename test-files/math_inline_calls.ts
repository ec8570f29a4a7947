// `Math.f(x)` of a number runs without the call when `f` is the built-in;
// every other case calls whatever the property holds.

const xs = [0, -0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.5000000000000001,
  4503599627370497, -4503599627370497, 1e300, -1e-300, NaN, Infinity, -Infinity, 16, 2, -7.25];
const names = ["sqrt", "floor", "ceil", "abs", "trunc", "round", "sin", "cos", "tan", "exp", "log", "atan", "sign"];
for (const x of xs) {
  console.log(x, Math.sqrt(x), Math.floor(x), Math.ceil(x), Math.abs(x), Math.trunc(x), Math.round(x));
  console.log(" ", Math.sin(x), Math.cos(x), Math.tan(x), Math.exp(x), Math.log(x), Math.atan(x), Math.sign(x));
}
// Results compared with the generic call (a computed key never takes the
// inline path).
let same = 0;
for (const x of xs) {
  for (const n of names) {
    const viaCall = (Math as any)[n](x);
    const inline =
      n === "sqrt" ? Math.sqrt(x)
      : n === "floor" ? Math.floor(x)
      : n === "ceil" ? Math.ceil(x)
      : n === "abs" ? Math.abs(x)
      : n === "trunc" ? Math.trunc(x)
      : n === "round" ? Math.round(x)
      : n === "sin" ? Math.sin(x)
      : n === "cos" ? Math.cos(x)
      : n === "tan" ? Math.tan(x)
      : n === "exp" ? Math.exp(x)
      : n === "log" ? Math.log(x)
      : n === "atan" ? Math.atan(x)
      : Math.sign(x);
    if (Object.is(viaCall, inline)) same++;
    else console.log("differs", n, x, viaCall, inline);
  }
}
console.log(same, xs.length * names.length);

// Arguments that are not numbers: ToNumber, valueOf, missing, extra.
const weird = {
  valueOf() {
    console.log("valueOf called");
    return 2.25;
  },
};
console.log(Math.sqrt("9" as any), Math.floor(weird as any), Math.round(null as any), Math.abs(undefined as any));
console.log(Math.ceil(true as any), Math.trunc([] as any), Math.sign("-3" as any), (Math.floor as any)());
console.log((Math.abs as any)(-2, 5));

// Replaced functions, borrowed ones, and other objects' methods of the
// same names.
const realSqrt = Math.sqrt;
(Math as any).sqrt = (x: number) => "replaced " + x;
console.log(Math.sqrt(16));
Math.sqrt = realSqrt;
console.log(Math.sqrt(16));
const fake = { floor: (x: number) => "fake floor " + x, round: Math.round, abs: Math.ceil };
console.log(fake.floor(1.5), fake.round(1.5), fake.abs(1.5));
class Vec {
  constructor(public v: number) {}
  sqrt(x: number): number {
    return this.v * x;
  }
}
console.log(new Vec(3).sqrt(4));
const { sqrt, floor } = Math;
console.log(sqrt(81), floor(-1.5));
let notMath: any = { sin: 5 };
try {
  notMath.sin(1);
} catch (e) {
  console.log((e as Error).message);
}
notMath = undefined;
try {
  notMath.cos(1);
} catch (e) {
  console.log((e as Error).message);
}
let acc = 0;
for (let i = 0; i < 100000; i++) acc += Math.sqrt(i) + Math.floor(i / 3) - Math.round(i / 7) + Math.abs(Math.sin(i));
console.log(acc);
