// RegExp's legacy statics (RegExp.$1 … $9, input, lastMatch, lastParen,
// leftContext, rightContext): the last successful built-in match.
const R = RegExp as any;
console.log(JSON.stringify([R.$1, R.input, R.lastMatch, R.leftContext, R.rightContext, R.lastParen]));
/(\d+)-(\d+)/.test("a 12-34 b");
console.log(R.$1, R.$2, R.$3 === "", R.lastMatch, R["$&"], R.input, R.$_, R.leftContext, R["$`"], R.rightContext, R["$'"], R.lastParen, R["$+"]);
"x=1, y=22".replace(/(\w)=(\d+)/g, (m: string) => m);
console.log(R.$1, R.$2, R.lastMatch, R.leftContext, R.rightContext);
"no match here".match(/zzz/);
console.log(R.$1, R.lastMatch);
"abc".split(/(b)/);
console.log(R.$1, R.lastMatch, R.leftContext);
/(a)|(b)/.exec("b");
console.log(JSON.stringify([R.$1, R.$2, R.lastParen]));
R.input = "changed"; R.$1 = "ignored";
console.log(R.input, R.$_, R.$1);
"hello world".search(/o (w)/);
console.log(R.$1, R.input);
const d = Object.getOwnPropertyDescriptor(RegExp, "$1")!;
console.log(d.enumerable, d.configurable, d.get!.name, d.set!.name, Object.keys(RegExp));
const big = /(1)(2)(3)(4)(5)(6)(7)(8)(9)(10)(11)/;
big.exec("1234567891011");
console.log(R.$9, R.lastParen);
console.log(RegExp);
const seen: string[] = [];
"a1b2c3".replace(/([a-z])(\d)/g, (m: string) => { seen.push(R.$1 + R.$2 + ":" + R.lastMatch); return m; });
console.log(seen, R.$1);
const seen2: string[] = [];
"k=v".replace(/(\w)=(\w)/, () => { seen2.push(R.$2); return ""; });
console.log(seen2);
for (const m of "x1y2".matchAll(/([a-z])(\d)/g)) console.log(m[0], R.$1, R.lastMatch);
const re = /(o)/g;
let m: RegExpExecArray | null;
while ((m = re.exec("foo boo"))) console.log(m.index, R.$1, R.leftContext);
console.log(/(q)/.test("nope"), R.$1);
// The recorded subject is a root: a string made at run time survives the
// collections the loop below causes under the GC sweep.
const subject = ["heap", "-", "subject", String(subjectN())].join("");
function subjectN(): number {
  return 7;
}
/(h\w+)-(s\w+)/.exec(subject);
const junk: unknown[] = [];
for (let i = 0; i < 200; i++) junk.push({ i, s: "junk" + i });
console.log(R.$1, R.$2, R.input, R.leftContext, R.rightContext, junk.length);
