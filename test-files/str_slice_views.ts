// Long slices (views of the string they come from in kiln) consumed the
// way hand-written tokenizers consume input, searched with regular
// expressions (anchors, captures, lastIndex, split, replace, matchAll),
// and slices of slices.
let src = "let x = 42; const name = 'kiln'; if (x > 1) { print(name + x); } ".repeat(8);
const tokens: string[] = [];
const re = /^\s*([A-Za-z_]\w*|\d+|'[^']*'|[{}();=+<>])/;
while (src.length) {
  const m = re.exec(src);
  if (!m) break;
  tokens.push(m[1]);
  src = src.slice(m[0].length);
}
console.log(tokens.length, tokens.slice(0, 12).join(" "), JSON.stringify(src));

const text = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu ".repeat(4);
const tail = text.slice(70);
const tail2 = tail.substring(30, 200);
const tail3 = tail2.slice(10, -10);
console.log(tail.length, tail2.length, tail3.length, tail3.slice(0, 20));
console.log(/^\w+/.exec(tail2)?.[0], /(\w+) (\w+)$/.exec(tail3.trimEnd())?.slice(1));
const g = /a(\w)/g;
const found: string[] = [];
let m: RegExpExecArray | null;
while ((m = g.exec(tail3)) !== null) found.push(`${m.index}:${m[1]}:${g.lastIndex}`);
console.log(found.slice(0, 6), found.length);
console.log(tail3.split(/\s+/).length, tail3.split(" ").slice(0, 3), tail3.replace(/a/g, "A").slice(0, 30));
console.log([...tail2.matchAll(/t(h?)e/g)].map((x) => x.index + x[1]).slice(0, 5));
console.log(tail2.indexOf("kappa"), tail2.lastIndexOf("eta"), tail2.includes("zeta"), tail2.startsWith("a"));
console.log(tail3 === text.slice(110, 250), tail3 < text, tail3.toUpperCase().slice(0, 10));
const wide = "€ü".repeat(80) + "end";
const ws = wide.slice(3, 150);
console.log(ws.length, ws.charCodeAt(0), ws.slice(-4), /ü€(ü)/.exec(ws)?.index);
let rebuilt = ws.slice(0, 100);
rebuilt += "+tail";
console.log(rebuilt.length, rebuilt.slice(-7), ws.length);
