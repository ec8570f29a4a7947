// round (half towards +Infinity, -0 for -0.5 <= x < 0, 0.49999999999999994
// to 0), floor, ceil, trunc and sign on edge values.
const xs: number[] = [
  0, -0, 0.4, 0.5, 0.6, 0.49999999999999994, -0.49999999999999994, 1.5, 2.5, -0.4, -0.5,
  -0.5000000000000001, -0.6, -1.5, -2.5, -2.6, 4503599627370495.5, 4503599627370497,
  -4503599627370497, 9007199254740993, 1e21, -1e21, 5e-324, -5e-324, 1.7976931348623157e308,
  0.1, -0.1, 123.456, -123.456, 2 ** 52 + 0.5, NaN, Infinity, -Infinity,
];
for (let i = 0; i < xs.length; i++) {
  const x = xs[i];
  console.log(x, Math.round(x), Math.floor(x), Math.ceil(x), Math.trunc(x), Math.sign(x));
}
const negZero: number[] = [Math.round(-0.4), Math.round(-0.5), Math.ceil(-0.5), Math.trunc(-0.9), Math.sign(-0), Math.floor(-0)];
for (let i = 0; i < negZero.length; i++) console.log("negative zero?", Object.is(negZero[i], -0));
console.log(Math.round("2.5" as any), Math.round(null as any), Math.round(undefined as any), Math.round([] as any));
console.log(Math.floor({ valueOf() { return -1.5; } } as any), Math.ceil(true as any), Math.sign("-3" as any));
