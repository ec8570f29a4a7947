// Functions are objects: own properties, functions as values in containers.
function counter() {
  (counter as any).calls = ((counter as any).calls || 0) + 1;
  return (counter as any).calls;
}
counter();
counter();
console.log("static-like property", (counter as any).calls);
const f: any = () => "f";
f.meta = { version: 1 };
f.tag = "tagged";
console.log(f(), f.meta.version, Object.keys(f));
console.log("in", "tag" in f, "name" in f, "length" in f, f.hasOwnProperty("name"));
console.log(f);
function withProto() {}
console.log("prototype own", withProto.hasOwnProperty("prototype"), Object.keys(withProto.prototype));
console.log("arrows have no prototype", (() => {}).hasOwnProperty("prototype"), (f as any).prototype);
const handlers: any = {
  onA: () => "A handled",
  onB: function () {
    return "B handled";
  },
};
const keys = Object.keys(handlers);
for (let i = 0; i < keys.length; i++) console.log(keys[i], handlers[keys[i]]());
const list: any[] = [function one() { return 1; }, () => 2, counter];
console.log(list[0](), list[1](), list[2]());
console.log(list);
console.log("typeof", typeof f, typeof list[0], typeof counter);
console.log("identity", f === f, (() => 1) === (() => 1));
const returnsFn = () => () => () => "deep";
console.log(returnsFn()()());
const fnWithFn: any = function host() {};
fnWithFn.helper = function helper() {};
fnWithFn.nested = { inner: () => 0 };
console.log(fnWithFn);
console.log({ fn: fnWithFn });
