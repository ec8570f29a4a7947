// Zone names at a zero offset, as node 20's ICU prints them: UTC's
// generic names and every zone's long offset are the GMT format
// (`GMT+0`, `GMT+00:00`), and only Greenwich Mean Time abbreviates to GMT.
const winter = new Date(Date.UTC(2024, 0, 15, 12));
const all = ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"] as const;
for (const n of all) {
  console.log("local", n, winter.toLocaleString("en-US", { timeZoneName: n }));
}
for (const timeZone of ["UTC", "Etc/GMT", "Africa/Abidjan", "Europe/Lisbon", "Europe/London", "Atlantic/Reykjavik"]) {
  for (const n of ["short", "long", "shortOffset", "longOffset"] as const) {
    console.log(timeZone, n, winter.toLocaleTimeString("en-US", { timeZone, timeZoneName: n }));
  }
}
