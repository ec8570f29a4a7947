// normalize: NFC (default), NFD, NFKC, NFKD; a RangeError for other forms.
const hex = (t: string) => { let o = ""; for (let i = 0; i < t.length; i++) o += (i ? " " : "") + t.charCodeAt(i); return o; };
const s = "Å\u0041\u030Aﬁ①";
for (const f of [undefined, "NFC", "NFD", "NFKC", "NFKD"]) {
  const n = s.normalize(f as any);
  console.log(f, n.length, hex(n));
}
console.log("e\u0301" === "é", "e\u0301".normalize() === "é", "é".normalize("NFD").length, "abc".normalize("NFKD"));
try { "x".normalize("nfc"); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
console.log("\ud800e\u0301".normalize().length);
