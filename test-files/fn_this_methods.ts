// this for method calls, detached calls (strict mode), and nested functions.
const obj: any = {
  name: "obj",
  whoAmI() {
    return this === undefined ? "undefined this" : "this.name=" + this.name;
  },
  nestedRegular() {
    function inner(this: any) {
      return this === undefined ? "inner: undefined" : "inner: defined";
    }
    return inner();
  },
  nestedArrow() {
    const inner = () => this.name;
    return "arrow: " + inner();
  },
};
console.log(obj.whoAmI());
const detached = obj.whoAmI;
console.log("detached", detached());
console.log(obj.nestedRegular());
console.log(obj.nestedArrow());
const other: any = { name: "other", whoAmI: obj.whoAmI };
console.log("borrowed", other.whoAmI());
console.log("computed member call", obj["whoAmI"]());
console.log("parenthesised keeps this", (obj.whoAmI)());
function standalone(this: any) {
  return typeof this;
}
console.log("plain call this", standalone());
const holder: any = { standalone };
console.log("as method", holder.standalone());
const arr: any[] = [function (this: any) {
  return this.length;
}, "x", "y"];
console.log("array element call receives array", arr[0]());
const chain: any = {
  level: 1,
  next: {
    level: 2,
    get() {
      return this.level;
    },
  },
};
console.log("innermost receiver", chain.next.get());
const proto: any = {
  hello() {
    return "hello from " + this.id;
  },
};
const inst: any = Object.create(proto);
inst.id = "instance";
console.log("inherited method this is receiver", inst.hello());
