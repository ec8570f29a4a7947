// Arguments and receivers whose conversions run JavaScript that
// allocates (and may collect) between the method's steps.
const garbage: string[][] = [];
const heavy = (v: string) => ({ toString() { for (let i = 0; i < 200; i++) garbage.push(["x" + i, "y" + i]); if (garbage.length > 2000) garbage.length = 0; return v; } });
console.log(String.prototype.replace.call(heavy("hello world"), heavy("o"), heavy("0")));
console.log(String.prototype.split.call(heavy("a,b,c"), heavy(","), { valueOf() { heavy("").toString(); return 2; } } as any));
console.log(String.prototype.padStart.call(heavy("7"), 4, heavy("ab")), String.prototype.concat.call(heavy("a"), heavy("b"), heavy("c")));
console.log("abc".indexOf(heavy("c") as any), "abcabc".lastIndexOf(heavy("b") as any, { valueOf() { heavy(""); return 3; } } as any));
console.log("x-y".replace(/-/, heavy("+") as any), "q".replace("q", () => heavy("fn").toString()), "a1".match(heavy("\\d") as any));
console.log("a1b2".replace(/\d/g, (d) => { heavy("").toString(); return `<${d}>`; }), new RegExp(heavy("a+") as any, heavy("g") as any));
const parts: string[] = [];
for (let i = 0; i < 300; i++) parts.push(("item" + i).toUpperCase().padEnd(8, ".").slice(0, 7));
console.log(parts.join("|").split("|").length, parts[299], parts.join("").replace(/ITEM/g, "i").length);
