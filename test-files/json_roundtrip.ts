// A generated document survives stringify and parse, with and without
// indentation; a checksum over the text.
let seed = 7;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
function gen(depth: number): any {
  const r = rnd();
  if (depth > 3 || r < 0.2) return Math.floor(rnd() * 1000) / 8;
  if (r < 0.35) return 'str' + Math.floor(rnd() * 100) + (r < 0.3 ? '\n"q"' : '');
  if (r < 0.45) return r < 0.4;
  if (r < 0.5) return null;
  if (r < 0.75) { const a: any[] = []; const n = Math.floor(rnd() * 5); for (let i = 0; i < n; i++) a.push(gen(depth + 1)); return a; }
  const o: any = {}; const n = Math.floor(rnd() * 5);
  for (let i = 0; i < n; i++) o['k' + Math.floor(rnd() * 50)] = gen(depth + 1);
  return o;
}
const docs: any[] = [];
for (let i = 0; i < 300; i++) docs.push(gen(0));
const text = JSON.stringify(docs);
const back = JSON.parse(text);
console.log(text.length, JSON.stringify(back) === text);
const pretty = JSON.stringify(docs, null, 2);
console.log(pretty.length, JSON.stringify(JSON.parse(pretty)) === text);
let h = 0;
for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
console.log(h);
console.log(text.slice(0, 200));
