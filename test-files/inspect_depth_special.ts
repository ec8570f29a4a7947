// What is printed in place of values deeper than depth 2.
class Foo {
  v = 1;
}
class EmptyClass {}
const nullProto: any = Object.create(null);
nullProto.k = 1;
const fnWithProps: any = function withProps() {};
fnWithProps.p = 1;
function plain() {}
const arr = [1, 2];
const deepValues: any = {
  instance: new Foo(),
  emptyInstance: new EmptyClass(),
  nullProto,
  emptyNullProto: Object.create(null),
  fnWithProps,
  plain,
  arr,
  emptyArr: [],
  emptyObj: {},
  str: "still a string",
  num: -0,
  sym: Symbol("s"),
  cls: Foo,
};
console.log({ l1: { l2: deepValues } });
console.log({ l1: { l2: { l3: deepValues } } });
console.log([[deepValues]]);
console.log([[[new Foo(), [new Foo()]]]]);
const arrWithProp: any = [1];
arrWithProp.extra = true;
console.log({ a: { b: { arrWithProp, holes: [, ,] } } });
