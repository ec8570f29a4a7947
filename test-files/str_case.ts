// toUpperCase/toLowerCase with full Unicode case mapping.
console.log("Hello World".toUpperCase(), "Hello World".toLowerCase());
console.log("ß".toUpperCase(), "ﬁ".toUpperCase(), "ŉ".toUpperCase(), "straße".toUpperCase().length);
console.log("İstanbul".toLowerCase(), "İ".toLowerCase().length, "ΑΣ".toLowerCase(), "ΣΑΣ ΟΔΟΣ".toLowerCase());
console.log("éàü".toUpperCase(), "ÉÀÜ".toLowerCase(), "ÿ".toUpperCase(), "µ".toUpperCase(), "Ÿ".toLowerCase());
console.log("ǅ".toLowerCase(), "ǅ".toUpperCase(), "ǈ".toLowerCase());
console.log("Привет".toUpperCase(), "ΚΑΛΗΜΕΡΑ".toLowerCase(), "ａｂｃ".toUpperCase());
console.log("\ud800A".toLowerCase().charCodeAt(0), "x\udc00y".toUpperCase().length);
console.log("MiXeD 123".toLocaleUpperCase(), "MiXeD 123".toLocaleLowerCase());
