// Objects inside arrays at various depths.
console.log([{ a: 1 }]);
console.log([{ a: 1 }, { b: 2 }, { c: 3 }]);
console.log([{ a: { b: 1 } }]);
console.log([{ a: { b: { c: 1 } } }]);
console.log([[{ a: 1 }]]);
console.log([[{ a: { b: 1 } }]]);
console.log([[[{ a: 1 }]]]);
const people = [
  { name: "Ada", age: 36, langs: ["en"] },
  { name: "Grace", age: 85, langs: ["en", "cobol"] },
  { name: "Linus", age: 54, langs: ["fi", "sv", "en"] },
];
console.log(people);
console.log([{ id: 1, tags: ["a", "b"], meta: { created: "today", by: { user: "x" } } }]);
const rows: any[] = [];
for (let i = 0; i < 5; i++) rows.push({ row: i, cells: [i, i + 1, i + 2] });
console.log(rows);
console.log([1, "two", { three: 3 }, [4], null, undefined, true]);
