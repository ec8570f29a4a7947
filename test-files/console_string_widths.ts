// console.log lays arrays out by each string's width as node measures it
// with ICU: wide and emoji characters two columns, marks and format
// characters none, and the cases where UAX #11 and node 20's ICU differ.

console.log(["🚀", "✅", "ab", "cd", "ef", "gh", "ij"]);
console.log(["नमस्ते", "दुनिया", "ab", "cd", "ef", "gh", "ij"]);
console.log(["日本語", "中文", "한국어", "e\u0301t\u00e9", "👨‍👩‍👧", "🏳️‍🌈", "a", "b", "c", "d"]);
console.log(["ｆｕｌｌ", "ｗｉｄｔｈ", "\u200bzw", "x\u0300\u0301", "🇯🇵", "🇫🇷", "👍🏽", "ok", "no", "yes", "maybe", "never"]);
const m = new Map([["🚀", 1], ["✨", 2]]);
console.log(m, { "🚀": "✅", long: "x".repeat(60) });
for (const s of ["👨‍👩‍👧", "🏳️‍🌈", "🇯🇵", "👍🏽", "🏳", "👨", "e\u0301t\u00e9", "한국어"]) {
  console.log([s, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".slice(0, 60), "b", "c", "d", "e", "f"]);
  console.log([s, "a", "b", "c", "d", "e", "f"]);
}
const ranges: [number, number, number][] = [
  [0x300, 0x370, 7], [0x5c0, 0x5d0, 1], [0x600, 0x606, 1], [0x6dc, 0x6de, 1], [0x900, 0x980, 9],
  [0xe30, 0xe50, 5], [0x1160, 0x1200, 13], [0x1ad8, 0x1af2, 1], [0x2060, 0x2070, 1],
  [0x2600, 0x2800, 23], [0x3028, 0x3032, 1], [0x3097, 0x309c, 1], [0x3162, 0x3166, 1],
  [0xd7ae, 0xd800, 5], [0xfe00, 0xfe70, 11], [0xff9e, 0xffa2, 1], [0xffee, 0x10000, 1],
  [0x1f1e4, 0x1f200, 3], [0x1f300, 0x1f700, 29], [0x1f6d8, 0x1f6da, 1], [0x1f900, 0x1fa00, 31],
  [0xe0000, 0xe0022, 1],
];
for (const [a, b, step] of ranges) {
  for (let cp = a; cp < b; cp += step) {
    const ch = String.fromCodePoint(cp);
    console.log(cp.toString(16), ["\u200b", "\u00ad", ch, "\u00a0", "\u061c", "ab", "c"]);
  }
}
