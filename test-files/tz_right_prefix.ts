// kiln-fixture: TZ=right/Asia/Tokyo
// TZ=right/Asia/Tokyo is Asia/Tokyo, with its name and without leap seconds.
const dates = [0, Date.UTC(2024, 6, 1, 12), Date.UTC(2024, 0, 15, 12)].map((t) => new Date(t));
for (const d of dates) {
  console.log(d.toString(), d.getTimezoneOffset());
  console.log(d.toLocaleString("en-US"), "|", d.toTimeString());
  for (const n of ["short", "long", "shortOffset", "longOffset"] as const) {
    console.log(" ", n, d.toLocaleString("en-US", { timeZoneName: n }));
  }
}
// A local time that a US daylight-saving gap would skip.
console.log(new Date(2024, 2, 10, 2, 30).toString());
console.log(new Date(2024, 10, 3, 1, 30).toString());
