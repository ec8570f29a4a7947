// kiln-fixture: TZ=JST-9
// a POSIX TZ without daylight time and without a zoneinfo file (JST-9) is a fixed +09:00 all year, named GMT+09:00.
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
