// node's Buffer: making them from strings in every encoding, arrays and
// ArrayBuffers, reading them back, comparing, slicing (a view), searching,
// the numeric reads and writes, JSON and inspection.
const hello = Buffer.from("héllo wörld ✓");
console.log(hello, hello.length, Buffer.byteLength("héllo wörld ✓"));
for (const enc of ["utf8", "hex", "base64", "base64url", "latin1", "ascii", "utf16le"] as const) {
  const s = hello.toString(enc);
  const back = Buffer.from(s, enc);
  console.log(enc.padEnd(9), JSON.stringify(s), back.length, back.equals(hello));
}
console.log(Buffer.from("68656c6c6fzz11", "hex"), Buffer.from("aGk=", "base64").toString());
console.log(Buffer.from("aGVsbG8gd29ybGQ", "base64url").toString(), Buffer.from(" a G k = ", "base64"));
console.log(Buffer.from([1, 2, 255, 256, -1, 3.7]), Buffer.from(new Uint16Array([1, 0x1234])));
const ab = new ArrayBuffer(8);
const view = Buffer.from(ab, 2, 4);
view[0] = 42;
console.log(new Uint8Array(ab), view.byteOffset, view.length);
console.log(Buffer.alloc(5), Buffer.alloc(5, "ab"), Buffer.alloc(4, 0x41), Buffer.allocUnsafe(3).length);
console.log(Buffer.concat([Buffer.from("ab"), new Uint8Array([99]), Buffer.from("def")]).toString());
console.log(Buffer.concat([Buffer.from("abc"), Buffer.from("def")], 4).toString(), Buffer.concat([]).length);
console.log(Buffer.isBuffer(hello), Buffer.isBuffer(new Uint8Array(1)), Buffer.isEncoding("UTF-8"), Buffer.isEncoding("nope"));
console.log(hello instanceof Uint8Array, hello.constructor.name, Object.prototype.toString.call(hello));

const a = Buffer.from("abc");
const b = Buffer.from("abd");
console.log(a.compare(b), b.compare(a), a.compare(a), Buffer.compare(a, b), [b, a].sort(Buffer.compare));
const s = hello.slice(0, 5);
s[0] = 0x48;
console.log(hello.toString("utf8", 0, 6), s.toString(), hello.subarray(-3).toString());
console.log(hello.indexOf("l"), hello.lastIndexOf("l"), hello.indexOf(0x6f), hello.indexOf(Buffer.from("wö")));
console.log(hello.includes("✓"), hello.indexOf("zz"), hello.indexOf("l", 5), hello.indexOf(""));

const n = Buffer.alloc(16);
console.log(n.writeUInt32BE(0xdeadbeef, 0), n.writeInt16LE(-2, 4), n.writeDoubleLE(1.5, 8));
console.log(n, n.readUInt32BE(0).toString(16), n.readInt16LE(4), n.readDoubleLE(8));
console.log(n.readUInt8(0), n.readInt8(0), n.readUInt16BE(0), n.readUint16LE(0), n.readInt32LE(0));
n.writeBigInt64BE(-5n, 8);
console.log(n.readBigInt64BE(8), n.readBigUInt64BE(8), n.readUIntBE(0, 3), n.readIntLE(0, 6));
console.log(n.writeUIntLE(0x123456, 0, 3), n.readUIntLE(0, 3).toString(16), n.writeIntBE(-300, 0, 2), n.readIntBE(0, 2));
const w = Buffer.alloc(8);
console.log(w.write("héllo"), w, w.write("zz", 6), w.write("✓✓", 4), w.toString());
console.log(Buffer.from("0102030405060708", "hex").swap16(), Buffer.from("01020304", "hex").swap32());
const t = Buffer.alloc(6);
console.log(Buffer.from("xyz").copy(t, 2), t, Buffer.alloc(3).fill("ab"), Buffer.alloc(4).fill(7, 1, 3));

console.log(JSON.stringify(Buffer.from("hi")), Buffer.from(JSON.parse(JSON.stringify(Buffer.from("hi")))));
console.log({ data: Buffer.from("x"), list: [Buffer.alloc(2)] });
console.log(Buffer.alloc(60));
console.log(Buffer.from("abc").toJSON(), [...Buffer.from("ab")], Buffer.from("ab").entries().next());
console.log(String(Buffer.from("str")), `${Buffer.from("tpl")}`, Buffer.from("ab") + "!");

for (const bad of [
  () => Buffer.from(5 as any),
  () => Buffer.from({} as any),
  () => Buffer.alloc(-1),
  () => Buffer.alloc("5" as any),
  () => Buffer.from("x", "nope" as any),
  () => Buffer.alloc(2).readUInt32LE(0),
  () => Buffer.alloc(4).readUInt8(4),
  () => Buffer.alloc(4).writeUInt8(256, 0),
  () => Buffer.alloc(4).writeInt16BE(40000, 0),
  () => Buffer.alloc(3).swap16(),
  () => Buffer.concat([Buffer.alloc(1), "x" as any]),
  () => Buffer.alloc(1).equals("x" as any),
]) {
  try {
    bad();
    console.log("no error");
  } catch (e) {
    const err = e as Error & { code?: string };
    console.log(err.name, err.code, err.message);
  }
}
