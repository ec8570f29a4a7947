// toLocaleString/toLocaleDateString/toLocaleTimeString with en-US options:
// field widths, ICU's patterns and glue (", " or " at "), hour cycles,
// day periods, styles, other time zones and their names, and the errors.
const d = new Date(Date.UTC(2024, 0, 5, 9, 5, 7, 45));
const opts: any[] = [
  {}, { year: 'numeric' }, { year: '2-digit' }, { month: 'numeric' }, { month: '2-digit' }, { month: 'long' }, { month: 'short' }, { month: 'narrow' },
  { day: 'numeric' }, { day: '2-digit' }, { weekday: 'long' }, { weekday: 'short' }, { weekday: 'narrow' },
  { year: 'numeric', month: 'long', day: 'numeric' }, { year: 'numeric', month: 'short', day: 'numeric' }, { year: 'numeric', month: '2-digit', day: '2-digit' },
  { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' },
  { month: 'long', day: 'numeric' }, { month: 'short', day: 'numeric' }, { month: 'numeric', day: 'numeric' }, { year: 'numeric', month: 'long' },
  { year: 'numeric', month: 'numeric' }, { weekday: 'long', month: 'long', day: 'numeric' }, { weekday: 'long', day: 'numeric' }, { weekday: 'long', month: 'long' },
  { weekday: 'long', year: 'numeric' }, { year: 'numeric', day: 'numeric' }, { weekday: 'long', month: 'numeric', day: 'numeric' }, { month: 'long', year: '2-digit', day: '2-digit' },
  { hour: 'numeric' }, { hour: '2-digit' }, { hour: 'numeric', minute: '2-digit' }, { hour: '2-digit', minute: '2-digit' }, { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  { hour: 'numeric', minute: '2-digit', hour12: false }, { hour12: false }, { hour: 'numeric', hourCycle: 'h23' }, { hour: 'numeric', minute: 'numeric', hourCycle: 'h11' },
  { minute: '2-digit' }, { second: '2-digit' }, { minute: '2-digit', second: '2-digit' }, { second: 'numeric', fractionalSecondDigits: 2 },
  { weekday: 'long', hour: 'numeric' }, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric' }, { month: 'long', day: 'numeric', hour: 'numeric' },
  { dayPeriod: 'short' }, { hour: 'numeric', dayPeriod: 'long' }, { era: 'short' }, { era: 'long', year: 'numeric', month: 'short', day: 'numeric' },
  { dateStyle: 'full' }, { dateStyle: 'long' }, { dateStyle: 'medium' }, { dateStyle: 'short' }, { timeStyle: 'full' }, { timeStyle: 'long' }, { timeStyle: 'medium' }, { timeStyle: 'short' },
  { dateStyle: 'medium', timeStyle: 'short' }, { dateStyle: 'long', timeStyle: 'short' }, { dateStyle: 'full', timeStyle: 'full' },
  { timeZone: 'UTC' }, { timeZone: 'America/New_York' }, { timeZone: 'america/los_angeles', timeZoneName: 'short' }, { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: 'numeric' },
  { timeZoneName: 'short' }, { timeZoneName: 'long' }, { timeZone: 'Europe/London', timeZoneName: 'short' }, { timeZone: 'Europe/Berlin', timeZoneName: 'short' },
  { timeZone: 'Australia/Sydney', timeZoneName: 'long' }, { timeZone: 'Asia/Tokyo', timeZoneName: 'shortOffset' }, { timeZone: 'Asia/Kolkata', timeZoneName: 'longOffset' },
  { timeZone: 'America/Chicago', timeZoneName: 'shortGeneric' }, { timeZone: 'America/Denver', timeZoneName: 'longGeneric' },
];
for (const o of opts) {
  const row = [];
  for (const m of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) {
    try { row.push((d as any)[m]('en-US', o)); } catch (e: any) { row.push(e.name + ': ' + e.message); }
  }
  console.log(JSON.stringify(o), '|', row.join(' | '));
}
for (const h of [0, 11, 12, 18, 21]) {
  const t = new Date(Date.UTC(2024, 6, 4, h, h === 12 ? 30 : 0));
  console.log(h, t.toLocaleString('en-US', { dayPeriod: 'long' }), '|', t.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', dayPeriod: 'narrow' }), '|', t.toLocaleTimeString('en-US', { hour: 'numeric', hour12: false }));
}
for (const bad of [{ dateStyle: 'full', year: 'numeric' }, { timeStyle: 'short', hour: 'numeric' }, { timeZone: 'Nope/Zone' }, { month: 'bad' }, { hourCycle: 'h25' }, { fractionalSecondDigits: 4 }]) {
  try { console.log(d.toLocaleString('en-US', bad as any)); } catch (e: any) { console.log(JSON.stringify(bad), e.name + ': ' + e.message); }
}
for (const loc of [undefined, 'en', 'en-US', ['en-US', 'fr'], 'x', 'en_US', '']) {
  try { console.log(JSON.stringify(loc), d.toLocaleDateString(loc as any, { month: 'long' })); } catch (e: any) { console.log(JSON.stringify(loc), e.name + ': ' + e.message); }
}
try { d.toLocaleString('en-US', null as any); } catch (e: any) { console.log(e.name + ': ' + e.message); }
console.log(d.toLocaleString('en-US', 5 as any), new Date(NaN).toLocaleString('en-US', { month: 'long' }));
const seen: string[] = [];
const spy: any = {};
for (const k of ['weekday', 'era', 'year', 'month', 'day', 'dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits', 'timeZoneName',
  'localeMatcher', 'calendar', 'numberingSystem', 'hour12', 'hourCycle', 'timeZone', 'formatMatcher', 'dateStyle', 'timeStyle']) {
  Object.defineProperty(spy, k, { get() { seen.push(k); return k === 'month' ? 'short' : undefined; } });
}
console.log(d.toLocaleDateString('en-US', spy), seen.join(','));
seen.length = 0;
console.log(d.toLocaleString('en-US', spy), seen.join(','));
