// With the i flag and u (or v), \w also holds the characters whose case
// folding is a word character (U+017F ſ folds to s, U+212A Kelvin sign to
// k), so \W, inside a class or not, leaves s, S, k and K out.
const letters = /[^\W\d_]+/giu;
console.log("Kiss 42 tasks_ok".match(letters));
console.log("Kiss my task, ok?".replace(/[\W_]+/giu, ""));
for (const re of [/[\W]/iu, /\W/iu, /[^\W]/iu, /[\w]/iu, /[\W]/i, /[\W]/u, /[\W]/iv, /[^\W]/iv]) {
  const seen = ["s", "S", "k", "K", "\u017f", "\u212a", "a", "-"].map((c) => (re.test(c) ? 1 : 0)).join("");
  console.log(String(re), seen);
}
console.log("ſtraße KELVIN".replace(/[\W]+/giu, "|"));
