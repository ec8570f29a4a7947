// Reads and stores at holes and past the end of arrays, where nothing on
// the prototype chain has elements (undefined, a new element) and where
// something does: an element, a getter or a setter on Array.prototype or
// Object.prototype, a typed array or a String object as the prototype, a
// frozen array, a read-only length, a sparse array.
function read(a: any, i: number): unknown {
  return a[i];
}
function write(a: any, i: number, v: unknown): string {
  try {
    a[i] = v;
    return "ok";
  } catch (e) {
    return (e as Error).constructor.name + ": " + (e as Error).message;
  }
}
const show = (a: any) => JSON.stringify(a) + "/" + a.length + "/" + Object.keys(a).join(",");

const buckets: any[] = new Array(8);
const out: unknown[] = [];
for (let i = 0; i < 10; i++) out.push(read(buckets, i));
for (let i = 0; i < 12; i += 3) out.push(write(buckets, i, "b" + i));
out.push(show(buckets));
console.log(out.join(" "));

// An element on Array.prototype shows through holes; a store to the hole
// makes an own element and leaves the prototype's alone.
(Array.prototype as any)[1] = "from Array.prototype";
console.log(read(buckets, 1), read(buckets, 2), read([], 1), read([0, , 2], 1), read(buckets, 100));
console.log(write(buckets, 1, "own"), read(buckets, 1), (Array.prototype as any)[1], read([], 1));
delete (Array.prototype as any)[1];
console.log(read([], 1), read(new Array(3), 1));

// A getter and a setter on Object.prototype for an index (the log is a
// string: an array's own pushes would meet the setter).
let log = "";
Object.defineProperty(Object.prototype, "4", {
  get() {
    log += "get,";
    return "getter";
  },
  set(v) {
    log += "set " + v + ",";
  },
  configurable: true,
});
// (Printed once it is gone: node's own console.log meets it too.)
const holey: any[] = [0, 1, , , , 5];
const withAccessor = [read(holey, 4), write(holey, 4, "x"), read(holey, 4), show(holey), log];
const short: any[] = [1];
withAccessor.push(read(short, 4), write(short, 4, "y"), short.length, log);
delete (Object.prototype as any)[4];
console.log(withAccessor.join(" "));
console.log(read(holey, 4), write(holey, 4, "z"), read(holey, 4), show(holey));

// A read-only element on the prototype refuses the store.
Object.defineProperty(Array.prototype, 7, { value: "fixed", writable: false, configurable: true });
const a7: any[] = [];
console.log(read(a7, 7), write(a7, 7, "mine"), a7.length);
delete (Array.prototype as any)[7];
console.log(read(a7, 7), write(a7, 7, "mine"), a7.length);

// Prototypes with elements of their own kinds.
const onTyped: any[] = [1, , 3];
Object.setPrototypeOf(onTyped, new Int8Array([10, 20, 30, 40]));
console.log(read(onTyped, 1), read(onTyped, 3), read(onTyped, 9));
const onString: any[] = [, "b"];
Object.setPrototypeOf(onString, new String("xyz"));
console.log(read(onString, 0), read(onString, 2), read(onString, 3));
class Stack extends Array {}
const st: any = new Stack();
st.push(1);
console.log(read(st, 0), read(st, 5), write(st, 5, 6), show(st));

// Frozen, non-extensible, read-only length.
const frozen = Object.freeze([1, , 3]);
console.log(read(frozen, 1), write(frozen, 1, 2), write(frozen, 9, 2), show(frozen));
const closed = Object.preventExtensions([1, , 3]);
console.log(write(closed, 1, 2), write(closed, 0, 9), show(closed));
const fixedLength: any[] = [1, 2];
Object.defineProperty(fixedLength, "length", { writable: false });
console.log(write(fixedLength, 2, 3), write(fixedLength, 1, 9), show(fixedLength));

// Sparse arrays: a large `new Array(n)` and a store far past the end.
const big: any[] = new Array(200000);
let undef = 0;
for (let i = 0; i < 200000; i += 997) if (read(big, i) === undefined) undef++;
for (let i = 0; i < 200000; i += 1999) write(big, i, i);
let sum = 0;
for (let i = 0; i < 200000; i += 1999) sum += read(big, i) as number;
console.log(undef, sum, big.length, Object.keys(big).length);
const far: any[] = [1, 2, 3];
console.log(write(far, 1e6, "far"), far.length, read(far, 999999), read(far, 1e6), Object.keys(far).length);
console.log(write(far, 2 ** 32 - 1, "not an index"), far.length, read(far, 2 ** 32 - 1), write(far, -1, "neg"), read(far, -1));

// A loop mixing holes, elements and prototypes' elements at one site.
const mixed: any[] = new Array(50);
for (let i = 0; i < 50; i += 2) mixed[i] = i;
let seen = 0;
for (let round = 0; round < 3; round++) {
  if (round === 1) (Array.prototype as any)[5] = 1000;
  if (round === 2) delete (Array.prototype as any)[5];
  for (let i = 0; i < 60; i++) {
    const v = read(mixed, i);
    seen += v === undefined ? 1 : (v as number);
  }
}
console.log(seen);
