// Mixed element types: any non-number switches to left alignment.
console.log([1, 2, 3, 4, 5, 6, "7"]);
console.log([1, 22, 333, "a", "bb", "ccc", true, false, null, undefined]);
console.log([true, false, true, false, true, false, true, false]);
console.log([null, null, null, null, null, null, null]);
console.log([undefined, 1, undefined, 22, undefined, 333, undefined]);
console.log([1, 2, 3, 4, 5, 6, 7, [8]]);
console.log([1, 2, 3, 4, 5, 6, 7, {}]);
console.log([1, 2, 3, 4, 5, 6, 7, Symbol("s")]);
console.log([-0, 0, -0, 0, -0, 0, -0]);
const withFn = [1, 2, 3, 4, 5, 6, function f() {}];
console.log(withFn);
const numsAndStrs: any[] = [];
for (let i = 0; i < 20; i++) numsAndStrs.push(i % 3 === 0 ? "s" + i : i);
console.log(numsAndStrs);
