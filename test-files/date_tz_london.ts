// kiln-fixture: TZ=Europe/London
// GMT and British Summer Time, the last-Sunday rules, the 1968-71 British
// Standard Time experiment, and LMT before 1847.
const show = (d: Date) => console.log(d.toString(), d.getTimezoneOffset(), isNaN(+d) ? '-' : d.toISOString());
show(new Date(Date.UTC(2024, 0, 15)));
show(new Date(Date.UTC(2024, 6, 15)));
show(new Date(2024, 2, 31, 0, 59));
show(new Date(2024, 2, 31, 1, 30));
show(new Date(2024, 2, 31, 2, 0));
show(new Date(2024, 9, 27, 0, 59));
show(new Date(2024, 9, 27, 1, 30));
show(new Date(2024, 9, 27, 2, 0));
show(new Date(1970, 0, 1));
show(new Date(1969, 0, 1));
show(new Date(1800, 0, 1));
show(new Date(2040, 6, 1));
console.log(new Date(0).toString(), new Date(0).getHours(), new Date(0).getTimezoneOffset());
console.log(new Date(2024, 6, 1).toLocaleString(), new Date(2024, 6, 1).toUTCString());
