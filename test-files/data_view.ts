// DataView as binary formats use it: a header written and read back in
// both byte orders, floats, offsets into a shared buffer, and the errors.
const buf = new ArrayBuffer(24);
const view = new DataView(buf);
view.setUint32(0, 0xcafebabe);
view.setUint16(4, 0x0102, true);
view.setInt8(6, -2);
view.setFloat64(8, Math.PI);
view.setFloat32(16, -1.5, true);
view.setInt32(20, -123456, false);
console.log(new Uint8Array(buf));
console.log(view.getUint32(0).toString(16), view.getUint32(0, true).toString(16), view.getUint16(4, true), view.getUint16(4));
console.log(view.getInt8(6), view.getUint8(6), view.getFloat64(8), view.getFloat32(16, true), view.getInt32(20), view.getInt16(20));
console.log(view.byteLength, view.byteOffset, view.buffer === buf, Object.prototype.toString.call(view));

const part = new DataView(buf, 8, 8);
console.log(part.getFloat64(0), part.byteOffset, part.byteLength, part);
console.log(new DataView(new ArrayBuffer(2)), ArrayBuffer.isView(part));

// A tiny record format: length-prefixed strings.
function encode(words: string[]) {
  const total = words.reduce((n, w) => n + 2 + w.length, 0);
  const out = new DataView(new ArrayBuffer(total));
  let at = 0;
  for (const w of words) {
    out.setUint16(at, w.length);
    at += 2;
    for (let i = 0; i < w.length; i++) out.setUint8(at++, w.charCodeAt(i));
  }
  return out;
}
function decode(v: DataView) {
  const words: string[] = [];
  let at = 0;
  while (at < v.byteLength) {
    const n = v.getUint16(at);
    at += 2;
    let w = "";
    for (let i = 0; i < n; i++) w += String.fromCharCode(v.getUint8(at++));
    words.push(w);
  }
  return words;
}
console.log(decode(encode(["kiln", "typed", "arrays"])));

for (const bad of [
  () => new DataView(1 as any),
  () => new DataView(buf, 30),
  () => new DataView(buf, 20, 8),
  () => view.getInt32(22),
  () => view.setFloat64(20, 1),
  () => view.getInt8(-1),
  () => (DataView as any)(buf),
]) {
  try {
    bad();
  } catch (e) {
    console.log(`${(e as Error).name}: ${(e as Error).message}`);
  }
}
