// Strings built with += (appended in place in kiln: a buffer with room,
// and views of its prefixes): every earlier value keeps its own content,
// branches off one prefix do not see each other, and the result behaves
// as any string everywhere.
let s = "";
const snapshots: string[] = [];
for (let i = 0; i < 400; i++) {
  s += `item ${i};`;
  if (i % 97 === 0) snapshots.push(s);
}
console.log(s.length, snapshots.map((x) => x.length));
console.log(snapshots[1].slice(-20), snapshots[2].endsWith("item 194;"));

// Two branches off one prefix.
const base = "b".repeat(300);
const left = base + "LEFT";
const right = base + "RIGHT";
const leftMore = left + "!";
console.log(left.slice(-5), right.slice(-6), leftMore.slice(-6), left.length, right.length);
let grow = base;
grow += "1";
const keep = grow;
grow += "2";
const other = keep + "3";
console.log(keep.slice(-3), grow.slice(-3), other.slice(-3));

// Two-byte units appended to a one-byte buffer, and the other way.
let mixed = "a".repeat(300);
mixed += "é";
mixed += "€uro";
mixed += "plain";
console.log(mixed.length, mixed.slice(298), mixed.charCodeAt(301), mixed.codePointAt(301));
let wide = "€".repeat(300);
wide += "ascii";
console.log(wide.length, wide.slice(-8), wide.charCodeAt(0), wide.charCodeAt(303));

// Used as keys, compared, searched, split, serialised.
const m = new Map<string, number>();
let key = "k".repeat(256);
for (let i = 0; i < 5; i++) {
  key += i;
  m.set(key, i);
}
console.log(m.get("k".repeat(256) + "012"), m.size);
const o: Record<string, number> = {};
o[key] = 42;
console.log(o["k".repeat(256) + "01234"], Object.keys(o)[0].length);
console.log(key === "k".repeat(256) + "01234", key < key + "a", key.indexOf("0123"));
console.log(key.split("k").length, /k(\d+)$/.exec(key)?.[1], key.replace(/k+/, "K"));
console.log(JSON.stringify({ key: key.slice(250) }), [key.slice(-3)]);
let codes = 0;
for (let i = 0; i < key.length; i++) codes += key.charCodeAt(i);
console.log(codes);

// Many short-lived builders.
let total = 0;
for (let r = 0; r < 50; r++) {
  let line = "#".repeat(250);
  for (let c = 0; c < 20; c++) line += String.fromCharCode(65 + ((r + c) % 26));
  total += line.length + line.charCodeAt(260);
}
console.log(total);
