// The string forms: toString, toDateString, toTimeString, toUTCString,
// toGMTString, toISOString (extended years, RangeError), toJSON, the
// en-US locale forms, String()/template/+.
const dates = [0, Date.UTC(2024, 0, 15, 10, 30, 45, 123), Date.UTC(1999, 11, 31, 23, 59, 59), Date.UTC(2000, 1, 29, 12), -1, -62198755200000, -62135596800000,
  253402300800000, 8.64e15, -8.64e15, Date.UTC(1, 0, 1), Date.UTC(99, 6, 4, 13, 5, 7), Date.UTC(2024, 6, 4, 0, 0, 0)];
for (const t of dates) {
  const d = new Date(t);
  console.log(d.toString(), '|', d.toDateString(), '|', d.toTimeString());
  console.log(d.toUTCString(), '|', d.toISOString(), '|', d.toJSON(), '|', d.toGMTString());
  console.log(d.toLocaleString(), '|', d.toLocaleDateString(), '|', d.toLocaleTimeString());
}
const inv = new Date(NaN);
console.log(inv.toString(), inv.toDateString(), inv.toTimeString(), inv.toUTCString(), inv.toLocaleString(), inv.toLocaleDateString(), inv.toLocaleTimeString(), inv.toJSON());
try { inv.toISOString(); } catch (e: any) { console.log(e.name + ': ' + e.message, e instanceof RangeError); }
const d = new Date(Date.UTC(2020, 4, 17, 8, 9, 10));
console.log(String(d), `${d}`, d + '', d + 1, d.valueOf() + 1, +d, d.getTime() === Number(d));
console.log(Date.prototype.toGMTString === Date.prototype.toUTCString, Date.prototype.toGMTString.name);
console.log(d[Symbol.toPrimitive]('number'), d[Symbol.toPrimitive]('string'), d[Symbol.toPrimitive]('default'));
try { (d as any)[Symbol.toPrimitive]('other'); } catch (e: any) { console.log(e.message); }
try { (d as any)[Symbol.toPrimitive](); } catch (e: any) { console.log(e.message); }
console.log(Date.prototype[Symbol.toPrimitive].name, Date.prototype[Symbol.toPrimitive].length);
console.log(d > new Date(0), d < new Date(0), d == (d.getTime() as any), d === new Date(d), [new Date(3), new Date(1), new Date(2)].sort((a, b) => +a - +b).map(Number));
