// A RegExp scan over ~1 MB of generated log text: an exec loop with
// capture groups, matchAll with named groups, a case-insensitive test per
// line, a global replace and a split on a pattern. Prints a checksum so
// kiln and node can be compared.
const users = ["ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal"];
const hosts = ["example", "mail", "corp", "test"];
const levels = ["INFO", "debug", "Warn", "ERROR", "trace"];
let seed = 4242;
function next(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}
function pad(n: number): string {
  return n < 10 ? "0" + n : "" + n;
}
const lines: string[] = [];
let size = 0;
while (size < 1 << 20) {
  const date = `20${pad(10 + next(15))}-${pad(1 + next(12))}-${pad(1 + next(28))}`;
  const who = users[next(users.length)] + next(100);
  const mail = `${who}@${hosts[next(hosts.length)]}.com`;
  const line = `${date} ${levels[next(levels.length)]}  user=${who}   mail=${mail} took ${next(5000)}ms`;
  lines.push(line);
  size += line.length + 1;
}
const text = lines.join("\n");
let sum = 0;
const mailRe = /\b([a-z]+\d*)@([a-z]+)\.com\b/g;
let m: RegExpExecArray | null;
let mails = 0;
while ((m = mailRe.exec(text)) !== null) {
  mails++;
  sum = (sum * 31 + m[1].length + m[2].charCodeAt(0) + m.index) % 1000000007;
}
let dates = 0;
for (const d of text.matchAll(/(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})/g)) {
  dates++;
  sum = (sum + Number(d.groups!.year) * 3 + Number(d.groups!.month) + Number(d.groups!.day)) % 1000000007;
}
let alerts = 0;
const alertRe = /\b(warn|error)\b/i;
for (const line of lines) if (alertRe.test(line)) alerts++;
const squeezed = text.replace(/\s+/g, " ");
const fields = text.split(/\s+/);
const slow = text.match(/took [1-4]\d{3}ms/g)!;
console.log(mails, dates, alerts, squeezed.length, fields.length, slow.length, sum);
