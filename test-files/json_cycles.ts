// Cycles: node's TypeError names the path around the circle (two links,
// an ellipsis, the last link), constructors, array indices and keys.
function t(f: () => any) { try { console.log(f()); } catch (e: any) { console.log(e.name + ': ' + e.message); } }
const a: any = {}; a.a = a;
t(() => JSON.stringify(a));
const d2: any = { x: {} }; d2.x.back = d2;
t(() => JSON.stringify(d2));
const d3: any = { x: { y: {} } }; d3.x.y.back = d3;
t(() => JSON.stringify(d3));
const d4: any = { x: { y: { z: {} } } }; d4.x.y.z.back = d4;
t(() => JSON.stringify(d4));
const d6: any = { x: { y: { z: { w: { v: {} } } } } }; d6.x.y.z.w.v.back = d6;
t(() => JSON.stringify(d6));
const inner: any = { a: { b: { c: { d: {} } } } }; inner.a.b.c.d.e = inner.a;
t(() => JSON.stringify(inner));
const arr: any[] = [0, {}]; arr[1].arr = arr;
t(() => JSON.stringify(arr));
const self: any[] = [0]; self.push(self);
t(() => JSON.stringify(self));
const nestedArr: any = [[[]]]; nestedArr[0][0].push(nestedArr);
t(() => JSON.stringify(nestedArr));
class Node { next: any; constructor(public id: number) {} }
const n1 = new Node(1), n2 = new Node(2); n1.next = n2; n2.next = n1;
t(() => JSON.stringify(n1));
const np: any = Object.create(null); np.me = np;
t(() => JSON.stringify(np));
const anon = new (class {})() as any; anon.me = anon;
t(() => JSON.stringify(anon));
const weird: any = {}; weird[''] = weird;
t(() => JSON.stringify(weird));
const idx: any = {}; idx[7] = idx;
t(() => JSON.stringify(idx));
const quoted: any = {}; quoted["it's"] = quoted;
t(() => JSON.stringify(quoted));
const viaMap: any = { m: new Map() }; viaMap.m.o = viaMap;
t(() => JSON.stringify(viaMap));
const viaToJSON: any = {}; viaToJSON.x = { toJSON() { return viaToJSON; } };
t(() => JSON.stringify(viaToJSON));
const shared = { s: 1 };
t(() => JSON.stringify({ a: shared, b: shared, c: [shared, shared] }));
t(() => JSON.stringify({ toJSON() { return this; } }));
const withIndent: any = { list: [{}] }; withIndent.list[0].up = withIndent.list;
t(() => JSON.stringify(withIndent, null, 2));
try { JSON.stringify(a); } catch (e: any) { console.log(e instanceof TypeError, e.constructor === TypeError, e.message.split('\n').length); }
console.log('%j and %j', a, { fine: [1] });
