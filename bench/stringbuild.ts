// Building text: a report assembled with +=, template literals, padStart,
// arrays joined, replace and split, as scripts produce output.
function row(i, name, amount) {
  return `${String(i).padStart(6, "0")} | ${name.padEnd(12)} | ${amount.toFixed(2).padStart(10)}\n`;
}

let report = "";
for (let i = 0; i < 60000; i++) {
  report += row(i, "user" + (i % 977), (i * 13.7) % 1000);
}
const lines = report.split("\n");
const upper = [];
for (const line of lines) {
  if (line.includes("user1")) upper.push(line.toUpperCase().replace("USER", "U-"));
}
const html = [];
html.push("<table>");
for (let i = 0; i < upper.length; i += 10) html.push("<tr><td>" + upper[i].trim().split(" | ").join("</td><td>") + "</td></tr>");
html.push("</table>");
const out = html.join("\n");
let h = 0;
for (let i = 0; i < out.length; i += 7) h = (h * 33 + out.charCodeAt(i)) % 1000000007;
console.log(report.length, lines.length, upper.length, out.length, h);
