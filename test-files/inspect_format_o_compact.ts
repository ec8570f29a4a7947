// With %o (depth 4) the "3 innermost levels on one line" rule becomes visible.
console.log("%o", { a: { b: { c: {} } } });
console.log("%o", { a: { b: { c: { d: 1 } } } });
console.log("%o", { a: { b: { c: { d: { e: 1 } } } } });
console.log("%o", { x: { y: { z: { w: 1 } } }, p: 1 });
console.log("%o", { p: 1, x: { y: { z: { w: 1 } } } });
console.log("%o", { x: { y: { z: { w: 1 } } }, q: { r: 1 } });
console.log("%o", { q: { r: 1 }, x: { y: { z: { w: 1 } } } });
console.log("%o", { a: { b: { c: 1 } }, d: { e: { f: { g: 1 } } } });
console.log("%O", { a: { b: { c: 1 } } });
console.log("%o", { a: { b: { c: 1 } } });
