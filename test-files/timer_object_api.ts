// The Timeout object: typeof, hasRef/ref/unref returning itself, Symbol.toPrimitive, and clearing by primitive id.
type Handle = ReturnType<typeof setTimeout>;

const t: Handle = setTimeout(() => console.log("t fired"), 5);
console.log("typeof timeout:", typeof t);
console.log("is Timeout:", t.constructor.name);
console.log("hasRef initially:", t.hasRef());
console.log("unref returns itself:", t.unref() === t, "hasRef:", t.hasRef());
console.log("ref returns itself:", t.ref() === t, "hasRef:", t.hasRef());
console.log("typeof +t:", typeof +t);
console.log("toPrimitive is a function:", typeof t[Symbol.toPrimitive]);
console.log("primitive is an integer:", Number.isInteger(t[Symbol.toPrimitive]()));
console.log("primitive is stable:", +t === +t);

// A timer can be cancelled through its primitive id once that id has been taken.
const byId = setTimeout(() => console.log("byId fired (should not)"), 5);
const id: number = +byId;
clearTimeout(id);

// Distinct timers have distinct ids.
const u: Handle = setTimeout(() => {}, 1);
console.log("distinct ids:", +u !== +t);

// Using timers as Map keys works, since each is a distinct object.
const labels = new Map<Handle, string>();
labels.set(t, "first");
labels.set(u, "second");
console.log("map size:", labels.size, labels.get(u));

const iv = setInterval(() => {}, 50);
console.log("interval hasRef:", iv.hasRef(), "same class:", iv.constructor === t.constructor);
clearInterval(iv);

let immediateRan = false;
const imm = setImmediate(() => {
  immediateRan = true;
  setTimeout(() => {
    console.log("after firing, hasRef:", u.hasRef(), "immediate ran:", immediateRan);
  }, 15);
});
console.log("typeof immediate:", typeof imm, imm.constructor.name, "hasRef:", imm.hasRef());
