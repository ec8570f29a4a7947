// util.inspect with its options, as scripts use them for debugging output.
import { inspect } from "node:util";

const data = {
  id: 7,
  name: "widget",
  tags: ["a", "b", "c"],
  nested: { level1: { level2: { level3: { level4: "deep" } } } },
  list: Array.from({ length: 30 }, (_, i) => i * i),
  text: "x".repeat(120),
  map: new Map<string, unknown>([["k", { v: [1, 2] }]]),
  when: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
  get computed() {
    return 99;
  },
};
Object.defineProperty(data, "hidden", { value: "secret", enumerable: false });

console.log(inspect(data));
console.log(inspect(data, { depth: 0 }));
console.log(inspect(data, { depth: Infinity, breakLength: Infinity }));
console.log(inspect(data, { compact: false, depth: 1 }));
console.log(inspect(data, { compact: 1, breakLength: 60, depth: 1 }));
console.log(inspect(data, { sorted: true, depth: 0 }));
console.log(inspect(data, { getters: true, depth: 0 }));
console.log(inspect(data, { showHidden: true, depth: 0 }));
console.log(inspect(data.list, { maxArrayLength: 5 }), inspect(data.text, { maxStringLength: 10 }));
console.log(inspect("quote's \"both\""), inspect(["x"], { colors: false }), inspect(new Set([1]), { showHidden: true }));
console.log(inspect({ a: [1, 2, { b: 3 }] }, { breakLength: 10 }));
console.log(inspect(-0), inspect([undefined, null, , 3]), inspect({ "key with space": 1, valid_id: 2, 3: "num" }));
