// DataView's BigInt methods: both byte orders, wrapping to 64 bits, and
// node's errors.
const view = new DataView(new ArrayBuffer(24), 4);
view.setBigInt64(0, -3n);
view.setBigUint64(8, 0x0102030405060708n, true);
console.log(view.getBigInt64(0), view.getBigUint64(0), view.getBigUint64(8, true), view.getBigInt64(8));
view.setBigInt64(0, 2n ** 64n + 5n);
view.setBigUint64(8, -1n);
console.log(view.getBigInt64(0), view.getBigUint64(8), view.getBigInt64(8), view.getBigInt64(8, true));
view.setBigInt64(4, { valueOf: () => 7n } as any, true);
console.log(new Uint8Array(view.buffer), view.getBigUint64(4, true));
// A timestamp split into two 32-bit halves, as binary formats store it.
const stamp = 1733450000123456789n;
view.setBigUint64(0, stamp);
console.log(view.getUint32(0), view.getUint32(4), (BigInt(view.getUint32(0)) << 32n | BigInt(view.getUint32(4))) === stamp);
console.log(DataView.prototype.getBigInt64.length, DataView.prototype.setBigUint64.length, DataView.prototype.getBigUint64.name);
for (const bad of [
  () => view.getBigInt64(17),
  () => view.setBigInt64(0, 1 as any),
  () => view.setBigUint64(0, "x" as any),
  () => view.getBigUint64(-1),
  () => (DataView.prototype.getBigInt64 as any).call({}, 0),
]) {
  try {
    bad();
    console.log("no error");
  } catch (e) {
    console.log(`${(e as Error).constructor.name}: ${(e as Error).message}`);
  }
}
