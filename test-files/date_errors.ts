// Date methods on other receivers: node's TypeErrors.
function t(f: () => any) { try { console.log(f()); } catch (e: any) { console.log(e.name + ': ' + e.message); } }
const P: any = Date.prototype;
for (const name of ['getTime', 'valueOf', 'getFullYear', 'getUTCDay', 'getTimezoneOffset', 'getYear', 'setTime', 'setHours', 'setUTCFullYear', 'setYear',
  'toString', 'toISOString', 'toUTCString', 'toDateString', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) {
  t(() => P[name].call({}));
}
t(() => P.getTime.call(1));
t(() => P.toString.call('2024'));
t(() => P.getTime.call(new Map()));
t(() => P[Symbol.toPrimitive].call(1, 'number'));
t(() => P[Symbol.toPrimitive].call({ toString() { return 'obj'; } }, 'string'));
t(() => P[Symbol.toPrimitive].call({ valueOf() { return 7; } }, 'number'));
t(() => P.toJSON.call({}));
t(() => P.toJSON.call({ toISOString: () => 'x' }));
t(() => P.toJSON.call(null));
t(() => new Date(Symbol() as any));
t(() => Date.UTC(Symbol() as any));
t(() => new Date(2020, Symbol() as any));
t(() => Object.getOwnPropertyNames(Date.prototype).length);
t(() => [P.setHours.length, P.setUTCMinutes.length, P.setFullYear.length, P.setMonth.length, P.toJSON.length, Date.UTC.length, Date.parse.length, Date.now.length]);
