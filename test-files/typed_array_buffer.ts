// ArrayBuffer and several views of one buffer; the errors node throws.
const buf = new ArrayBuffer(16);
console.log(buf, buf.byteLength, buf instanceof ArrayBuffer);
const f64 = new Float64Array(buf);
const u8 = new Uint8Array(buf);
const i32 = new Int32Array(buf, 4, 2);
f64[0] = 1;
f64[1] = -2.5;
console.log(u8);
console.log(i32, i32.byteOffset, i32.byteLength);
i32[0] = -1;
console.log(f64[0], u8.slice(0, 8));
console.log(buf);
const half = buf.slice(8);
console.log(half.byteLength, new Float64Array(half)[0]);
const u16 = new Uint16Array(buf, 2);
console.log(u16.length, new Uint8Array(buf, 15).length);

for (const bad of [() => new Int32Array(buf, 3), () => new Float64Array(new ArrayBuffer(7)), () => new Uint8Array(buf, 17), () => new Uint8Array(buf, 8, 9), () => new Uint8Array(-1), () => new ArrayBuffer(-1)]) {
  try {
    bad();
    console.log("no error");
  } catch (e) {
    console.log((e as Error).name + ": " + (e as Error).message);
  }
}
try {
  (Uint8Array as any)(3);
} catch (e) {
  console.log((e as Error).name + ": " + (e as Error).message);
}

console.log([new Uint8Array(0), new Float32Array([1.5, -0]), new Uint32Array(2)]);
console.log({ big: new Int16Array(120) });
const tagged = new Uint8Array(3) as any;
tagged.extra = "x";
console.log(tagged, Object.keys(tagged));
console.log(new ArrayBuffer(0), new ArrayBuffer(60));

// A histogram as a typical program keeps one.
const text = "the quick brown fox jumps over the lazy dog";
const counts = new Uint32Array(26);
for (let i = 0; i < text.length; i++) {
  const c = text.charCodeAt(i) - 97;
  if (c >= 0 && c < 26) counts[c]++;
}
console.log(counts.join(""), Math.max(...counts));
