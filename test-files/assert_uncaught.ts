// An assertion that fails outside any try ends the program as node's
// does: the AssertionError on stderr, status 1, stdout flushed first.
import { deepStrictEqual } from "node:assert/strict";

const totals = new Map<string, number>();
for (const [k, v] of [["a", 1], ["b", 2], ["a", 3]] as const) {
  totals.set(k, (totals.get(k) ?? 0) + v);
}
console.log("totals computed");
deepStrictEqual(Object.fromEntries(totals), { a: 4, b: 3 });
console.log("not reached");
