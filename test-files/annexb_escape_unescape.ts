// Annex B's escape and unescape: code units, not UTF-8 (`%XX` below 256,
// `%uXXXX` above), letters, digits and @*_+-./ kept; a `%` that spells
// no escape is left alone by unescape.
const samples = [
  "",
  "abc XYZ 019",
  "@*_+-./",
  "!\"#$%&'(),:;<=>?[\\]^`{|}~",
  "é ü ÿ \u0100 € 😀",
  "\0\t\n\u00ad\ufeff",
  "lone \ud800 surrogate \udfff",
];
for (const s of samples) {
  const e = escape(s);
  console.log(JSON.stringify(e), unescape(e) === s);
}
for (const s of ["%", "%4", "%41", "%u41", "%u0041%41", "%zz%u00zz", "%U0041", "%%41", "%u20AC%E9", "100%", "%u123"]) {
  console.log(JSON.stringify(s), JSON.stringify(unescape(s)));
}
console.log(escape(12.5), escape(undefined), unescape(null), escape.length, unescape.name);
const toString = { toString: () => "a b" };
console.log(escape(toString as any), typeof escape, Object.getOwnPropertyDescriptor(globalThis, "unescape")?.enumerable);
try {
  escape(Symbol("s") as any);
} catch (e) {
  console.log(String(e));
}
