// slice, substring and substr: negative, swapped, out-of-range and
// non-numeric arguments.
const s = "0123456789";
console.log(s.slice(2), s.slice(-3), s.slice(2, -2), s.slice(-2, 2), s.slice(5, 5), s.slice(100), s.slice(-100, 3));
console.log(s.substring(2), s.substring(5, 2), s.substring(-3, 3), s.substring(3, NaN), s.substring(8, 100));
console.log(s.substr(2, 3), s.substr(-3), s.substr(-3, 2), s.substr(3, -1), s.substr(20), s.substr(0, 1.7));
console.log(s.slice("3" as any, "5" as any), s.substring(null as any, 2), s.slice(undefined, 4), s.slice(0, undefined));
console.log("a😀b".slice(1, 2).length, "a😀b".slice(1, 3) === "😀", "héllo".slice(1, 2));
