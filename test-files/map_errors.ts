// Map.prototype methods on the wrong receiver: node's TypeErrors.
function t(f: () => any) { try { console.log(f()); } catch (e: any) { console.log(e.name + ': ' + e.message); } }
const P: any = Map.prototype;
for (const name of ['get', 'set', 'has', 'delete', 'clear', 'entries', 'keys', 'values', 'forEach']) {
  t(() => P[name].call({}, 1));
}
t(() => P.get.call([], 1));
t(() => P.get.call(new Set(), 1));
t(() => P.get.call(new WeakMap(), 1));
t(() => P.get.call(1, 1));
t(() => P.get.call('str', 1));
t(() => P.get.call(undefined, 1));
t(() => P.get.call(null, 1));
const size = Object.getOwnPropertyDescriptor(Map.prototype, 'size')!;
t(() => [typeof size.get, size.set, size.enumerable, size.configurable, size.get!.name]);
t(() => size.get!.call({}));
t(() => size.get!.call(new Map([[1, 1]])));
t(() => P.size);
t(() => Map.prototype.entries.call(new Set() as any));
t(() => Object.getOwnPropertyNames(Map.prototype));
t(() => Object.getOwnPropertyNames(Map));
t(() => [Map.length, Map.name, Map.prototype.constructor === Map]);
t(() => ['get', 'set', 'has', 'delete', 'clear', 'entries', 'forEach', 'keys', 'values'].map((n) => n + '/' + P[n].length).join(' '));
t(() => Map.prototype[Symbol.toStringTag]);
t(() => Object.getOwnPropertyDescriptor(Map.prototype, Symbol.toStringTag));
