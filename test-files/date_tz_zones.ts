// kiln-fixture: TZ=Asia/Kolkata
// A half-hour zone without daylight time (India), and its history
// (Madras/LMT offsets) as node prints them.
const show = (d: Date) => console.log(d.toString(), d.getTimezoneOffset(), isNaN(+d) ? '-' : d.toISOString());
show(new Date(Date.UTC(2024, 0, 15, 12)));
show(new Date(Date.UTC(2024, 6, 15, 12)));
show(new Date(2024, 0, 15, 0, 0));
show(new Date(1942, 8, 1, 12));
show(new Date(1945, 9, 15, 12));
show(new Date(1900, 0, 1));
show(new Date(1800, 0, 1));
show(new Date('2024-01-15T05:30'));
show(new Date('2024-01-15T05:30Z'));
const d = new Date(2024, 1, 29, 23, 45);
console.log(d.getHours(), d.getUTCHours(), d.getMinutes(), d.getUTCMinutes(), d.getDate(), d.getUTCDate());
d.setMinutes(d.getMinutes() + 30);
console.log(d.toString(), d.toLocaleString(), d.toUTCString());
console.log(Date.parse('2024-01-15 12:00'), Date.parse('2024-01-15T12:00:00+05:30'));
