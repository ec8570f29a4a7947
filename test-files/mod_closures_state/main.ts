// Exported functions that close over their module's state, generators,
// a function the exporter replaces later, constants, and enums.
import { makeCounter, total, LIMIT, ids, swap, current, Color, table } from "./lib.js";

const a = makeCounter();
const b = makeCounter();
a();
a();
b();
console.log(total(), LIMIT);
let acc = 0;
for (let i = 0; i < LIMIT; i++) acc += i;
console.log(acc);
console.log([...ids(3)]);
console.log(current(), swap(), current());
console.log(Color.Green, Color[Color.Blue], table.length, table[2]);
