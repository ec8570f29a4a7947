// localeCompare: the common cases of ICU's root collation.
const q = (x: string) => "[" + x + "]";
const pairs: [string, string][] = [
  ["a", "b"], ["b", "a"], ["a", "a"], ["a", "A"], ["A", "a"], ["A", "b"], ["Z", "a"],
  ["résumé", "resume"], ["resume", "Resume"], ["résumé", "Resume"], ["e", "é"], ["é", "f"],
  ["a b", "ab"], ["a-b", "ab"], ["ab", "a-c"], ["10", "9"], ["10", "1"], ["_", "a"], ["1", "a"],
  ["", "a"], ["a", ""], ["", ""], ["apple", "Apple"], ["apple", "apples"], ["café", "cafe"],
];
for (const [x, y] of pairs) console.log(q(x), q(y), x.localeCompare(y));
const words = ["banana", "Apple", "apple", "cherry", "Äpfel", "äpfel", "zebra", "Zebra", "éclair", "eclair", "10", "9", "_x", "-y"];
// An insertion sort (stable), so only localeCompare decides the order.
for (let i = 1; i < words.length; i++) {
  for (let j = i; j > 0 && words[j - 1].localeCompare(words[j]) > 0; j--) {
    const t = words[j]; words[j] = words[j - 1]; words[j - 1] = t;
  }
}
console.log(words.join(" "));
console.log("a".localeCompare("a\u0301"), "\u00e1".localeCompare("a\u0301"), "ß".localeCompare("ss"), "æ".localeCompare("ae"));
