// toLocaleString's trailingZeroDisplay, and the validation of
// roundingPriority and roundingIncrement.
const t = (o: any) => { try { return (1.5).toLocaleString("en-US", o); } catch (e) { return String(e); } };
console.log(t({ trailingZeroDisplay: "auto" }), t({ trailingZeroDisplay: "stripIfInteger", minimumFractionDigits: 2 }), t({ trailingZeroDisplay: "bogus" }));
console.log(t({ roundingPriority: "auto" }), t({ roundingPriority: "bogus" }));
console.log(t({ roundingIncrement: 1 }), t({ roundingIncrement: 3 }), t({roundingIncrement: 0}));
console.log((2).toLocaleString("en-US", { trailingZeroDisplay: "stripIfInteger", minimumFractionDigits: 2 }));
console.log((1.999).toLocaleString("en-US", { trailingZeroDisplay: "stripIfInteger", minimumFractionDigits: 2, maximumFractionDigits: 2 }));
console.log((1234).toLocaleString("en-US", { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" }));
console.log((12.5).toLocaleString("en-US", { style: "currency", currency: "USD", trailingZeroDisplay: "stripIfInteger" }));
console.log((2).toLocaleString("en-US", { minimumSignificantDigits: 3, trailingZeroDisplay: "stripIfInteger" }));
