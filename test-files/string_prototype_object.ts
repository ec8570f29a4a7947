// String.prototype is itself a String object holding "": an own read-only
// `length` of 0, valueOf/toString answering "", and the other wrapper
// checks unchanged.
const proto: any = String.prototype;
console.log(proto.length, Object.getOwnPropertyDescriptor(proto, "length"));
console.log(proto.valueOf() === "", proto.toString() === "", `${proto}` === "", proto + "!");
console.log(Object.getOwnPropertyNames(proto).slice(0, 2), Object.create(proto).length);
console.log(proto, "abc".length, new String("xy").length, "abc".at(-1));
try {
  proto.length = 5;
} catch (e) {
  console.log(String(e));
}
try {
  delete proto.length;
} catch (e) {
  console.log(String(e), proto.length);
}
for (const receiver of [{}, 5, Object.create(proto)]) {
  try {
    String.prototype.valueOf.call(receiver);
  } catch (e) {
    console.log(String(e));
  }
}
