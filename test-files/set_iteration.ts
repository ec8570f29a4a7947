// Set iterators: values/keys/entries, forEach's (value, value, set),
// live iteration, exhaustion.
const s = new Set(['a', 'b', 'c']);
const v = s.values(), k = s.keys(), e = s.entries();
console.log(v.next(), k.next(), e.next());
console.log(Object.prototype.toString.call(v), Object.getPrototypeOf(v) === Object.getPrototypeOf(s[Symbol.iterator]()));
const sip = Object.getPrototypeOf(v);
console.log(sip[Symbol.toStringTag], Object.getOwnPropertyNames(sip));
try { sip.next.call(new Map().keys()); } catch (err: any) { console.log(err.name + ': ' + err.message); }
s.forEach(function (this: any, a, b, set) { console.log(a, b, set === s, this); }, 'thisArg');
const it = s.values();
s.add('d');
s.delete('a');
const got: string[] = [];
for (let r = it.next(); !r.done; r = it.next()) { got.push(r.value); if (r.value === 'c') s.add('e'); }
console.log(got.join(''), it.next());
console.log(s.entries(), s.values());
const it2 = s.keys(); it2.next(); it2.next();
console.log(it2);
const grow = new Set<number>([0]);
let n = 0;
grow.forEach((x) => { n++; if (x < 500) grow.add(x + 1); });
console.log(n, grow.size);
