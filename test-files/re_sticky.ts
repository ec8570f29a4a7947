// The sticky flag: matches only at lastIndex; tokenising with it.
const y = /foo/y;
console.log(y.test("foofoo"), y.lastIndex, y.test("foofoo"), y.lastIndex, y.test("foofoo"), y.lastIndex);
y.lastIndex = 1;
console.log(y.exec("xfoo")!.index, y.lastIndex, y.exec("xfoo"), y.lastIndex);
const tok = /\s*(\d+|[-+*/()])/y;
const src = "12 + (3*45) - 6";
const out: string[] = [];
let m: RegExpExecArray | null;
while ((m = tok.exec(src)) !== null) out.push(m[1]);
console.log(out, tok.lastIndex);
console.log("a-b".replace(/-/y, "+"), "-a".replace(/-/y, "+"), "xx".match(/x/y), "aab".split(/a/y));
console.log(/b/y.exec("ab"), /^b/my.exec("a\nb"));
const gy = /a/gy;
console.log("aaba".match(gy), "aaba".replace(gy, "x"));
