// The default order converts objects with their toString at every
// comparison, as V8 does; the calls and their order are node's.
const log: string[] = [];
const mk = (name: string) => ({ toString() { log.push(name); return name; } });
const arr = [mk('d'), mk('b'), mk('a'), mk('c')];
arr.sort();
console.log(arr.map(String).join(''), log.length);
console.log(log.join(' '));
const mixed = [3, mk('2'), 1, mk('10')];
log.length = 0;
console.log(mixed.sort().map(String), log.join(' '));
const values = [{ valueOf: () => 1, toString: () => 'z' }, { valueOf: () => 2, toString: () => 'a' }];
console.log(values.sort().map((v) => v.valueOf()));
