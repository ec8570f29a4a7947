// Assigning to a property of a primitive: a setter found on the wrapper's
// prototype chain runs with the primitive as `this`; anything else throws
// in strict code, with V8's message for each case.
Object.defineProperty(Number.prototype, "p", {
  set(v) {
    console.log("number setter", typeof this, this, v);
  },
  configurable: true,
});
Object.defineProperty(Object.prototype, "q", {
  set(v) {
    console.log("object setter", typeof this, String(this), v);
  },
  configurable: true,
});
Object.defineProperty(String.prototype, "ro", { value: 1, writable: false });
Object.defineProperty(Boolean.prototype, "getOnly", {
  get() {
    return 1;
  },
});

const n: any = 5;
n.p = 1;
const s: any = "ab";
s.q = 2;
const key = "q";
s[key] = 3;
const b: any = true;
b.q = 4;

const attempts: [string, () => void][] = [
  ["read-only on the prototype", () => { s.ro = 2; }],
  ["getter only", () => { b.getOnly = 2; }],
  ["getter only, number", () => { (n as any).getOnly2 = 1; }],
  ["missing", () => { n.zz = 2; }],
  ["string length", () => { s.length = 1; }],
  ["string index", () => { s[0] = "x"; }],
  ["computed missing", () => { const k = "w"; b[k] = 1; }],
];
Object.defineProperty(Number.prototype, "getOnly2", { get() { return 2; } });
for (const [what, f] of attempts) {
  try {
    f();
    console.log(what, "ok");
  } catch (e) {
    console.log(what, String(e));
  }
}
