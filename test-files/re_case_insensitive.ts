// The i flag: ASCII, Latin-1, Greek and Cyrillic case folding, with and
// without u (Kelvin sign and long s fold only under u).
console.log(/abc/i.test("ABC"), /É/i.test("é"), /σ/i.test("Σ"), /ς/i.test("Σ"), /Д/i.test("д"));
console.log(/\u212a/iu.test("k"), /\u017f/iu.test("S"));
console.log(/[a-z]+/i.exec("HeLLo World")![0], /ß/i.test("ẞ"), /ß/iu.test("ẞ"), /[^a]/i.test("A"));
console.log("Straße STRASSE".match(/strasse/gi), "ÀÉÎ".replace(/[àéî]/gi, "_"));
console.log(/\w/iu.test("ſ"), /\bK/iu.exec("a \u212a")?.index);
