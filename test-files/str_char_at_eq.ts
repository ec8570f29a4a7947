// charAt and === on one-unit strings, the way tokenizers use them: in and
// out of range, fractional and odd indices, two-byte units, a view, and a
// String.prototype.charAt the program replaced.
const s = "a€b\u00ff\ud83d\ude00z";
const out: string[] = [];
for (let i = -1; i <= s.length; i++) out.push(JSON.stringify(s.charAt(i)));
console.log(out.join(" "));
console.log(s.charAt(1.7), s.charAt(NaN as any), s.charAt("2" as any), s.charAt(undefined as any), s.charAt(Infinity));
console.log(s.charAt(0) === "a", s.charAt(2) === "b", s.charAt(1) === "€", s.charAt(3) === "ÿ", s.charAt(0) === "b");
const built = String.fromCharCode(97);
console.log(built === "a", "a" === built, "" === s.charAt(99), s.charAt(99) === "", "ab" === "a" + "b");
let count = 0;
const text = "x, y; z".repeat(20);
const view = text.slice(3, 120);
for (let i = 0; i < view.length; i++) {
  const ch = view.charAt(i);
  if (ch === "," || ch === ";" || ch === " ") count++;
}
console.log(count, view.charAt(0), view.charAt(view.length - 1));
const original = String.prototype.charAt;
(String.prototype as any).charAt = function (this: string, i: number) {
  return "<" + original.call(this, i) + ">";
};
console.log("abc".charAt(1), s.charAt(0));
String.prototype.charAt = original;
console.log("abc".charAt(1));
