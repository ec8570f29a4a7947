// Arguments whose conversion runs JavaScript that allocates (and so may
// collect) before the next argument is read, and a BOM streamed in
// pieces: the typed-array, DataView and TextDecoder paths that convert.
const churn = () => {
  const a: object[] = [];
  for (let i = 0; i < 200; i++) a.push({ i, s: "x" + i });
  return a.length;
};
const num = (n: number): any => ({ valueOf: () => (churn(), n) });

const ta = new Int16Array([1, 2, 3, 4, 5, 6]);
console.log(ta.fill(num(9), num(1), num(3)));
console.log(ta.slice(num(1), num(4)), ta.subarray(num(2), num(5)));
console.log(ta.with(num(0), num(42)), ta.at(num(-1)));
console.log(new ArrayBuffer(8).slice(num(2), num(6)).byteLength);
const buffer = new ArrayBuffer(16);
console.log(new Float32Array(buffer, num(4), num(2)).length);
const dv = new DataView(new ArrayBuffer(4));
dv.setInt16(num(0), num(-2), "yes" as any);
console.log(dv.getInt16(0, true), dv.getInt16(num(0)));
ta.set([num(7), num(8)], num(4));
console.log(ta, Float64Array.from([num(1.5), num(2.5)]), Uint8Array.of(num(3), num(4)));

const d = new TextDecoder("utf-8", {
  get fatal() {
    churn();
    return false;
  },
  ignoreBOM: true,
} as any);
const opts = {
  get stream() {
    churn();
    return true;
  },
};
console.log(d.ignoreBOM, JSON.stringify(d.decode(new Uint8Array([0xef, 0xbb, 0xbf, 65]), opts as any)));

const split = new TextDecoder();
console.log(JSON.stringify(split.decode(new Uint8Array([0xef, 0xbb]), { stream: true }) + split.decode(new Uint8Array([0xbf, 0x41]))));
const twice = new TextDecoder();
console.log(JSON.stringify(twice.decode(new Uint8Array([0xef, 0xbb, 0xbf]), { stream: true }) + twice.decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))));
const wide = new TextDecoder("utf-16le");
console.log(JSON.stringify(wide.decode(new Uint8Array([0xff]), { stream: true }) + wide.decode(new Uint8Array([0xfe, 0x41, 0x00]))));
