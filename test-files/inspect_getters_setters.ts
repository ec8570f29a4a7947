// [Getter], [Setter] and [Getter/Setter]; getters are not invoked.
let invoked = 0;
const o: any = {
  plain: 1,
  get g() {
    invoked++;
    return "value";
  },
  set s(v: any) {},
  get gs() {
    invoked++;
    return 1;
  },
  set gs(v: any) {},
};
console.log(o);
console.log("getters invoked by console.log:", invoked);
console.log([o]);
console.log({ deeper: { o } });
const acc: any = {};
Object.defineProperty(acc, "viaDefine", { get: () => 1, enumerable: true });
Object.defineProperty(acc, "hidden", { get: () => 2, enumerable: false });
console.log(acc);
const fn: any = function withAcc() {};
Object.defineProperty(fn, "prop", { get: () => 1, set: (v: any) => {}, enumerable: true });
console.log(fn);
const arr: any = [1, 2];
Object.defineProperty(arr, "len2", { get: () => 4, enumerable: true });
console.log(arr);
const many: any = {};
for (let i = 0; i < 6; i++) {
  Object.defineProperty(many, "g" + i, { get: () => i, enumerable: true });
}
console.log(many);
console.log("invoked at end:", invoked);
