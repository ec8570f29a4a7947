// Functions and classes with own enumerable properties.
function f() {}
(f as any).a = 1;
(f as any).b = "two";
console.log(f);
const arrow: any = () => {};
arrow.meta = { nested: { deep: { deeper: 1 } } };
console.log(arrow);
const anon: any = [function () {}][0];
anon.x = 1;
console.log(anon);
class K {
  static count = 3;
}
(K as any).extra = [1, 2, 3];
console.log(K);
console.log({ fn: f, cls: K });
console.log([f, K]);
const many: any = function many() {};
for (let i = 0; i < 8; i++) many["p" + i] = i;
console.log(many);
const withSelf: any = function selfish() {};
withSelf.self = withSelf;
console.log(withSelf);
const fnArr: any = function arrProps() {};
fnArr.list = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
console.log(fnArr);
const bound: any = f.bind(null);
bound.tag = "bound";
console.log(bound);
console.log({ level1: { level2: { fnWithProps: f, fnPlain: function plain() {} } } });
