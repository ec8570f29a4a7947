// toLocaleString's trailingZeroDisplay, the validation of roundingPriority
// and roundingIncrement, and currencySign "accounting".
const t = (o: any) => { try { return (1.5).toLocaleString("en-US", o); } catch (e) { return String(e); } };
console.log(t({ trailingZeroDisplay: "auto" }), t({ trailingZeroDisplay: "stripIfInteger", minimumFractionDigits: 2 }), t({ trailingZeroDisplay: "bogus" }));
console.log(t({ roundingPriority: "auto" }), t({ roundingPriority: "bogus" }));
console.log(t({ roundingIncrement: 1 }), t({ roundingIncrement: 3 }), t({roundingIncrement: 0}));
console.log((2).toLocaleString("en-US", { trailingZeroDisplay: "stripIfInteger", minimumFractionDigits: 2 }));
console.log((1.999).toLocaleString("en-US", { trailingZeroDisplay: "stripIfInteger", minimumFractionDigits: 2, maximumFractionDigits: 2 }));
console.log((1234).toLocaleString("en-US", { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" }));
console.log((12.5).toLocaleString("en-US", { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" }));
console.log((2).toLocaleString("en-US", { minimumSignificantDigits: 3, trailingZeroDisplay: "stripIfInteger" }));
const f = (n: number, o: any = {}) => { try { return n.toLocaleString("en-US", { style: "currency", currency: "USD", currencySign: "accounting", ...o }); } catch (e) { return String(e); } };
console.log(f(-5), f(5), f(0), f(-0), f(-1234.5), f(-5, { signDisplay: "always" }), f(5, { signDisplay: "always" }), f(-5, { signDisplay: "never" }), f(-5, { signDisplay: "exceptZero" }), f(0, { signDisplay: "always" }), f(-0, { signDisplay: "always" }));
console.log(f(-5, { currency: "EUR" }), f(-5, { currencyDisplay: "code" }), f(-5, { currencyDisplay: "name" }), f(-5, { notation: "compact" }), f(-1234567, { notation: "compact" }), f(-5, { signDisplay: "negative" }), f(-0.001));
console.log((-5).toLocaleString("en-US", { currencySign: "accounting" }), (-5).toLocaleString("en-US", { style: "currency", currency: "USD", currencySign: "standard" }));
try { (5).toLocaleString("en-US", { style: "currency", currency: "USD", currencySign: "bogus" } as any); } catch (e) { console.log(String(e)); }
