// replace/replaceAll with string patterns: first only vs all, $ patterns,
// empty patterns, replacer functions and their arguments.
console.log("aaa".replace("a", "b"), "aaa".replaceAll("a", "b"), "abc".replace("x", "y"));
console.log("abc".replace("b", "[$&]"), "abc".replace("b", "[$`]"), "abc".replace("b", "[$']"), "abc".replace("b", "$$"), "abc".replace("b", "$1$<x>$"));
console.log("abc".replace("", "-"), "abc".replaceAll("", "-"), "".replaceAll("", "x"), "aaaa".replaceAll("aa", "b"));
console.log("a.b.c".replaceAll(".", "$&$&"), "x".replace("x", "$"), "x".replace("x", "$0"));
console.log("one two two".replace("two", (m, off, str) => `<${m}@${off} of ${str.length}>`));
console.log("abab".replaceAll("b", (m, off) => String(off)), "abc".replace("b", () => undefined as any), "abc".replace("b", 42 as any));
console.log("null".replace(null as any, "N"), "12".replace(1 as any, "one"));
