// How V8 prints literals in the call-site text of a TypeError: object
// literals as one (intermediate value) per property, regexps, logical and
// comma expressions, arrays. (kiln does not type-check: the calls are
// type errors for tsc, and run as node runs them.)
const t = (f) => { try { f(); } catch (e: any) { console.log(e.message); } };
t(() => ({ a: 1 }).a());
t(() => ({ a: { b: 1 } }).a.b());
t(() => [1].foo());
t(() => [].foo());
t(() => (function () {}).foo());
t(() => (() => 1).foo());
t(() => (class {}).foo());
t(() => (1 + 2).foo());
t(() => new Object().foo());
t(() => ({}).foo());
t(() => /a/.foo());
t(() => (null ?? {}).foo());
t(() => ({ a: 1, b: 2 }).a());
t(() => ({ a: 1, b: 2, c: x => x }).z());
t(() => ({ ...{} }).z());
t(() => ({ a() {} }).z());
t(() => ({ get a() { return 1; } }).z());
t(() => ({ [1]: 2 }).z());
t(() => /a/g.foo());
t(() => (0 || {}).foo());
t(() => (1, {}).foo());
t(() => (true ? {} : 1).foo());
t(() => { for (const x of {a:1}) ; });
t(() => { for (const x of {}) ; });
t(() => { const [a] = {a: 1}; });
