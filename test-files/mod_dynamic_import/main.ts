// import() of project modules as programs use it: plugins loaded on
// demand (each evaluated once, with the lazy modules they import), a
// module that throws, node's built-in modules, and the module namespace
// objects the promises resolve to.
import { registry } from "./shared.ts";

console.log("main starts", registry.length);

async function loadFormatter() {
  const mod = await import("./plugins/format.ts");
  return mod.default;
}

async function main() {
  // A JSON module, loaded on demand.
  const { default: config } = await import("./config.json", { with: { type: "json" } });
  console.log(config.name, config.plugins, config.limits.rows);
  const format = await loadFormatter();
  console.log(format([["alpha", 1], ["beta", 2.5]]));
  // A second import gives the same namespace, without running it again.
  const again = await import("./plugins/format.ts");
  again.default([]);
  console.log("calls seen through the namespace:", again.calls, registry);

  // Two imports at once, then destructuring.
  const [a, b] = await Promise.all([import("./plugins/stats.ts"), import("./plugins/stats.ts")]);
  console.log(a === b, a.mean([1, 2, 3, 4]), a.median([5, 1, 4]), a.counter.next(), b.counter.next());
  const { median } = await import("./plugins/stats.ts");
  console.log(median([1, 2, 3, 4]));

  // A module that throws while evaluating rejects every import of it.
  for (let i = 0; i < 2; i++) {
    try {
      await import("./plugins/broken.ts");
      console.log("not reached");
    } catch (e) {
      console.log("import failed:", (e as Error).message);
    }
  }
  await import("./plugins/broken.ts").then(
    () => console.log("not reached"),
    (e: Error) => console.log("then's handler:", e.message),
  );

  // node's built-in modules and a module of the static graph.
  const path = await import("node:path");
  console.log(path.join("a", "b"), path.default.sep);
  const shared = await import("./shared.ts");
  console.log(Object.keys(shared), shared.registry === registry);
  console.log(await import("./plugins/util.ts"));

  // Modules node's loader does not find reject with its coded errors
  // (their messages name absolute paths: only their start is shown).
  const missing = [() => import("./plugins/absent.ts"), () => import(""), () => import("node:nope")];
  for (const load of missing) {
    await load().catch((e: NodeJS.ErrnoException) =>
      console.log(e.name, e.code, e.message.split(" '")[0], e instanceof Error),
    );
  }
}

main().then(() => console.log("main done"));
console.log("main body ends");
