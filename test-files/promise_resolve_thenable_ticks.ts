// Resolving with a promise or a thenable costs extra microtask ticks, measured against a ticking chain.
function run(title: string, setup: () => void): Promise<void> {
  console.log(`-- ${title}`);
  setup();
  let p: Promise<void> = Promise.resolve();
  for (let i = 1; i <= 4; i++) {
    p = p.then(() => console.log(`   tick ${i}`));
  }
  return p;
}
const thenable = (v: number) => ({
  then(onOk: (x: number) => void) {
    console.log("   thenable.then called");
    onOk(v);
  },
});

await run("resolve with plain value", () => {
  new Promise<number>((r) => r(1)).then((v) => console.log("   settled", v));
});
await run("resolve with fulfilled native promise", () => {
  new Promise<number>((r) => r(Promise.resolve(2))).then((v) => console.log("   settled", v));
});
await run("resolve with thenable object", () => {
  new Promise<number>((r) => r(thenable(3) as any)).then((v) => console.log("   settled", v));
});
await run("then callback returns plain value", () => {
  Promise.resolve().then(() => 4).then((v) => console.log("   settled", v));
});
await run("then callback returns native promise", () => {
  Promise.resolve().then(() => Promise.resolve(5)).then((v) => console.log("   settled", v));
});
await run("then callback returns thenable", () => {
  Promise.resolve().then(() => thenable(6) as any).then((v) => console.log("   settled", v));
});
await run("Promise.resolve of a promise is free", () => {
  Promise.resolve(Promise.resolve(7)).then((v) => console.log("   settled", v));
});
await run("Promise.resolve of a thenable", () => {
  Promise.resolve(thenable(8) as any).then((v) => console.log("   settled", v));
});
await run("reject with a promise does not unwrap", () => {
  Promise.reject(Promise.resolve(9)).catch((r) => console.log("   rejected with a promise?", r instanceof Promise));
});
console.log("done");
