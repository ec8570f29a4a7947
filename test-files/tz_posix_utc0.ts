// kiln-fixture: TZ=UTC0
// TZ=UTC0 (no file) is a fixed zone at +00:00, named GMT+00:00, not Coordinated Universal Time.
const dates = [0, Date.UTC(2024, 6, 1, 12), Date.UTC(2024, 0, 15, 12)].map((t) => new Date(t));
for (const d of dates) {
  console.log(d.toString(), d.getTimezoneOffset());
  console.log(d.toLocaleString("en-US"), "|", d.toTimeString());
  for (const n of ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"] as const) {
    console.log(" ", n, d.toLocaleString("en-US", { timeZoneName: n }));
  }
}
// A local time that a US daylight-saving gap would skip.
console.log(new Date(2024, 2, 10, 2, 30).toString());
console.log(new Date(2024, 10, 3, 1, 30).toString());
