// Symbol-keyed properties: hidden from keys/entries, shown by console.log.
const id = Symbol("id");
const meta = Symbol("meta");
const obj: any = { name: "thing", [id]: 123 };
obj[meta] = { created: "now" };
console.log(obj[id], obj[meta].created, id in obj, meta in obj);
console.log("keys", Object.keys(obj), Object.getOwnPropertyNames(obj), Object.entries(obj));
console.log(obj);
obj.zLater = "string after symbols";
console.log("symbols printed last", obj);
delete obj[id];
console.log("deleted", obj, id in obj, obj.hasOwnProperty(meta));
const other = Symbol("id");
obj[other] = "same description, different key";
console.log(obj[other], obj[id]);
const arr: any = [1, 2];
arr[id] = "on array";
console.log(arr, arr.length);
const fn: any = function tagged() {};
fn[id] = "on function";
console.log(fn);
class Tagged {
  [id] = "field";
  static [meta] = "static";
  [meta]() {
    return "symbol method";
  }
}
const t: any = new Tagged();
console.log(t, t[meta](), (Tagged as any)[meta], Tagged);
const hidden: any = {};
Object.defineProperty(hidden, id, { value: "non-enumerable", enumerable: false });
console.log("non-enumerable symbol", hidden, hidden[id]);
const many: any = {};
for (let i = 0; i < 3; i++) many[Symbol("s" + i)] = i;
console.log(many);
const copied = { ...obj };
console.log("spread copies symbol keys", copied);
const getterSym: any = {
  get [id]() {
    return "via getter";
  },
};
console.log(getterSym[id], getterSym);
