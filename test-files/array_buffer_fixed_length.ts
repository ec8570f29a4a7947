// Fixed-length ArrayBuffers report themselves as node reports them.
const buffers = [new ArrayBuffer(0), new ArrayBuffer(8), new Uint16Array(5).buffer, new ArrayBuffer(16).slice(4, 10)];
for (const b of buffers) {
  console.log(b.byteLength, b.maxByteLength, b.resizable);
}
const proto = ArrayBuffer.prototype;
for (const name of ["byteLength", "maxByteLength", "resizable"]) {
  const d = Object.getOwnPropertyDescriptor(proto, name)!;
  console.log(name, typeof d.get, d.set, d.enumerable, d.configurable, d.get!.name, d.get!.length);
  for (const bad of [{}, 1, new Uint8Array(2), new DataView(new ArrayBuffer(1))]) {
    try {
      d.get!.call(bad);
    } catch (e) {
      console.log(" ", (e as Error).constructor.name, (e as Error).message);
    }
  }
}
// A program that checks before it grows a buffer takes its fixed path.
function grow(b: ArrayBuffer, n: number): ArrayBuffer {
  if (b.resizable && n <= b.maxByteLength) {
    (b as any).resize(n);
    return b;
  }
  const bigger = new ArrayBuffer(n);
  new Uint8Array(bigger).set(new Uint8Array(b));
  return bigger;
}
const small = new Uint8Array([1, 2, 3]).buffer;
const grown = grow(small, 6);
console.log(grown.byteLength, new Uint8Array(grown), grown === small);
