// new Map(iterable): pairs from arrays, other Maps, the `set` it calls,
// and node's errors.
function t(f: () => any) { try { console.log(f()); } catch (e: any) { console.log(e.name + ': ' + e.message); } }
t(() => new Map([[1, 'a'], [2, 'b'], [1, 'c']]));
t(() => new Map([[1], [], ['k', 'v', 'extra']] as any));
t(() => new Map(null));
t(() => new Map(undefined));
t(() => new Map([]));
const src = new Map([['x', 1], ['y', 2]]);
const copy = new Map(src);
copy.set('z', 3);
t(() => [src.size, copy.size, copy.get('x')]);
t(() => new Map([{ 0: 'from', 1: 'object', length: 2 }] as any));
t(() => new Map([[1, 2], 3] as any));
t(() => new Map(['ab'] as any));
t(() => new Map([null] as any));
t(() => (Map as any)());
t(() => (Map as any)([[1, 2]]));
const orig = Map.prototype.set;
(Map.prototype as any).set = function (this: any, k: any, v: any) { console.log('set called', k, v); return orig.call(this, k, v); };
t(() => new Map([[1, 2], [3, 4]]));
(Map.prototype as any).set = 42;
t(() => new Map([[1, 2]]));
t(() => new Map());
t(() => new Map([]));
Map.prototype.set = orig;
t(() => new Map([[1, 2]]));
class Counting extends Map<any, any> {
  calls = 0;
  set(k: any, v: any) { this.calls = (this.calls || 0) + 1; return super.set(k, v); }
}
const cm = new Counting([[1, 1], [2, 2]]);
t(() => [cm.size, cm.calls, cm instanceof Map, cm instanceof Counting]);
t(() => new Map([[1, 2]], 'ignored' as any).size);
const pairs: [string, number][] = [];
for (let i = 0; i < 50; i++) pairs.push(['k' + i, i]);
const fromPairs = new Map(pairs);
t(() => [fromPairs.size, fromPairs.get('k49'), fromPairs.get('k0')]);
t(() => new Map([[NaN, 1], [NaN, 2], [0, 3], [-0, 4]]));
