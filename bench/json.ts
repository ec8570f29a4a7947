// JSON round trip of a ~1 MB generated document: stringify, parse, and
// stringify again with indentation, several times. Prints a checksum so
// kiln and node can be compared.
let seed = 424242;
function next(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed;
}
const names = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
function record(i: number): any {
  return {
    id: i,
    name: names[next() % names.length] + "-" + (next() % 1000),
    score: (next() % 100000) / 100,
    active: next() % 2 === 0,
    tags: [names[next() % 8], names[next() % 8], names[next() % 8]],
    location: { x: next() % 1000, y: next() % 1000, label: "loc \"" + (next() % 50) + "\"" },
    note: next() % 5 === 0 ? null : "line\nbreak " + i,
  };
}
const doc: any[] = [];
let text = "";
while (text.length < 1 << 20) {
  for (let i = 0; i < 500; i++) doc.push(record(doc.length));
  text = JSON.stringify(doc);
}
let sum = 0;
for (let round = 0; round < 6; round++) {
  const back = JSON.parse(text);
  sum = (sum + back.length + back[back.length - 1].location.x) % 1000000007;
  const again = JSON.stringify(back, null, round % 2 ? 2 : 0);
  for (let i = 0; i < again.length; i += 997) sum = (sum * 31 + again.charCodeAt(i)) % 1000000007;
  text = JSON.stringify(back);
}
console.log(doc.length, text.length, sum);
