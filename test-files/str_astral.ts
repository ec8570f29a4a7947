// Astral characters are two UTF-16 code units; indexing yields lone surrogates.
const smile = "😀";
console.log("length", smile.length, "😀".length === 2);
console.log("whole", smile, "concat", smile + smile, (smile + smile).length);
const hi = smile[0];
const lo = smile[1];
console.log("halves lengths", hi.length, lo.length, "rejoined", hi + lo, hi + lo === smile);
console.log("out of range", smile[2], smile[-1]);
const mixed = "a😀b🎉c";
console.log("mixed length", mixed.length);
for (let i = 0; i < mixed.length; i++) {
  const c = mixed[i];
  console.log(i, c.length, c === "a" || c === "b" || c === "c" ? c : "(surrogate)");
}
console.log("escape equal", "\u{1F600}" === smile, "\uD83D\uDE00" === smile);
console.log("compare", "😀" < "😁", "\uFFFF" < "😀", "😀" > "z", "é" > "z");
console.log("template", `[${smile}]`, `${smile}`.length, `${hi}${lo}` === smile);
const flag = "🇫🇷";
console.log("flag", flag, flag.length);
const family = "👨‍👩‍👧";
console.log("zwj family", family, family.length);
console.log("bmp", "€", "€".length, "中文".length, "é".length, "é".length);
let s = "";
for (let i = 0; i < 5; i++) s += "𝒳";
console.log("built", s, s.length);
console.log("half in template", `x${s[1]}y` === "x" + s[1] + "y", (`x${s[1]}y`).length);
let n = 0;
for (let i = 0; i < s.length; i++) {
  if (s[i] === s[0]) n++;
}
console.log("high-surrogate count", n);
