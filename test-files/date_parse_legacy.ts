// The non-ISO forms V8's legacy parser accepts: month names, slashes,
// AM/PM, zone names and offsets, toString/toUTCString output, and junk.
const forms = ['Jan 15 2024', 'January 15, 2024', '15 January 2024', '15 Jan 2024 10:00', 'Jan 15 2024 10:00:00 GMT+0200', 'Mon Jan 15 2024',
  'Mon, 15 Jan 2024 10:00:00 GMT', 'Mon Jan 15 2024 10:00:00 GMT+0000 (Coordinated Universal Time)', 'Tue Jan 16 2024 02:00:00 GMT-0800 (Pacific Standard Time)',
  '1/15/2024', '01/15/2024 10:30 PM', '1/15/2024 12:00 AM', '1/15/2024 12:30 pm', '2024/01/15', '2024/1/5 3:04:05', '15/1/2024', '1-15-2024',
  'Jan 15, 24', 'Jan 15, 50', 'Jan 15, 99 1:00', 'December 31, 1999 23:59:59', 'Dec 25 2023 EST', 'Dec 25 2023 10:00 PST', 'Dec 25 2023 10:00 UTC+1',
  'Dec 25 2023 10:00 Z', 'Dec 25 2023 10:00:00.250', '2024 Feb 29', 'Feb 30 2024', 'Sept 5 2023', 'Mayday 1 2020', 'foo Jan 1 2020', 'Jan 1 2020 foo',
  'Jan 1 2020 (comment) 10:00', '(paren) Jan 2 2020', '12:00', 'Jan', '2020', '1 2 3 4', 'Thursday, January 1, 1970', '1970-01-01 00:00:00 Z',
  'Jan 1 2000 25:00', 'Jan 1 2000 13:00 PM', 'Jan 1 2000 10:00 +0530', 'Jan 1 2000 10:00 -08:00', 'Jan 1 2000 GMT-5', 'Jan 1 2000 10:00 GMT+12345'];
for (const f of forms) {
  const t = Date.parse(f);
  console.log(JSON.stringify(f), t, isNaN(t) ? '' : new Date(t).toISOString());
}
const d = new Date(Date.UTC(2021, 6, 4, 17, 5, 9));
console.log(Date.parse(d.toString()) === d.getTime(), Date.parse(d.toUTCString()) === d.getTime(), Date.parse(d.toISOString()) === d.getTime());
console.log(Date.parse(d.toDateString()), Date.parse(d.toLocaleString()), Date.parse(d.toLocaleDateString()));
