// String arrays with more than 6 items are grouped (left-aligned, padded after the comma).
const letters = "abcdefghijklmnopqrstuvwxyz";
for (let n = 7; n <= 26; n += 3) {
  const a: string[] = [];
  for (let i = 0; i < n; i++) a.push(letters[i]);
  console.log(a);
}
const words = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "ggggggg", "hhhhhhhh"];
console.log(words);
const names: string[] = [];
for (let i = 0; i < 16; i++) names.push("item" + i);
console.log(names);
const pairs: string[] = [];
for (let i = 0; i < 26; i++) pairs.push(letters[i] + letters[25 - i]);
console.log(pairs);
console.log(["it's", "a", "b", "c", "d", "e", "f"]);
const mixedLen: string[] = [];
for (let i = 1; i <= 12; i++) {
  let s = "";
  for (let j = 0; j < (i % 4) + 1; j++) s += "w";
  mixedLen.push(s);
}
console.log(mixedLen);
