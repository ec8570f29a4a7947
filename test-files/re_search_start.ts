// Where a search may start: the first code units a pattern can begin with
// let the matcher skip positions, and that must never skip a real match
// (case-insensitive sets, non-ASCII and astral first characters, Unicode
// spaces, literal prefixes, anchors), nor change the captures found.
const cases: [RegExp, string][] = [
  [/[a-z]+/gi, "12 ABC def"],
  [/k/giu, "x\u212A k K"],
  [/\u212A/gi, "k K \u212A"],
  [/ſ/gi, "s S ſ"],
  [/été/g, "ete été ÉTÉ"],
  [/été/gi, "ete été ÉTÉ"],
  [/\u{1F600}+/gu, "a\u{1F600}\u{1F600}b\u{1F600}"],
  [/\uD83D/g, "a\u{1F600}b"],
  [/\s+/g, "a\u00a0\u00a0b\u2003c\u3000d\ufeffe\tf"],
  [/took (\d+)ms/g, "to tok took 12ms took x took 3ms"],
  [/(?<=a)b/g, "ab cb ab"],
  [/(?:x|é|\u{1F600})\d/gu, "é1 x2 \u{1F600}3 y4"],
  [/^b/g, "ab\nb"],
  [/^b/gm, "ab\nb"],
  [/b$/gm, "ab\nb\ncb"],
  [/(a|)b/g, "b ab cb"],
  [/[^a-z]x/g, "ax 1x éx"],
  [/\bfoo\b/gi, "FOO foobar bar-foo"],
  [/\d{2,}/g, "1 22 333 4"],
  [/[\u0100-\uffff]+/g, "abc\u0100\u0101d\uffff"],
];
for (const [re, text] of cases) {
  const found: string[] = [];
  for (const m of text.matchAll(re)) found.push(`${m.index}:${JSON.stringify(m.slice())}`);
  console.log(String(re), found.join(" "), text.replace(re, "<$&>"), text.split(re).length);
}
// Sticky: only at lastIndex.
const sticky = /b+/y;
for (const i of [0, 1, 2, 3]) {
  sticky.lastIndex = i;
  console.log(i, sticky.exec("abbcb"), sticky.lastIndex);
}
// Under `u`, a lastIndex inside a surrogate pair starts at the pair.
const pair = /[^a]?a/gu;
pair.lastIndex = 3;
console.log(pair.exec("aa\u{1F600}a"), pair.lastIndex);
const tail = /\uDE00/gu;
tail.lastIndex = 3;
console.log(tail.exec("aa\u{1F600}a"), tail.lastIndex);
const units = /\uDE00/g;
units.lastIndex = 3;
console.log(units.exec("aa\u{1F600}a"), units.lastIndex);
// A scan over a longer text: every match is found.
let text = "";
for (let i = 0; i < 2000; i++) text += i % 7 === 0 ? `user${i}@host${i % 5}.com ` : `w${i} `;
const mails = text.match(/\b([a-z]+\d*)@([a-z]+\d)\.com\b/g)!;
console.log(mails.length, mails[0], mails[mails.length - 1]);
