// Local-time getters and setters (TZ=UTC here, so they agree with UTC),
// getTimezoneOffset, getYear/setYear.
const d = new Date(2021, 11, 31, 23, 30, 15, 500);
console.log(d.getFullYear(), d.getMonth(), d.getDate(), d.getDay(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds(), d.getTimezoneOffset());
console.log(d.setMinutes(45), d.getHours(), d.setHours(24), d.getDate(), d.getMonth(), d.getFullYear());
console.log(d.setMonth(1, 30), d.toISOString(), d.setDate(-1), d.toISOString());
console.log(d.setFullYear(2020, 1, 29), d.toISOString(), d.setFullYear(2021), d.toISOString());
console.log(d.setSeconds(3600), d.toISOString(), d.setMilliseconds(-1), d.toISOString());
console.log(d.getYear(), d.setYear(95), d.getFullYear(), d.setYear(2030), d.getFullYear(), d.setYear(-5), d.getFullYear());
const inv = new Date(NaN);
console.log(inv.getFullYear(), inv.getTimezoneOffset(), inv.getYear(), inv.setDate(1), inv.setFullYear(2020, 5), inv.toISOString());
const inv2 = new Date(NaN);
console.log(inv2.setYear(99), inv2.toISOString(), inv2.setYear(NaN), inv2.getTime());
const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const cal: string[] = [];
for (let m = 0; m < 12; m++) cal.push(days[new Date(2024, m, 1).getDay()] + new Date(2024, m + 1, 0).getDate());
console.log(cal.join(' '));
const age = (birth: Date, on: Date) => on.getFullYear() - birth.getFullYear() - (on.getMonth() < birth.getMonth() || (on.getMonth() === birth.getMonth() && on.getDate() < birth.getDate()) ? 1 : 0);
console.log(age(new Date(1990, 5, 15), new Date(2024, 5, 14)), age(new Date(1990, 5, 15), new Date(2024, 5, 15)));
