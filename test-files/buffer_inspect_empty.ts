import { inspect } from "node:util";

// A Buffer's inspection with no bytes and past node's 50-byte limit
// (found by scripts/fuzz: an empty stdin read as a Buffer).
const empty = Buffer.alloc(0);
console.log(empty, [empty], { b: empty.subarray(0, 4) });
console.log(Buffer.from("ab"), Buffer.from([1, 2, 255]));
console.log(Buffer.alloc(51, 7));
console.log(Buffer.alloc(52).subarray(1));
console.log(`${inspect(empty)}|`);
