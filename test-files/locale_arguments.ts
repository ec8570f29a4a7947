// Locale arguments kiln formats as node does (en-US, en, an empty list,
// undefined, the root-collation languages for localeCompare, case
// mappings outside tr/az/lt) and the errors of malformed ones.

const tries: [string, () => unknown][] = [
  ["num en-US", () => (1234.5).toLocaleString("en-US")],
  ["num en", () => (1234.5).toLocaleString(["en"], { maximumFractionDigits: 0 })],
  ["num undefined", () => (1234.5).toLocaleString(undefined, { style: "percent" })],
  ["num []", () => (1234.5).toLocaleString([])],
  ["num bad tag", () => (1234.5).toLocaleString("x")],
  ["num bad type", () => (1234.5).toLocaleString([5 as any])],
  ["date en-US", () => new Date(0).toLocaleDateString("en-US", { timeZone: "UTC" })],
  ["date bad", () => new Date(0).toLocaleDateString("12345678901", { timeZone: "UTC" })],
  ["lower tr-free", () => "I".toLocaleLowerCase("en-US")],
  ["upper de", () => "straße".toLocaleUpperCase("de")],
  ["compare en", () => "a".localeCompare("b", "en", { numeric: true })],
  ["compare fr", () => "a".localeCompare("B", "fr")],
];
for (const [name, f] of tries) {
  try { console.log(name, f()); } catch (e) { console.log(name, (e as Error).name, (e as Error).message); }
}
