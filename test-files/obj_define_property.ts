// Object.defineProperty: enumerability, accessors, getOwnPropertyNames vs keys.
const o: any = { visible: 1 };
Object.defineProperty(o, "hidden", { value: "h", enumerable: false });
Object.defineProperty(o, "shown", { value: "s", enumerable: true });
console.log("keys", Object.keys(o));
console.log("names", Object.getOwnPropertyNames(o));
console.log("reads", o.hidden, o.shown, "hidden" in o, o.hasOwnProperty("hidden"));
console.log("log hides non-enumerable", o);
let backing = 5;
const ret = Object.defineProperty(o, "acc", {
  get() {
    return backing * 2;
  },
  set(v: number) {
    backing = v;
  },
  enumerable: true,
  configurable: true,
});
console.log("returns target", ret === o);
console.log("accessor", o.acc);
o.acc = 21;
console.log("after set", o.acc, backing);
Object.defineProperty(o, "visible", { value: 100 });
console.log("redefine value keeps enumerability", o.visible, Object.keys(o));
Object.defineProperty(o, "ro", { value: "read only", writable: false, enumerable: true });
console.log("ro", o.ro);
Object.defineProperty(o, "onlyGet", { get: () => "g", enumerable: true });
Object.defineProperty(o, "onlySet", { set: (v: any) => {}, enumerable: true });
console.log(o);
const arr: any = [1, 2, 3];
Object.defineProperty(arr, "tag", { value: "t", enumerable: false });
Object.defineProperty(arr, 1, { value: "two", enumerable: true, writable: true });
console.log(arr, arr.tag, Object.keys(arr));
const defaults: any = {};
Object.defineProperty(defaults, "d", { value: 1 });
console.log("defaults non-enumerable", Object.keys(defaults), defaults.d, defaults);
