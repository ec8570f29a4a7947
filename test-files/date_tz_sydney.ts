// kiln-fixture: TZ=Australia/Sydney
// A southern-hemisphere zone: daylight time spans the new year (AEDT),
// transitions in April and October, half-hour-free but +10/+11.
const show = (d: Date) => console.log(d.toString(), d.getTimezoneOffset(), isNaN(+d) ? '-' : d.toISOString());
show(new Date(Date.UTC(2024, 0, 15)));
show(new Date(Date.UTC(2024, 6, 15)));
show(new Date(2024, 3, 7, 1, 59));
show(new Date(2024, 3, 7, 2, 30));
show(new Date(2024, 3, 7, 3, 0));
show(new Date(2024, 9, 6, 1, 59));
show(new Date(2024, 9, 6, 2, 30));
show(new Date(2024, 9, 6, 3, 0));
show(new Date(2023, 11, 31, 23, 59, 59));
show(new Date(2024, 0, 1));
show(new Date('2024-01-01'));
show(new Date('2024-01-01T00:00'));
show(new Date(1900, 0, 1));
show(new Date(2050, 0, 1));
const d = new Date(2024, 0, 31, 12);
d.setMonth(5);
console.log(d.toString(), d.getDate(), d.getMonth());
console.log(d.toLocaleString(), d.toLocaleDateString(), d.toLocaleTimeString());
console.log(new Date(0).toString(), new Date(0).getTimezoneOffset());
