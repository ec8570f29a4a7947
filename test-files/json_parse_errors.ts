// node 20's SyntaxError messages for invalid JSON.
const texts = ['{"a":1,}', '', 'u', '{', '[1,2', '{"a" 1}', '"abc', '01', '-01', '1e', '1E+', '-', '[-]', 'tru', 'nul', 'fals', 't',
  '{"a":1}x', '"\\x"', '"\u0001"', '[1,]', '{,}', '  ', '{"a":}', '"\\u12"', '"\\u12G4"', '1.', '.5', '+1', 'NaN', 'Infinity', 'undefined', '[object Object]',
  "'a'", '[1 2]', '{"a":1 "b":2}', 'truex', 'falsey', '"abc\n"', '123abc', '\u2028', 'trux', 'nulx', '[tru]', '{"a":tx}',
  '{"a":1}}', '{"a":1,"b":2,}', '[1,2,3,4,5,6,7,8,9,10,11,12,]', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
  '[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,x]', '{"a":[1,2,3,x]}', '[', ']', '{"a"', '{"a":', 'tr"', '"\\', '0x1', '[0-1]',
  '{"key": "value", "other": [1, 2, 3], "bad": nope, "more": "padding here"}', '/* comment */ 1', '{a:1}', '[1]]', '"\t"'];
for (const s of texts) {
  try { JSON.parse(s); console.log('parsed', JSON.stringify(s)); }
  catch (e: any) { console.log(JSON.stringify(s), '->', e.name + ': ' + e.message); }
}
try { JSON.parse(undefined as any); } catch (e: any) { console.log(e.message); }
try { JSON.parse({} as any); } catch (e: any) { console.log(e.message); }
try { JSON.parse('{"a":}'); } catch (e: any) { console.log(e instanceof SyntaxError, e.constructor.name); }
