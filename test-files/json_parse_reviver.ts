// The reviver: depth-first, (key, value) with this = holder, undefined
// deletes, the root under the key "".
const calls: string[] = [];
const v = JSON.parse('{"a":1,"b":[10,{"c":2}],"d":{"e":null}}', function (this: any, k, val) {
  calls.push(JSON.stringify(k) + (Array.isArray(this) ? '@arr' : '@obj'));
  return val;
});
console.log(calls.join(' '));
console.log(v);
console.log(JSON.parse('[1,2,3,4]', (k, val) => (typeof val === 'number' && val % 2 ? undefined : val)));
console.log(JSON.parse('{"keep":1,"drop":2}', (k, val) => (k === 'drop' ? undefined : val)));
console.log(JSON.parse('{"n":5}', (k, val) => (k === '' ? 'root replaced' : val)));
console.log(JSON.parse('{"date":"2024-01-15T10:00:00.000Z"}', (k, val) => (k === 'date' ? new Date(val) : val)));
console.log(JSON.parse('[1,[2,[3]]]', (k, val) => (Array.isArray(val) ? val.length : val * 10)));
const order: string[] = [];
JSON.parse('{"z":1,"2":2,"a":3,"1":4}', (k, val) => { order.push(k); return val; });
console.log(order.join(','));
console.log(JSON.parse('{"a":1}', 'not callable' as any), JSON.parse('[1]', null as any));
try { JSON.parse('[1]', () => { throw new RangeError('in reviver'); }); } catch (e: any) { console.log(e.name, e.message); }
const added = JSON.parse('{"a":1,"b":2}', function (this: any, k, val) { if (k === 'a') this.c = 3; return val; });
console.log(added);
