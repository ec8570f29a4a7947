// The u flag: code points vs code units, surrogate pairs, lastIndex
// advancing past pairs on empty matches, \u{...} and \p{...}.
const s = "a😀b";
console.log(s.match(/./g), s.match(/./gu), /^.$/.test("😀"), /^.$/u.test("😀"));
console.log(s.replace(/(?:)/g, "-"), s.replace(/(?:)/gu, "-"));
console.log(s.split(/(?:)/u), s.split(""), "😀".match(/\ud83d/), "😀".match(/\ud83d/u));
console.log(/\u{1F600}/u.test(s), /\u{61}/.test("a"), /\u{61}/.test("u".repeat(61)), /\p{Lu}/u.test("É"), /\p{Script=Greek}/u.test("α"));
const r = /(?:)/gu;
r.lastIndex = 0;
const idx: number[] = [];
for (let i = 0; i < 4; i++) { r.exec(s); idx.push(r.lastIndex); r.lastIndex = r.lastIndex === idx[idx.length - 1] ? r.lastIndex + (s.codePointAt(r.lastIndex)! > 0xffff ? 2 : 1) : r.lastIndex; }
console.log(idx);
console.log("😀".length, /[😀]/u.test("😀"), /^[😀]$/.test("😀"));
