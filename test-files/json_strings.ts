// Quoting: escapes, control characters, lone surrogates (well-formed
// JSON.stringify), non-ASCII kept as is; keys quoted the same way.
const q = (s: string) => console.log(JSON.stringify(s));
q('plain'); q(''); q('"'); q('\\'); q('/'); q('\b\f\n\r\t'); q('\u0000\u0001\u001f\u007f\u0080');
q('\u2028\u2029'); q('é ü ß 中文 😀'); q('\ud83d\ude00'); q('\ud800'); q('\udc00'); q('\udc00\ud800'); q('a\ud800b');
q('\ud800\ud800\udc00');
console.log(JSON.stringify({ 'key "quoted"': 1, 'new\nline': 2, '\ud800': 3, 'é': 4 }));
console.log(JSON.stringify(['\t', '\u000b', '\u000e']));
const round = JSON.parse(JSON.stringify('\ud800 mixed \ud83d\ude00'));
console.log(round.length, round.charCodeAt(0).toString(16), round === '\ud800 mixed \ud83d\ude00');
console.log(JSON.stringify('x'.repeat(3) + '\n' + 'y'.repeat(3)));
console.log(JSON.stringify(String.fromCharCode(0x41, 0x30, 0xd834, 0xdd1e)));
