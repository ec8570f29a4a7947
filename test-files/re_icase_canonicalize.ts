// Case-insensitive matching without `u` canonicalizes by simple uppercase,
// never mapping a non-ASCII character to ASCII (ſ, ı, the Kelvin sign stay
// apart from s, i, k); with `u` it uses case folding. Literals, classes,
// class escapes and backreferences all agree.
const y = /ſ/iy;
console.log(y.exec("s"), /ſ/i.test("S"), /s/i.test("ſ"), /[ſ]/i.test("s"), /ſ/iu.test("s"), /\u212A/i.test("k"), /\u212A/iu.test("k"));
console.log(/[\u212A]/i.test("k"), /[k]/i.test("\u212A"), /[k]/iu.test("\u212A"), /\w/i.test("ſ"), /\w/iu.test("ſ"), /\W/iu.test("ſ"), /[^k]/i.test("\u212A"));
console.log(/(s)\1/i.test("sſ"), /(s)\1/iu.test("sſ"), /(s)\1/i.test("sS"), /ı/i.test("I"), /[ı]/i.test("i"), /i/i.test("ı"), /[a-z]/i.test("ı"), /[a-z]/iu.test("ſ"));
console.log(/é/i.test("É"), /[à-ÿ]+/i.exec("ÀÉÎ")[0], /σ/i.test("ς"), /[σ]/i.test("Σ"), /ß/i.test("ẞ"), /[ß]/i.test("ẞ"), /µ/i.test("μ"), /[µ]/i.test("Μ"));
console.log(/ſ/iv.test("s"), /[ſ]/iv.test("s"), /\u212A/iv.test("k"), /(s)\1/iv.test("sſ"), /\w/iv.test("ſ"), /[\w--s]/iv.test("ſ"));
