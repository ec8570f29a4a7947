// A named function expression's own name is the very function object
// (each evaluation's own), not a copy: identity, properties set on it,
// self-removing listeners, recursion through closures, IIFEs.
const g = function me() { return me; };
const r0 = g();
console.log(r0 === g, r0 === r0());
const counter = function tick(): number { (tick as any).n = ((tick as any).n ?? 0) + 1; return (tick as any).n; };
counter(); counter();
console.log(counter(), (counter as any).n);
const fns: any[] = [];
for (let i = 0; i < 3; i++) fns.push(function me() { return [me === fns[i], i]; });
console.log(fns.map((f) => f()));
const r = (function fact(n: number): number { return n <= 1 ? 1 : n * fact(n - 1); })(5);
console.log(r, (function self() { return typeof self; })());
const o = { m: function named() { return named === o.m; } };
console.log(o.m());
const emitter: any = { handlers: [] as any[], on(f: any) { this.handlers.push(f); }, off(f: any) { this.handlers = this.handlers.filter((h: any) => h !== f); }, emit() { for (const h of [...this.handlers]) h(); } };
emitter.on(function once() { console.log("once"); emitter.off(once); });
emitter.emit(); emitter.emit();
const rec = function walk(n: number): number { const inner = () => walk; return n === 0 ? 0 : inner()(n - 1) + 1; };
console.log(rec(4), rec.name);
const h = function hh() { try { (hh as any) = 1; } catch (e: any) { return e.message; } };
console.log(h());
