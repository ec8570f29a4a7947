// Top-level await: module code before and after awaits, with microtasks queued before the await running first.
console.log("module start");
const config = await Promise.resolve({ name: "kiln", retries: 3 });
console.log("config loaded:", config.name, config.retries);

queueMicrotask(() => console.log("microtask queued before second await"));
Promise.resolve().then(() => console.log("then queued before second await"));
console.log("before second await");
const value = await 7;
console.log("after second await:", value);

async function loadUser(id: number): Promise<{ id: number; name: string }> {
  await null;
  return { id, name: ["ada", "grace", "linus"][id] };
}
const users = await Promise.all([0, 1, 2].map(loadUser));
for (const u of users) console.log("user", u.id, u.name);

let resolveLater!: (v: string) => void;
const gate = new Promise<string>((r) => (resolveLater = r));
Promise.resolve()
  .then(() => console.log("chain step 1"))
  .then(() => console.log("chain step 2"))
  .then(() => resolveLater("gate opened by chain"));
console.log("waiting on gate");
console.log(await gate);

try {
  await Promise.reject(new Error("top-level rejection"));
} catch (e) {
  console.log("caught at top level:", (e as Error).message);
}

const counts: number[] = [];
for (let i = 0; i < 3; i++) counts.push(await Promise.resolve(i * i));
console.log("loop at top level:", counts);
const t = await (async () => {
  const parts: string[] = [];
  for await (const p of [Promise.resolve("a"), "b", Promise.resolve("c")]) parts.push(p);
  return parts.join("");
})();
console.log("for await at top level:", t);
console.log("module end");
