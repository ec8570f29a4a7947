// localeCompare options (node formats with ICU; kiln models its root
// collation): sensitivity, numeric (natural sort), caseFirst,
// ignorePunctuation, and the errors for bad values.
const c = (a: string, b: string, o?: any) => a.localeCompare(b, undefined, o);
const N = { numeric: true };
console.log(c("01", "1", N), c("1", "01", N), c("a01", "a1", N), c("a2b", "a10a", N), c("x9", "x10", N), c("9", "10", N), c("1.5", "1.10", N), c("a", "1", N), c("007", "7", N), c("", "0", N), c("0", "00", N));
console.log(c("a", "A", { sensitivity: "base" }), c("a", "á", { sensitivity: "base" }), c("a", "A", { sensitivity: "accent" }), c("a", "á", { sensitivity: "accent" }), c("a", "A", { sensitivity: "case" }), c("a", "á", { sensitivity: "case" }), c("a", "b", { sensitivity: "base" }));
console.log(c("a", "A", { caseFirst: "upper" }), c("a", "B", { caseFirst: "upper" }), c("A", "a", { caseFirst: "lower" }), c("a", "A", { caseFirst: "false" }));
console.log(c("a-b", "ab", { ignorePunctuation: true }), c("a b", "ab", { ignorePunctuation: true }), c("a.b", "a,b", { ignorePunctuation: true }));
try { c("a", "b", { sensitivity: "x" }); } catch (e: any) { console.log(e.name, e.message); }
try { c("a", "b", { caseFirst: "x" }); } catch (e: any) { console.log(e.name, e.message); }
console.log(["file10", "file9", "file1", "File2"].sort((x, y) => x.localeCompare(y, undefined, { numeric: true, sensitivity: "base" })));
console.log(c("ä", "a", { sensitivity: "base" }), c("ä", "a", { sensitivity: "accent" }), c("résumé", "RESUME", { sensitivity: "base" }), c("ß", "ss", { sensitivity: "base" }), c("æ", "ae", { sensitivity: "base" }));
console.log(c("a", "b", "x"), c("B", "a", 5), c("a", "b", {}));
try { c("a", "b", null); } catch (e: any) { console.log(e.name, e.message); }
console.log(["v1.10.2", "v1.9.0", "v1.10.10", "v1.2"].sort((x, y) => x.localeCompare(y, "en", { numeric: true })));
console.log(["Éclair", "eclair", "Eclair", "éclair"].sort((x, y) => x.localeCompare(y, "en", { sensitivity: "base" })));
console.log(["b", "A", "a", "B"].sort((x, y) => x.localeCompare(y, "en", { caseFirst: "upper" })));
console.log(c("a1b", "a01b", N), c("a1b2", "a1b10", N), c("1e3", "999", N), c("x 1", "x 01", N));
