// Files of over a megabyte read back whole: ASCII, UTF-8 beyond ASCII,
// latin1, and a file that another write grows between reads.
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = join(process.env.TMPDIR ?? "/tmp", "kiln-large-read-" + process.pid);
mkdirSync(dir);
const line = "0123456789 the quick brown fox jumps over the lazy dog\n";
const ascii = line.repeat(30000);
const file = join(dir, "ascii.txt");
writeFileSync(file, ascii);
const back = readFileSync(file, "utf8");
console.log(back.length, back === ascii, back.slice(-12));

const utf = "héllo wörld ✓ 😀\n".repeat(80000);
writeFileSync(join(dir, "utf8.txt"), utf);
const u = readFileSync(join(dir, "utf8.txt"), "utf8");
console.log(u.length, u === utf, u.charCodeAt(1), u.codePointAt(14));
const l = readFileSync(join(dir, "utf8.txt"), "latin1");
console.log(l.length, l.charCodeAt(1), l.charCodeAt(2));

appendFileSync(file, "tail\n");
const grown = readFileSync(file, { encoding: "utf8" });
console.log(grown.length - back.length, grown.endsWith("tail\n"));
let sum = 0;
for (let i = 0; i < grown.length; i += 997) sum = (sum * 31 + grown.charCodeAt(i)) % 1000003;
console.log(sum);
rmSync(dir, { recursive: true });
