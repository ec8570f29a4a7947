// Top-level await interleaving with async functions and then chains started earlier in the module.
const seq: string[] = [];
function mark(s: string): void {
  seq.push(s);
  console.log(s);
}
async function background(name: string, steps: number): Promise<void> {
  for (let i = 1; i <= steps; i++) {
    mark(`${name} step ${i}`);
    await null;
  }
  mark(`${name} done`);
}
mark("top 1");
const bg = background("bg", 4);
Promise.resolve().then(() => mark("then A")).then(() => mark("then B"));
mark("top 2 (sync, before any await)");
await null;
mark("top 3 (after await null)");
await Promise.resolve();
mark("top 4 (after await Promise.resolve())");
await { then: (r: () => void) => r() };
mark("top 5 (after await thenable)");
await bg;
mark("top 6 (background finished)");
queueMicrotask(() => mark("microtask from top"));
await new Promise<void>((resolve) => queueMicrotask(resolve));
mark("top 7 (after awaiting a microtask-resolved promise)");
console.log("total marks:", seq.length);
const idx = (s: string) => seq.indexOf(s);
console.log("then B before top 4:", idx("then B") < idx("top 4 (after await Promise.resolve())"));
console.log("bg done before top 6:", idx("bg done") < idx("top 6 (background finished)"));
