// Arrays of 7+ objects or nested arrays.
const objs: any[] = [];
for (let i = 0; i < 8; i++) objs.push({ i });
console.log(objs);
const pairs: any[] = [];
for (let i = 0; i < 10; i++) pairs.push([i, i * i]);
console.log(pairs);
const empties: any[] = [];
for (let i = 0; i < 9; i++) empties.push(i % 2 === 0 ? {} : []);
console.log(empties);
const wide: any[] = [];
for (let i = 0; i < 7; i++) wide.push({ name: "n" + i, value: i * 100 });
console.log(wide);
const fns: any[] = [];
for (let i = 0; i < 7; i++) fns.push(() => i);
console.log(fns);
