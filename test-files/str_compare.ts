// String comparison is lexicographic by UTF-16 code units.
function cmp(a: string, b: string): void {
  console.log(`[${a}] vs [${b}]:`, a < b, a <= b, a > b, a >= b, a == b, a === b);
}
cmp("a", "b");
cmp("b", "a");
cmp("a", "a");
cmp("", "a");
cmp("", "");
cmp("abc", "abd");
cmp("abc", "ab");
cmp("Z", "a");
cmp("10", "9");
cmp("10", "10.0");
cmp("apple", "Apple");
cmp(" ", "!");
cmp("é", "z");
cmp("ÿ", "Ā");
cmp("\uFFFF", "😀");
cmp("a\0", "a");
console.log("numeric vs string", ("10" as any) < 9, ("10" as any) < ("9" as any), (10 as any) < ("9" as any));
console.log("mixed with empty", ("" as any) < 1, ("" as any) == 0, (" " as any) == 0);
console.log("bool vs string", (true as any) == "1", (false as any) == "", (true as any) > ("0" as any));
console.log("null/undefined vs string", (null as any) < "1", (undefined as any) < "1", (null as any) == "null");
let smallest = "m";
let words = "pear,fig,apple,kiwi,banana";
let cur = "";
for (let i = 0; i <= words.length; i++) {
  const c = words[i];
  if (c === "," || c === undefined) {
    if (cur < smallest) smallest = cur;
    cur = "";
  } else {
    cur += c;
  }
}
console.log("smallest", smallest);
