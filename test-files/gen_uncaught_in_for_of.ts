// An uncaught TypeError from deep inside delegated generators during for...of; finally blocks run first, exit 1.
interface Config { name: string; children?: Config[]; limit?: { max: number } }

function* walk(cfg: Config, depth = 0): Generator<string> {
  try {
    yield `${"  ".repeat(depth)}${cfg.name} (max ${(cfg.limit as { max: number }).max})`;
    for (const child of cfg.children ?? []) yield* walk(child, depth + 1);
  } finally {
    console.log(`${"  ".repeat(depth)}~ leaving ${cfg.name}`);
  }
}

const ok: Config = {
  name: "root",
  limit: { max: 10 },
  children: [
    { name: "a", limit: { max: 1 } },
    { name: "b", limit: { max: 2 }, children: [{ name: "b1", limit: { max: 3 } }] },
  ],
};
for (const line of walk(ok)) console.log(line);

function* numbered<T>(it: Iterable<T>) {
  let i = 0;
  for (const x of it) yield `${++i}. ${x}`;
}
for (const line of numbered(["alpha", "beta", "gamma", "delta"])) console.log(line);
console.log("walk(ok) produced", [...walk({ name: "leaf", limit: { max: 0 } })].length, "line for a leaf");

const broken: Config = {
  name: "root",
  limit: { max: 10 },
  children: [
    { name: "c", limit: { max: 4 } },
    { name: "d", limit: { max: 5 }, children: [{ name: "d1" }, { name: "d2", limit: { max: 6 } }] },
  ],
};
let seen = 0;
for (const line of numbered(walk(broken))) {
  seen++;
  console.log(line);
}
console.log("never printed", seen);
