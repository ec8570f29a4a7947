// Map: get/set/has/delete/clear/size, chaining and return values.
const m = new Map<any, any>();
console.log(m.size, m.get('a'), m.has('a'), m.delete('a'));
console.log(m.set('a', 1) === m, m.size, m.get('a'), m.has('a'));
m.set('b', 2).set('c', 3).set('a', 10);
console.log(m.size, m.get('a'), m);
console.log(m.delete('b'), m.delete('b'), m.size, m.has('b'), m.get('b'));
m.set(undefined, 'u').set(null, 'n').set(true, 't').set(false, 'f');
console.log(m.get(undefined), m.get(null), m.get(true), m.get(false), m.has(undefined), m.get(void 0));
console.log(m.get(), m.has(), m.size);
console.log(m.clear(), m.size, m, m.get('a'));
m.set('again', 1);
console.log(m, m.size);
const typed = new Map<string, number[]>();
typed.set('evens', [0, 2, 4]);
typed.get('evens')!.push(6);
console.log(typed.get('evens'), typed.get('odds') ?? 'none');
console.log(typeof m, m instanceof Map, Object.prototype.toString.call(m), String(m), `${m}`);
console.log(Map.name, Map.length, typeof Map.prototype.get, Map.prototype.set.length);
