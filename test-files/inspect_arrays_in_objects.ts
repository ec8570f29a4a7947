// Arrays inside objects at various depths.
console.log({ list: [1, 2, 3] });
console.log({ list: [] });
console.log({ a: { list: [1, 2] } });
console.log({ a: { b: { list: [1, 2] } } });
console.log({ a: { list: [[1, 2]] } });
console.log({ matrix: [[1, 2], [3, 4]], flags: [true, false] });
console.log({ strings: ["alpha", "beta", "gamma"], count: 3 });
const config = {
  name: "app",
  version: [1, 2, 3],
  deps: { lib: [">=1.0", "<2.0"], other: [] },
  scripts: { build: ["compile", "link"], test: ["run"] },
};
console.log(config);
console.log({ empty: [], one: [1], holes: [, 1] });
const data: any = { series: [] };
for (let i = 0; i < 3; i++) data.series.push({ label: "s" + i, points: [i, i * 2, i * 3] });
console.log(data);
