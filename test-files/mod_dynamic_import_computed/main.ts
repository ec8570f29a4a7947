// import() of specifiers computed at run time: a plugin loader whose
// template names a folder (kiln compiles every module there that the
// template's constant parts match), a specifier held in a variable,
// JSON with its attribute, node's modules by computed names, and the
// rejections node gives for what it cannot find.
import { register, run } from "./registry.js";

const here = import.meta.dirname;
const show = (e: unknown) => {
  const err = e as Error & { code?: string };
  return `${err.name} ${err.code} ${err.message.split(here).join("<here>")}`;
};

for (const name of ["upper", "reverse", "count"]) {
  const plugin = await import(`./plugins/${name}.js`);
  register(name, plugin.default, plugin.description);
}
console.log(run("Hello, kiln"));

const again = await import(`./plugins/${"upper"}.js`);
const direct = await import("./plugins/upper.js");
console.log(again === direct, Object.keys(again), again[Symbol.toStringTag]);

const specifier = ["./registry", "js"].join(".");
const registry = await import(specifier);
console.log(typeof registry.register, registry.count());

const file = "config";
const config = await import(`./data/${file}.json`, { with: { type: "json" } });
console.log(config.default.name, config.default.plugins);

for (const m of ["node:path", "os", "node:fs"]) {
  const ns = await import(m);
  console.log(m, typeof ns.default, "join" in ns || "EOL" in ns || "readFileSync" in ns);
}

const failures = [
  () => import(`./plugins/${"missing"}.js`),
  () => import(`./data/${file}.json`),
  () => import("./registry.js".replace("registry", "nowhere")),
  () => import(["left", "pad"].join("-")),
  () => import("node:" + "nonexistent"),
  () => import({ toString: () => "./plugins/count.js" } as any),
  () => import(Symbol("s") as any),
  () => import({ toString() { throw new RangeError("no string for you"); } } as any),
];
for (const f of failures) {
  try {
    const ns = await f();
    console.log("loaded", Object.keys(ns));
  } catch (e) {
    console.log(show(e));
  }
}
