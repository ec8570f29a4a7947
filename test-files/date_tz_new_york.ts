// kiln-fixture: TZ=America/New_York
// Local time in New York: EST/EDT names and offsets, the spring-forward
// gap and the fall-back overlap (the earlier offset wins), local
// constructors and setters across transitions, history before 1883 (LMT)
// and dates past the zone file's last transition.
const show = (d: Date) => console.log(d.toString(), d.getTimezoneOffset(), isNaN(+d) ? '-' : d.toISOString());
show(new Date(Date.UTC(2024, 0, 15, 12)));
show(new Date(Date.UTC(2024, 6, 15, 12)));
show(new Date(2024, 2, 10, 1, 59, 59));
show(new Date(2024, 2, 10, 2, 0));
show(new Date(2024, 2, 10, 2, 30));
show(new Date(2024, 2, 10, 3, 0));
show(new Date(2024, 10, 3, 0, 59));
show(new Date(2024, 10, 3, 1, 0));
show(new Date(2024, 10, 3, 1, 30));
show(new Date(2024, 10, 3, 2, 0));
show(new Date(Date.UTC(2024, 10, 3, 5, 30)));
show(new Date(Date.UTC(2024, 10, 3, 6, 30)));
show(new Date('2024-03-10T02:30'));
show(new Date('2024-03-10'));
show(new Date('Mar 10 2024 02:30'));
show(new Date(1800, 0, 1));
show(new Date(1883, 10, 18, 12, 3, 57));
show(new Date(1883, 10, 18, 12, 3, 58));
show(new Date(1945, 7, 14, 19));
show(new Date(1969, 6, 20, 22, 56));
show(new Date(2038, 0, 19, 3, 14, 8));
show(new Date(2100, 6, 4, 12));
show(new Date(3000, 0, 1));
const d = new Date(2024, 2, 9, 2, 30);
console.log(d.getHours(), d.getDate());
d.setDate(10);
console.log(d.toString(), d.getHours());
d.setHours(26);
console.log(d.toString());
d.setMonth(10, 3); d.setHours(1, 30);
console.log(d.toString(), d.getTimezoneOffset());
console.log(d.getDay(), d.getUTCDay(), d.getDate(), d.getUTCDate(), d.getHours(), d.getUTCHours());
console.log(d.toLocaleString(), '|', d.toLocaleDateString(), '|', d.toLocaleTimeString(), '|', d.toTimeString());
console.log(new Date(0).toString(), new Date(0).getHours(), new Date(0).getFullYear());
console.log(new Date(2024, 0, 1).getTime() - Date.UTC(2024, 0, 1), new Date(2024, 6, 1).getTime() - Date.UTC(2024, 6, 1));
let hours = 0;
for (let t = new Date(2024, 2, 9); t.getDate() !== 11; t.setHours(t.getHours() + 1)) hours++;
console.log(hours);
console.log(new Date(Date.parse('2024-07-04T12:00:00')).toISOString(), Date.parse('Jul 4 2024 12:00'), Date.parse('Jul 4 2024 12:00 EDT'));
const w = new Date(Date.UTC(2024, 0, 15, 15)), s = new Date(Date.UTC(2024, 6, 15, 15));
for (const o of [{ timeZoneName: 'short' }, { timeZoneName: 'long' }, { timeZoneName: 'shortGeneric' }, { timeStyle: 'full' }, { hour: 'numeric', timeZone: 'UTC', timeZoneName: 'short' }] as any[]) {
  console.log(w.toLocaleString('en-US', o), '|', s.toLocaleString('en-US', o));
}
