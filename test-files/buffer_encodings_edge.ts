// Buffer's encodings at their edges, checked byte for byte against node:
// malformed UTF-8, lone surrogates, odd and invalid hex, base64 with
// whitespace, missing padding and the URL alphabet, latin1 and ascii of
// wide characters, utf16le of odd lengths, and writes that do not split a
// character.
const show = (b: Buffer) => b.toString("hex");

const bad = Buffer.from([0x61, 0xff, 0x62, 0xc3, 0x28, 0xe2, 0x82, 0x63, 0xf0, 0x9f, 0x98, 0x80, 0xed, 0xa0, 0x80]);
console.log(JSON.stringify(bad.toString()), bad.toString().length);
console.log(show(Buffer.from("a\uD800b\uDC00c\uD83D\uDE00")), Buffer.from("\uD800").length);
console.log(show(Buffer.from("abc", "hex")), show(Buffer.from("0g12", "hex")), show(Buffer.from("ABcdEF", "hex")));
for (const s of ["aGVsbG8", "aGVsbG8=", "aGVs bG8=\n", "aGVsbG8==extra", "a", "ab", "abc", "-_-_", "+/+/", "@@@aGk="]) {
  console.log(JSON.stringify(s), show(Buffer.from(s, "base64")), show(Buffer.from(s, "base64url")));
}
console.log(Buffer.from([0xfb, 0xff, 0xbf]).toString("base64"), Buffer.from([0xfb, 0xff, 0xbf]).toString("base64url"));
console.log(Buffer.from([1]).toString("base64"), Buffer.from([1, 2]).toString("base64url"));
console.log(show(Buffer.from("é€😀", "latin1")), show(Buffer.from("é€😀", "ascii")), Buffer.from([0xe9, 0x80, 0xff]).toString("ascii"));
console.log(Buffer.from([0xe9, 0x80, 0xff]).toString("latin1"), Buffer.from([0x41, 0, 0x42]).toString("utf16le"));
console.log(JSON.stringify(Buffer.from("ab€", "utf16le").toString("utf16le")), Buffer.from([0x41, 0, 0x42]).length);
console.log(Buffer.byteLength("€😀", "utf8"), Buffer.byteLength("€😀", "utf16le"), Buffer.byteLength("aGk=", "base64"), Buffer.byteLength("abcd", "hex"));

const w = Buffer.alloc(5, ".");
console.log(w.write("€€"), w.toString("latin1"), w.write("ab", 4), w.write("xyz", 1, 1), w.toString("latin1"));
const u = Buffer.alloc(5);
console.log(u.write("ab", "utf16le"), show(u), u.write("😀", 2, "utf8"), show(u));
console.log(Buffer.from("héllo").toString("utf8", 1, 3), Buffer.from("héllo").toString("utf8", 2), Buffer.from("abc").toString(undefined, -5, 99));
console.log(Buffer.from("abc").toString("hex", 2, 1), Buffer.from("UTF8 upper").toString("UTF8" as BufferEncoding));
console.log(Buffer.alloc(3, "é"), Buffer.alloc(4, "aGk=", "base64"), Buffer.alloc(3, Buffer.from([1, 2])));
console.log(Buffer.from("aaa").indexOf("a", -1), Buffer.from("aaa").lastIndexOf("a", -2), Buffer.from("abc").indexOf("c", 10));
console.log(Buffer.from("abcabc").indexOf("YWJj", 1, "base64"), Buffer.from("abc").includes(98), Buffer.from("a").indexOf(Buffer.alloc(0)));
