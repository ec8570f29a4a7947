// JSON.parse of every kind of value, whitespace, escapes, duplicates,
// __proto__ as a plain key, numbers at the edges.
const p = (s: string) => { const v = JSON.parse(s); console.log(JSON.stringify(s), '=>', v, typeof v); };
p('null'); p('true'); p('false'); p('0'); p('-0'); p('1.5e3'); p('-1E-2'); p('1e400'); p('-1e-400'); p('123456789012345678901234567890');
p('0.1'); p('9007199254740993'); p('"str"'); p('""'); p('"\\u0041\\u00e9\\ud83d\\ude00"'); p('"\\"\\\\\\/\\b\\f\\n\\r\\t"');
p('[]'); p('{}'); p(' \t\n\r [ 1 , "two" , [ ] , { } ] \n'); p('{"a":{"b":{"c":[1,[2,[3]]]}}}');
p('{"a":1,"a":2}'); p('{"__proto__":{"x":1}}'); p('{"1":"one","0":"zero","b":"b","a":"a"}');
p('["\\ud800"]');
const o = JSON.parse('{"__proto__":{"polluted":true}}');
console.log(Object.keys(o), ({} as any).polluted, Object.getPrototypeOf(o) === Object.prototype);
const big = JSON.parse('[' + Array.from({ length: 200 }, (_, i) => i).join(',') + ']');
console.log(big.length, big[199]);
console.log(JSON.parse(' 5 '), JSON.parse('"\\u0000"').length, JSON.parse(String(42)));
console.log(JSON.parse(true as any), JSON.parse(null as any), JSON.parse(5 as any), JSON.parse({ toString() { return '[1]'; } } as any));
const deep = '['.repeat(2000) + ']'.repeat(2000);
let d = JSON.parse(deep), depth = 0;
while (Array.isArray(d) && d.length) { d = d[0]; depth++; }
console.log(depth);
