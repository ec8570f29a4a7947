// JSON.parse's messages as node 20 (V8 11.3) words them: a missing colon
// is named after an object's first key only.
const cases = ['{"a":1,"b" 2}', '{"a":1,"b"}', '{"a" "b"}', '{"a":1 "b":2}', '[1 2]', '{a:1}', '{"a":1,}', '[1,]', '"abc', '"a\\x"', '"a\u0001"', '1e', '1.', '-', '{"a":1', '[1', '', ' ', 'tru', 'nul', '{"a":}', '{,}', '01', '"\\u12"', '{"a"', '{"a":1}x', '[1]]'];
for (const c of cases) { try { JSON.parse(c); console.log("ok", c); } catch (e: any) { console.log(JSON.stringify(c), "=>", e.message); } }
