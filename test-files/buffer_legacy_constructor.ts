// node's deprecated `Buffer(…)` and `new Buffer(…)` (DEP0005, printed on
// stderr and seen by 'warning' listeners), Buffer's own static members,
// and the Buffers TypedArray methods make (node's species).
process.on("warning", (w) => console.log("warning:", w.name, (w as Error & { code: string }).code));
const a = new (Buffer as any)("abc");
const b = (Buffer as any)(3);
const c = (Buffer as any)([1, 2]);
const d = new (Buffer as any)("6869", "hex");
console.log(a, b, c, d, a instanceof Buffer, Object.getPrototypeOf(b) === Buffer.prototype);
try {
  (Buffer as any)(3, "utf8");
} catch (e) {
  const err = e as Error & { code: string };
  console.log(err.code, err.message);
}
console.log(Object.keys(Buffer), Buffer.length, Buffer.name, Object.getPrototypeOf(Buffer) === Uint8Array);
console.log(Buffer.prototype.constructor === Buffer, Buffer.of(1, 2), Buffer.from === (Uint8Array as any).from);
console.log(Buffer.copyBytesFrom(new Uint16Array([1, 0x0203, 4]), 1, 1), Buffer.copyBytesFrom(new Uint8Array([5, 6, 7]), 1));
const m = Buffer.from("ab").map((x) => x + 1);
const f = Buffer.from("abc").filter((x) => x !== 98);
console.log(m, f, m.constructor === Buffer, Buffer.from("xyz").subarray(1).constructor.name, Buffer.from("q").slice().toString());
