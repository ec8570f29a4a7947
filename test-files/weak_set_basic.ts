// WeakSet: add/has/delete with objects and symbols; errors.
function t(f: () => any) { try { console.log(f()); } catch (e: any) { console.log(e.name + ': ' + e.message); } }
const ws = new WeakSet<any>();
const a = {}, b = {}, sym = Symbol();
t(() => [ws.add(a) === ws, ws.has(a), ws.has(b), ws.add(a) === ws]);
ws.add(sym);
t(() => [ws.has(sym), ws.delete(sym), ws.has(sym), ws.delete(sym)]);
t(() => [ws.has(1), ws.delete('x'), ws.has(null)]);
for (const v of [1, 'x', null, undefined, false, Symbol.for('reg')]) t(() => ws.add(v));
t(() => new WeakSet([a, b]).has(b));
t(() => new WeakSet([a, 5] as any));
t(() => (WeakSet as any)());
t(() => Object.getOwnPropertyNames(WeakSet.prototype));
t(() => WeakSet.prototype.add.call(new Set(), a));
t(() => WeakSet.prototype.has.call(new WeakMap(), a));
const visited = new WeakSet<object>();
const graph: any = { id: 1, next: { id: 2, next: null } };
graph.next.next = graph;
const walk = (n: any): number => (n === null || visited.has(n) ? 0 : (visited.add(n), 1 + walk(n.next)));
console.log(walk(graph), walk(graph));
