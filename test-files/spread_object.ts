// Object spread: order, overriding, getters evaluated, non-objects ignored.
const base = { a: 1, b: 2 };
console.log({ ...base, c: 3 });
console.log({ c: 3, ...base });
console.log("later wins", { ...base, a: "override" }, { a: "early", ...base });
console.log("spread of null/undefined", { ...null, ...undefined, x: 1 });
console.log("spread of primitives", { ...(1 as any), ...(true as any) });
console.log("spread of array", { ...["p", "q"] });
let reads = 0;
const withGetter: any = {
  get g() {
    reads++;
    return "value";
  },
};
const copy: any = { ...withGetter };
console.log("getter becomes data", copy, reads);
const proto: any = { inherited: 1 };
const child: any = Object.create(proto);
child.own = 2;
console.log("own only", { ...child });
const hidden: any = { shown: 1 };
Object.defineProperty(hidden, "hidden", { value: 2, enumerable: false });
console.log("enumerable only", { ...hidden });
const s = Symbol("k");
const symSrc: any = { [s]: "sym", n: 1 };
console.log("symbols copied", { ...symSrc });
const order: any = { z: 1, 2: "two", y: 2 };
console.log("order", { first: 0, ...order, 1: "one" });
const nested = { inner: { v: 1 } };
const shallow = { ...nested };
shallow.inner.v = 2;
console.log("shallow", nested.inner.v, shallow.inner === nested.inner);
const setterTarget: any = {
  set s(v: any) {
    console.log("never called");
  },
};
const defined: any = { ...setterTarget, s: "data now" };
console.log("literal defines, does not set", defined);
