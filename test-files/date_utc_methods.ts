// getUTC* and setUTC*: fields, overflow into neighbours, optional
// arguments, NaN, return values, ToNumber order.
const d = new Date(Date.UTC(2024, 1, 29, 23, 59, 58, 999));
console.log(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCDay(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
const steps: [string, any[]][] = [
  ['setUTCMilliseconds', [1001]], ['setUTCSeconds', [61]], ['setUTCSeconds', [5, 250]], ['setUTCMinutes', [-1]], ['setUTCMinutes', [30, 15, 5]],
  ['setUTCHours', [25]], ['setUTCHours', [0, 0, 0, 0]], ['setUTCDate', [0]], ['setUTCDate', [31]], ['setUTCMonth', [1]], ['setUTCMonth', [13, 1]],
  ['setUTCFullYear', [2000]], ['setUTCFullYear', [2001, 1, 29]], ['setUTCFullYear', [-1, 0, 1]], ['setUTCMonth', [0, 1.7]], ['setUTCHours', [NaN]],
  ['setUTCHours', [1]], ['setUTCFullYear', [1999]], ['setUTCDate', []], ['setTime', [86400000]], ['setTime', [8.64e15 + 1]], ['setTime', ['5' as any]],
  ['setUTCFullYear', [275760, 8, 13]], ['setUTCMilliseconds', [1]],
];
for (const [name, args] of steps) {
  const r = (d as any)[name](...args);
  console.log(name, JSON.stringify(args), r, isNaN(r) ? 'Invalid Date' : d.toISOString());
}
const e = new Date(NaN);
console.log(e.getUTCFullYear(), e.getUTCDay(), e.setUTCHours(1), e.setUTCMonth(1), e.setUTCFullYear(2020), e.toISOString());
const order: string[] = [];
const v = (tag: string, n: number) => ({ valueOf() { order.push(tag); return n; } });
const f = new Date(0);
f.setUTCHours(v('h', 1) as any, v('m', 2) as any, v('s', 3) as any, v('ms', 4) as any);
console.log(order.join(','), f.toISOString());
const g = new Date(NaN);
console.log(g.setUTCSeconds(v('ignored?', 1) as any), order.join(','));
console.log(Date.UTC(2024), Date.UTC(2024, 0), Date.UTC(2024, 0, 1, 12), Date.UTC(99, 0), Date.UTC(100, 0), Date.UTC(NaN), Date.UTC(), Date.UTC(2024, 0, 1, 0, 0, 0, 0.5));
console.log(Date.UTC(275760, 8, 13), Date.UTC(275760, 8, 13, 0, 0, 0, 1), Date.UTC(-271821, 3, 20), Date.UTC(1970, 0, 1, 0, 0, 0, -1));
