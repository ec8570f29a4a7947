// at, charAt, charCodeAt, codePointAt: negative and out-of-range indices,
// non-integer and NaN positions, surrogate pairs.
const q = (x: string) => "[" + x + "]";
const s = "héllo😀!";
console.log(s.length, s.at(0), s.at(-1), s.at(-2), s.at(100), s.at(-100), s.at(1.9), s.at(NaN));
console.log(s.charAt(1), q(s.charAt(-1)), q(s.charAt(99)), s.charAt(), s.charAt("2"));
console.log(s.charCodeAt(1), s.charCodeAt(5), s.charCodeAt(6), s.charCodeAt(99), s.charCodeAt(-1));
console.log(s.codePointAt(5), s.codePointAt(6), s.codePointAt(99), s.codePointAt(0));
console.log("\ud800x".codePointAt(0), "\udc00".codePointAt(0), "".at(0));
console.log("abc".at(true as any), "abc".charAt(null as any), "abc".charCodeAt(undefined));
