// Every RangeError and TypeError of Number's methods, caught: node's texts,
// and the order of the checks (receiver, then argument conversion, then
// range; NaN and Infinity answer before toPrecision's and toExponential's
// range checks but after toFixed's).
function attempt(label: string, f: () => unknown): void {
  try {
    console.log(label, "=>", f());
  } catch (e) {
    const err = e as Error;
    console.log(label, "threw", err.name + ":", err.message, err instanceof RangeError, err instanceof TypeError);
  }
}
attempt("toString(1)", () => (5).toString(1));
attempt("toString(37)", () => (5).toString(37));
attempt("toString(Infinity)", () => (5).toString(Infinity));
attempt("toString(-Infinity)", () => NaN.toString(-Infinity));
attempt("toString(NaN)", () => (5).toString(NaN));
attempt("toString(36.9)", () => (35).toString(36.9));
attempt("toFixed(101)", () => (1).toFixed(101));
attempt("toFixed(-1)", () => (1).toFixed(-1));
attempt("toFixed(-0.9)", () => (1.5).toFixed(-0.9));
attempt("NaN.toFixed(101)", () => NaN.toFixed(101));
attempt("Infinity.toFixed(Infinity)", () => Infinity.toFixed(Infinity));
attempt("toPrecision(0)", () => (1).toPrecision(0));
attempt("toPrecision(101)", () => (1).toPrecision(101));
attempt("NaN.toPrecision(0)", () => NaN.toPrecision(0));
attempt("Infinity.toPrecision(101)", () => Infinity.toPrecision(101));
attempt("toExponential(-1)", () => (1).toExponential(-1));
attempt("toExponential(101)", () => (1).toExponential(101));
attempt("-Infinity.toExponential(-1)", () => (-Infinity).toExponential(-1));
const methods: string[] = ["toString", "toFixed", "toPrecision", "toExponential", "valueOf", "toLocaleString"];
const receivers: any[] = ["5", true, null, undefined, {}, [], new String("1"), Symbol.iterator];
for (let i = 0; i < methods.length; i++) {
  for (let j = 0; j < receivers.length; j++) {
    attempt(methods[i] + " on " + typeof receivers[j], () => (Number.prototype as any)[methods[i]].call(receivers[j]));
  }
}
attempt("Boolean toString on 1", () => Boolean.prototype.toString.call(1));
attempt("Boolean valueOf on 'x'", () => Boolean.prototype.valueOf.call("x"));
attempt("Boolean valueOf on Boolean.prototype", () => Boolean.prototype.valueOf.call(Boolean.prototype));
let order = "";
const digits = { valueOf() { order += "digits "; return 2; } };
attempt("receiver before digits", () => Number.prototype.toFixed.call("x", digits as any));
attempt("digits converted then range", () => (1).toFixed({ valueOf() { order += "big "; return 500; } } as any));
console.log(order);
attempt("symbol digits", () => (1).toFixed(Symbol() as any));
attempt("isNaN(symbol)", () => isNaN(Symbol() as any));
attempt("Math.abs(symbol)", () => Math.abs(Symbol() as any));
attempt("Math.max(1, symbol, throwing valueOf)", () => Math.max(1, Symbol() as any, { valueOf() { order += "never "; return 1; } } as any));
attempt("parseInt throwing toString", () => parseInt({ toString() { throw new Error("from toString"); } } as any));
console.log(order);
