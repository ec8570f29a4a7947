// split by strings: empty separators, limits, undefined separator,
// separators at the ends, surrogate pairs split by code unit.
console.log("a,b,c".split(","), "a,b,c".split(",", 2), "a,b,c".split(",", 0), "a,b,c".split(",", -1));
console.log("abc".split(""), "abc".split("", 2), "".split(""), "".split(","), "abc".split());
console.log(",a,,b,".split(","), "a--b--c".split("--"), "aaa".split("a"), "abc".split("abc"), "abc".split("abcd"));
console.log("😀x".split("").length, "a b  c".split(" "), "1.2.3".split(".", 2.7));
console.log("a1b1c".split(1 as any), "nullxnull".split(null as any), "x".split(undefined, 0));
console.log("a,b".split(",", "1" as any), "a,b,c".split(",", 4294967297));
