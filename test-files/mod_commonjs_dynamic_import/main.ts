// import() of CommonJS modules: one a static import has run already, one
// only import() reaches (it runs when first imported, once), plugins
// named at run time, and one that throws.
import core from "./core.cjs";

console.log("main starts, core:", core.name);
const again = await import("./core.cjs");
console.log(again.default === core, again.name);

const lazy = await import("./lazy.cjs");
console.log(lazy, lazy.default.calls());
const lazy2 = await import("./lazy.cjs");
console.log(lazy2 === lazy, lazy.default.calls());

for (const name of ["upper", "reverse"]) {
  const plugin = await import(`./plugins/${name}.cjs`);
  console.log(name, plugin.transform("kiln"), Object.keys(plugin));
}

try {
  await import("./broken.cjs");
} catch (e) {
  console.log("broken:", (e as Error).message);
}
const results = await Promise.allSettled([import("./broken.cjs"), import("./lazy.cjs")]);
console.log(results.map((r) => r.status));
console.log("main ends");
