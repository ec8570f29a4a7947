// An import is the exporter's binding, not a copy: later assignments in
// the exporting module are seen, through functions and directly.
import { count, increment, reset, state, swapState } from "./counter.js";
import { count as c2 } from "./reexport.js";

console.log(count, c2);
increment();
increment();
console.log(count, c2);
const seen: number[] = [];
for (let i = 0; i < 3; i++) {
  increment();
  seen.push(count);
}
console.log(seen);
reset();
console.log(count);
console.log(state.name);
swapState();
console.log(state.name);
function later() {
  return count;
}
increment();
console.log(later());
