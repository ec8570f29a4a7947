// The 100-entry limit counts output entries (a run of holes is one entry).
const a: any = [];
for (let i = 0; i < 300; i += 2) a[i] = i;
console.log(a);
const b: any = [];
b[1000] = "end";
b[0] = "start";
console.log(b);
const objs: any[] = [];
for (let i = 0; i < 103; i++) objs.push({ i });
console.log(objs);
const withProps: any = [];
for (let i = 0; i < 105; i++) withProps.push(i);
withProps.extra = "shown after more items?";
console.log(withProps);
const nested: any[] = [];
for (let i = 0; i < 101; i++) nested.push([i]);
console.log([nested]);
