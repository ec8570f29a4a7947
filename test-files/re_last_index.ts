// lastIndex with global and sticky flags: progression, reset on failure,
// empty matches, non-global ignoring it, out-of-range values.
const g = /o/g;
const s = "foo boo";
for (let i = 0; i < 6; i++) { const r = g.exec(s); console.log(r && r.index, g.lastIndex); }
const e = /a*/g;
console.log(e.exec("baa")!.index, e.lastIndex, e.exec("baa")!.index, e.lastIndex, e.exec("baa")![0], e.lastIndex);
const n = /o/;
n.lastIndex = 5;
console.log(n.exec(s)!.index, n.lastIndex, n.test(s), n.lastIndex);
g.lastIndex = 100;
console.log(g.test(s), g.lastIndex);
g.lastIndex = -3;
console.log(g.exec(s)!.index, g.lastIndex);
(g as any).lastIndex = "2";
console.log(g.exec(s)!.index, g.lastIndex);
const t = /x/g;
console.log(t.test("xx"), t.test("xx"), t.test("xx"), t.test("xx"));
console.log(Object.getOwnPropertyDescriptor(g, "lastIndex"));
