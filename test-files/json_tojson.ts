// toJSON: called with the key, on objects and through the prototype,
// before the replacer; Date's toJSON; errors it throws propagate.
const o = { toJSON(key: string) { return 'toJSON(' + JSON.stringify(key) + ')'; } };
console.log(JSON.stringify(o), JSON.stringify({ x: o }), JSON.stringify([o]));
class Money { constructor(public cents: number) {} toJSON() { return (this.cents / 100).toFixed(2); } }
console.log(JSON.stringify({ price: new Money(1999), list: [new Money(5)] }));
const proto = { toJSON() { return 'from proto'; } };
console.log(JSON.stringify(Object.create(proto)));
console.log(JSON.stringify({ toJSON: 'not a function', a: 1 }));
console.log(JSON.stringify({ toJSON() { return undefined; } }), JSON.stringify([{ toJSON() { return undefined; } }]));
console.log(JSON.stringify({ a: { toJSON() { return { b: { toJSON() { return 42; } } }; } } }));
console.log(JSON.stringify(new Date(Date.UTC(2024, 0, 15, 10, 30))), JSON.stringify(new Date(NaN)));
console.log(JSON.stringify({ t: { toJSON: () => 1 } }, (k, v) => (k === 't' ? v + 1 : v)));
console.log(Date.prototype.toJSON.call({ toISOString() { return 'custom'; } }));
console.log(Date.prototype.toJSON.call({ valueOf() { return NaN; }, toISOString() { return 'never'; } }));
try { JSON.stringify({ toJSON() { throw new TypeError('bad toJSON'); } }); } catch (e: any) { console.log(e.name, e.message); }
try { Date.prototype.toJSON.call({}); } catch (e: any) { console.log(e.name, e.message); }
console.log(JSON.stringify({ n: new Number(5), s: new String('s') }, null, 1));
