// Objects are never grouped into columns, only one line or one entry per line.
const small: any = {};
for (let i = 0; i < 7; i++) small["p" + i] = i;
console.log(small);
const twenty: any = {};
for (let i = 0; i < 20; i++) twenty["k" + i] = i;
console.log(twenty);
const numKeys: any = {};
for (let i = 0; i < 30; i++) numKeys[i] = i * i;
console.log(numKeys);
const nested: any = { inner: {} };
for (let i = 0; i < 12; i++) nested.inner["n" + i] = i;
console.log(nested);
const arrOfObj = [{ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7 }, { h: 8 }];
console.log(arrOfObj);
