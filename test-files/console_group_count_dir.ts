// The rest of node's console: group/groupCollapsed/groupEnd indent every
// line that follows (also the lines inside a multi-line value), count and
// countReset, dir with its depth option, dirxml, assert (stderr), and the
// methods that print nothing on a pipe (clear, profile, timeStamp).
console.group("G1");
console.log("in 1\nsecond line");
console.group();
console.log({ a: 1, b: [1, 2], c: { d: { e: { f: 1 } } } });
console.log(["a long enough string to wrap", "another long enough string", "and a third one here"]);
console.groupEnd();
console.groupCollapsed("G2", 5, { x: 1 });
console.count();
console.count();
console.count("x");
console.countReset();
console.count();
console.info("info is log");
console.groupEnd();
console.groupEnd();
console.groupEnd();
console.log("back at column 0");
console.dir({ a: { b: { c: { d: 1 } } } }, { depth: 0 });
console.dir({ a: { b: { c: { d: 1 } } } }, { depth: null });
console.dir({ a: { b: { c: { d: 1 } } } });
console.dir("a string is quoted");
console.dir([1, "x", undefined]);
console.dirxml("dirxml", 1, { is: "log" });
console.assert(1 === 1, "not shown");
console.assert(false, "shown on stderr %s", "x");
console.assert(0);
console.clear();
console.profile();
console.profileEnd();
console.timeStamp();
console.countReset("nope");
let n = 0;
for (const label of ["a", "b", "a", 7, "7"]) {
  console.count(label as string);
  n++;
}
console.log(n, typeof console.time, typeof console.timeEnd, typeof console.timeLog, typeof console.trace);
