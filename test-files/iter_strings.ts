// Strings iterate by code point: surrogate pairs stay together, lone
// surrogates are their own step.
const s = 'a\u{1F600}b\u{1F1EB}\u{1F1F7}\uD800c';
const parts = [...s];
console.log(parts.length, parts.map((p) => p.length), s.length);
console.log(Array.from(s).map((p) => p.codePointAt(0)));
const [c1, c2, ...more] = s;
console.log(c1, c2.length, more.length);
console.log([...''], Array.from('xyz', (ch, i) => ch + i), [...'ab'].reverse().join(''));
const it = s[Symbol.iterator]();
console.log(it.next(), Object.prototype.toString.call(it));
