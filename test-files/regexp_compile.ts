// Annex B's RegExp.prototype.compile: old code recompiles one RegExp
// object in place instead of making a new one.
const re: any = /a/g;
re.lastIndex = 3;
console.log(re.compile("x+", "i") === re, re, re.lastIndex, re.flags, re.ignoreCase, re.global);
console.log(re.test("aXXb"), "aXXb".replace(re, "-"));
re.compile(/q(\d)/m);
console.log(re.source, re.flags, re.exec("q7")?.[1]);
re.compile();
console.log(String(re), re.source);
re.compile(undefined, "y");
console.log(String(re), re.sticky);
re.compile({ toString() { return "t+"; } } as any, { toString() { return "g"; } } as any);
console.log(re, "ttxtt".match(re));

// A tokenizer reusing one RegExp for each kind of token.
const kinds: Array<[string, string]> = [["number", "\\d+"], ["word", "[a-z]+"], ["space", "\\s+"]];
const matcher: any = new RegExp("");
function tokenize(input: string) {
  const out: string[] = [];
  let pos = 0;
  outer: while (pos < input.length) {
    for (const [kind, pattern] of kinds) {
      matcher.compile(pattern, "y");
      matcher.lastIndex = pos;
      const m = matcher.exec(input);
      if (m) {
        if (kind !== "space") out.push(kind + ":" + m[0]);
        pos = matcher.lastIndex;
        continue outer;
      }
    }
    out.push("other:" + input[pos]);
    pos++;
  }
  return out;
}
console.log(tokenize("abc 123 de+f"));

for (const f of [
  () => /a/.compile(/b/, "g"),
  () => /a/.compile("("),
  () => /a/.compile("a", "gg"),
  () => (RegExp.prototype as any).compile.call({}),
  () => Object.freeze(/a/).compile("b"),
]) {
  try {
    f();
    console.log("no error");
  } catch (e) {
    console.log((e as Error).name + ": " + (e as Error).message);
  }
}
class Sub extends RegExp {}
const sub: any = new Sub("a", "g");
console.log(sub.compile("b") === sub, sub instanceof Sub, String(sub));
console.log(Reflect.ownKeys(RegExp.prototype).filter((k) => typeof k === "string"));
const frozen = Object.freeze(/a/g);
for (const f of [() => frozen.exec("a"), () => "aa".replace(frozen, "b"), () => frozen.test("b")]) {
  try {
    console.log(f());
  } catch (e) {
    console.log((e as Error).message);
  }
}
