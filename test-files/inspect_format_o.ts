// %o: like %O but with showHidden and depth 4 (array lengths appear as [length]).
console.log("%o", { a: 1, b: "two" });
console.log("%o", [1, 2, 3]);
console.log("%o", []);
console.log("%o", { list: [1, 2], nested: { deep: { deeper: { deepest: { bottom: 1 } } } } });
console.log("%o", [[1, [2, [3, [4, [5]]]]]]);
console.log("%o and %o", { x: 1 }, ["y"]);
console.log("value: %o!", { s: "it's" });
console.log("%o", { empty: {}, arr: [] });
console.log("%o", [1, , 3]);
const nums: number[] = [];
for (let i = 0; i < 10; i++) nums.push(i);
console.log("%o", nums);
console.log("%o", { nums });
console.log("%o", "top-level string is quoted");
console.log("%o", 42, "extra arg", { after: true });
