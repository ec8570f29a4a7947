// A formatted multiplication table built with string padding.
function padLeft(s: string, width: number): string {
  while (s.length < width) s = " " + s;
  return s;
}
function row(n: number, size: number): string {
  let out = padLeft("" + n, 3) + " |";
  for (let k = 1; k <= size; k++) out += padLeft("" + n * k, 5);
  return out;
}
const size = 12;
let header = "    |";
for (let k = 1; k <= size; k++) header += padLeft("" + k, 5);
console.log(header);
let rule = "----+";
for (let k = 0; k < size * 5; k++) rule += "-";
console.log(rule);
for (let n = 1; n <= size; n++) console.log(row(n, size));
let diag = 0;
for (let n = 1; n <= size; n++) diag += n * n;
console.log("sum of diagonal", diag);
