// Number.prototype.toLocaleString options (en-US): digits, percent,
// currency with symbol/code/name display, compact/scientific/engineering
// notation, grouping, sign display, the range and type errors; and
// Array.prototype.toLocaleString passing locales and options on.
const f = (n: number, o?: any, l = "en-US") => n.toLocaleString(l, o);
console.log(f(1234.5, { style: "currency", currency: "USD" }), f(-1234.5, { style: "currency", currency: "USD" }), f(1234.5, { style: "currency", currency: "EUR" }), f(1234.5, { style: "currency", currency: "JPY" }), f(1234.5, { style: "currency", currency: "GBP" }), f(5, { style: "currency", currency: "CHF" }), f(5, { style: "currency", currency: "SEK" }), f(5, { style: "currency", currency: "CAD" }), f(5, { style: "currency", currency: "INR" }));
console.log(JSON.stringify([f(5, { style: "currency", currency: "USD", currencyDisplay: "code" }), f(-5, { style: "currency", currency: "USD", currencyDisplay: "code" }), f(1, { style: "currency", currency: "USD", currencyDisplay: "name" }), f(1, { style: "currency", currency: "USD", currencyDisplay: "name", maximumFractionDigits: 0 }), f(2, { style: "currency", currency: "EUR", currencyDisplay: "name" }), f(5, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" }), f(5, { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol" })]));
console.log(f(0.256, { style: "percent" }), f(-0.256, { style: "percent" }), f(0.2567, { style: "percent", maximumFractionDigits: 1 }), f(1, { style: "percent" }), f(0.005, { style: "percent" }));
console.log(f(1234.5, { minimumFractionDigits: 2 }), f(3.14159, { maximumFractionDigits: 2 }), f(12, { minimumIntegerDigits: 3 }), f(1.005, { maximumFractionDigits: 2 }), f(1234567.891, { useGrouping: false }), f(0.5, { maximumFractionDigits: 0 }), f(1.5, { maximumFractionDigits: 0 }), f(2.5, { maximumFractionDigits: 0 }), f(-0.0001), f(-0));
console.log(f(123456, { maximumSignificantDigits: 3 }), f(0.00123456, { maximumSignificantDigits: 2 }), f(1.5, { minimumSignificantDigits: 4 }), f(5, { signDisplay: "always" }), f(-5, { signDisplay: "never" }), f(0, { signDisplay: "exceptZero" }), f(-0, { signDisplay: "always" }), f(0, { signDisplay: "always" }));
for (const o of [{ minimumFractionDigits: 3, maximumFractionDigits: 1 }, { maximumFractionDigits: 101 }, { style: "currency" }, { style: "bogus" }, { style: "currency", currency: "US" }, { minimumIntegerDigits: 0 }]) {
  try { console.log(f(1, o)); } catch (e: any) { console.log(e.name, e.message); }
}
console.log(f(NaN, { style: "percent" }), f(Infinity, { style: "currency", currency: "USD" }), f(1e21), f(1234.5678), f(5, { maximumFractionDigits: 2, minimumFractionDigits: 2 }));
console.log(f(1234, { notation: "compact" }), f(1500000, { notation: "compact" }), f(999999, { notation: "compact" }), f(12345, { notation: "compact" }), f(1234, { notation: "compact", compactDisplay: "long" }));
for (const c of ["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CNY", "INR", "KRW", "MXN", "BRL", "CHF", "SEK", "NZD", "HKD", "ILS", "VND", "TWD", "XAF", "XYZ"]) console.log(c, JSON.stringify(f(1234.5, { style: "currency", currency: c })), f(1, { style: "currency", currency: c, currencyDisplay: "name" }), f(2, { style: "currency", currency: c, currencyDisplay: "name" }));
console.log(f(5, { style: "currency", currency: "usd" }));
console.log(f(0.5, { notation: "compact" }), f(0.123, { notation: "compact" }), f(12.34, { notation: "compact" }), f(1.234, { notation: "compact" }), f(999.9, { notation: "compact" }), f(-1234, { notation: "compact" }), f(1e15, { notation: "compact" }), f(999950, { notation: "compact" }), f(1234567, { notation: "compact", compactDisplay: "long" }), f(1e9, { notation: "compact", compactDisplay: "long" }), f(1234, { notation: "compact", maximumFractionDigits: 2 }));
console.log(f(1234, { notation: "scientific" }), f(1234, { notation: "engineering" }), f(0.00012, { notation: "scientific" }), f(0, { notation: "scientific" }), f(99999, { notation: "engineering" }), f(-5e-7, { notation: "engineering" }));
console.log(f(1234.5, { useGrouping: "min2" }), f(12345.5, { useGrouping: "min2" }), f(1234.5, { useGrouping: "always" }));
console.log(f(0, { minimumSignificantDigits: 3 }), f(0.1, { minimumSignificantDigits: 3 }), f(100, { minimumSignificantDigits: 2 }), f(1e-10, { maximumFractionDigits: 20 }), f(123.456, { maximumFractionDigits: 1, minimumIntegerDigits: 5 }));
console.log((1234.5).toLocaleString(), (1234.5).toLocaleString(undefined, { maximumFractionDigits: 0 }), (0.1 + 0.2).toLocaleString(undefined, { maximumFractionDigits: 20 }));
console.log([1234.5, 0.25].toLocaleString(), f(12, "x" as any));
console.log([1234.5, 0.25].toLocaleString("en-US", { style: "percent" } as any), [1, [2.5, 3]].toLocaleString(undefined, { minimumFractionDigits: 1 } as any));
const o = { get style() { console.log("read style"); return "percent"; }, get minimumFractionDigits() { console.log("read mnfd"); return 1; } };
console.log((0.5).toLocaleString("en", o as any));
console.log(f(-0.0001, { maximumFractionDigits: 2 }), f(0.0001, { minimumFractionDigits: 2 }), f(0.0004, { style: "percent", minimumFractionDigits: 1 }), f(-0.001, { style: "currency", currency: "EUR" }));
