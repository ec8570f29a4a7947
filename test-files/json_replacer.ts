// Replacer functions (key, value, this = holder) and property lists.
const log: string[] = [];
const out = JSON.stringify({ a: 1, b: [10, 20], c: { d: 'x' } }, function (this: any, k, v) {
  log.push(JSON.stringify(k) + ':' + typeof v + ':' + (Array.isArray(this) ? 'array' : typeof this));
  return v;
});
console.log(out);
console.log(log.join(' '));
console.log(JSON.stringify({ a: 1, b: 'x', c: true }, (k, v) => (typeof v === 'number' ? v * 100 : v)));
console.log(JSON.stringify({ keep: 1, drop: 2 }, (k, v) => (k === 'drop' ? undefined : v)));
console.log(JSON.stringify([1, 2, 3], (k, v) => (k === '1' ? undefined : v)));
console.log(JSON.stringify({ a: 1 }, (k, v) => (k === '' ? [v, 'wrapped'] : v)));
console.log(JSON.stringify({ a: 1 }, () => undefined));
console.log(JSON.stringify({ d: new Date(0) }, (k, v) => (k === 'd' ? typeof v : v)));
console.log(JSON.stringify({ a: 1, b: 2, c: { a: 3, b: 4, z: 5 } }, ['a', 'c']));
console.log(JSON.stringify({ 1: 'one', 2: 'two', b: 'b' }, [1, 'b', new String('2') as any, new Number(1) as any, {} as any, true as any]));
console.log(JSON.stringify({ a: 1, b: 2 }, ['b', 'a', 'b', 'b']));
console.log(JSON.stringify([{ a: 1, b: 2 }, { a: 3, c: 4 }], ['a']));
console.log(JSON.stringify({ a: { b: { c: 1, d: 2 } } }, ['a', 'c']));
console.log(JSON.stringify({ a: 1 }, 'not a replacer' as any), JSON.stringify({ a: 1 }, {} as any), JSON.stringify({ a: 1 }, null));
console.log(JSON.stringify({ a: 1, b: [1, 2] }, ['b'], 2));
try { JSON.stringify({ a: 1 }, () => { throw new Error('from replacer'); }); } catch (e: any) { console.log(e.message); }
