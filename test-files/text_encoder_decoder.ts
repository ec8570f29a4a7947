// TextEncoder and TextDecoder with typed arrays: UTF-8 round trips,
// streaming a multi-byte character split across chunks, BOMs, other
// encodings, fatal decoding and node's errors.
const enc = new TextEncoder();
const bytes = enc.encode("héllo €😀");
console.log(enc, enc.encoding, bytes, enc.encode(), enc.encode("\ud800x"));
console.log(enc.encodeInto("abc€", new Uint8Array(4)), enc.encodeInto("😀!", new Uint8Array(10)));

const dec = new TextDecoder();
console.log(dec, dec.encoding, dec.fatal, dec.ignoreBOM);
console.log(dec.decode(bytes), dec.decode(), dec.decode(new Uint8Array([104, 105]).buffer));
console.log(JSON.stringify(dec.decode(new Uint8Array([0xef, 0xbb, 0xbf, 104, 0xc3, 0xa9, 0xff, 0xe2, 0x82]))));
console.log(JSON.stringify(new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array([0xef, 0xbb, 0xbf, 65]))));

const chunks = [new Uint8Array([0xe2, 0x82]), new Uint8Array([0xac, 0x20, 0xf0, 0x9f]), new Uint8Array([0x98, 0x80])];
const streaming = new TextDecoder();
let out = "";
for (const c of chunks) out += streaming.decode(c, { stream: true });
out += streaming.decode();
console.log(JSON.stringify(out), out.length);

console.log(new TextDecoder("utf-16le").decode(new Uint8Array([104, 0, 105, 0, 0x3d, 0xd8, 0x00, 0xde])));
const latin = new TextDecoder("latin1");
console.log(latin.encoding, latin.decode(new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x80, 0x99])));
console.log(new TextDecoder("utf8").decode(new DataView(bytes.buffer, 0, 2)));

for (const bad of [
  () => new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xff])),
  () => new TextDecoder("klingon"),
  () => dec.decode("text" as any),
  () => enc.encodeInto("x", [] as any),
]) {
  try {
    bad();
  } catch (e) {
    console.log((e as Error).name, (e as any).code, (e as Error).message);
  }
}

// A checksum over a text's bytes, as a parser might compute one.
const text = "The quick brown fox jumps over the lazy dog. ".repeat(100);
const data = enc.encode(text);
let h = 0;
for (let i = 0; i < data.length; i++) h = (h * 31 + data[i]) >>> 0;
console.log(data.length, h, new TextDecoder().decode(data.subarray(4, 9)));
