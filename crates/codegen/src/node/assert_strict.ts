// node 20's `assert/strict`: `assert.strict` (`assert.ts`), whose loose
// names are the strict comparisons.

import assert from "node:assert";

const strict = assert.strict;

export const {
  fail,
  AssertionError,
  ok,
  equal,
  notEqual,
  deepEqual,
  notDeepEqual,
  deepStrictEqual,
  notDeepStrictEqual,
  strictEqual,
  notStrictEqual,
  throws,
  rejects,
  doesNotThrow,
  doesNotReject,
  ifError,
  match,
  doesNotMatch,
} = strict;

export { strict };
export default strict;
