// Allocation-heavy: many short-lived strings and one long accumulated string.
function pad(n: number, width: number): string {
  let s = "" + n;
  while (s.length < width) s = "0" + s;
  return s;
}
let report = "";
let checksum = 0;
for (let i = 0; i < 4000; i++) {
  const line = pad(i, 5) + ":" + pad((i * 7919) % 10007, 5) + ";";
  report += line;
  for (let k = 0; k < line.length; k++) {
    if (line[k] === "7") checksum++;
  }
}
console.log("report length", report.length);
console.log("checksum", checksum);
console.log("head", report[0] + report[1] + report[2] + report[3] + report[4] + report[5] + report[6] + report[7] + report[8] + report[9] + report[10] + report[11]);
let tail = "";
for (let k = report.length - 12; k < report.length; k++) tail += report[k];
console.log("tail", tail);
let nested = "";
for (let i = 0; i < 200; i++) {
  let inner = "";
  for (let j = 0; j < 20; j++) inner += `${(i + j) % 10}`;
  nested += `[${inner}]`;
}
console.log("nested length", nested.length, nested[0], nested[21], nested[22]);
let garbage = 0;
for (let i = 0; i < 50000; i++) {
  const g = `tmp${i}` + "-" + i;
  if (g[g.length - 1] === "0") garbage++;
}
console.log("garbage strings ending in 0", garbage);
