// Getters and setters in object literals.
const temp: any = {
  _c: 25,
  get c() {
    return this._c;
  },
  set c(v: number) {
    this._c = v;
  },
  get f() {
    return this._c * 9 / 5 + 32;
  },
  set f(v: number) {
    this._c = (v - 32) * 5 / 9;
  },
};
console.log("c", temp.c, "f", temp.f);
temp.f = 212;
console.log("after f=212", temp.c, temp.f);
temp.c = -40;
console.log("after c=-40", temp.c, temp.f);
let reads = 0;
const counter: any = {
  get next() {
    reads++;
    return reads * 10;
  },
};
console.log("getter runs each read", counter.next, counter.next, counter.next, reads);
const log: string[] = [];
const onlySet: any = {
  set v(val: string) {
    log.push("set " + val);
  },
};
onlySet.v = "a";
onlySet.v = "b";
console.log("setter only", onlySet.v, log.length, log[0], log[1]);
const onlyGet: any = {
  get answer() {
    return 42;
  },
};
console.log("getter only", onlyGet.answer, "answer" in onlyGet);
const computedAcc: any = {
  get ["comp" + "uted"]() {
    return "computed getter";
  },
};
console.log(computedAcc.computed);
const proto: any = {
  get who() {
    return "proto getter sees " + this.name;
  },
};
const child: any = Object.create(proto);
child.name = "child";
console.log(child.who);
console.log("hasOwn who", child.hasOwnProperty("who"), proto.hasOwnProperty("who"));
console.log(temp);
console.log(counter, onlySet, onlyGet);
console.log("reads after logging", reads);
