// decodeURIComponent and decodeURI: UTF-8 sequences, lower- and upper-case
// hex, and the reserved escapes decodeURI keeps.
const inputs: string[] = [
  "", "hello%20world", "%41%42%43", "%61%62%63", "%e2%82%ac", "%E2%82%AC", "%C3%A9", "%F0%9F%98%80",
  "%E6%97%A5%E6%9C%AC", "%2F%3F%3A%40%26%3D%2B%24%2C%23", "%3b%2f%3f", "a%25b", "%25", "%7E%7e",
  "plain text", "%00", "%7F", "%C2%80", "%DF%BF", "%E0%A0%80", "%EF%BF%BF", "%F4%8F%BF%BF",
  "100%25 sure", "%2520",
];
for (let i = 0; i < inputs.length; i++) {
  const a = decodeURIComponent(inputs[i]);
  const b = decodeURI(inputs[i]);
  console.log(inputs[i], "|", a.length, encodeURIComponent(a), "|", b);
}
const round: string[] = ["é€😀 ?&=#", "a/b c", "\ud83d\ude00", "日本"];
for (let i = 0; i < round.length; i++) {
  console.log(decodeURIComponent(encodeURIComponent(round[i])) === round[i], decodeURI(encodeURI(round[i])) === round[i]);
}
console.log(decodeURIComponent(12 as any), decodeURI(null as any), decodeURIComponent());
