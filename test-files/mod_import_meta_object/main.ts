// `import.meta` as an object: each module's own (null prototype, node's
// four members, extensible), and `import.meta.resolve` as node resolves.
import { describe, metaOf } from "./lib/where.js";

const here = import.meta.url.slice(0, import.meta.url.lastIndexOf("/") + 1);
const parent = here.slice(0, here.lastIndexOf("/", here.length - 2) + 1);
const show = (s: string) => s.replace(here, "<here>/").replace(parent, "<parent>/");

const { url, filename, dirname, resolve } = import.meta;
console.log(Object.keys(import.meta), Object.getPrototypeOf(import.meta));
console.log(show(url), filename.endsWith("main.ts"), filename.startsWith(dirname));
console.log(typeof resolve, resolve.name, resolve.length);
console.log(import.meta === import.meta, import.meta !== metaOf());
console.log(describe());

for (const spec of [
  "./lib/where.js",
  "./lib/missing.js",
  "../elsewhere/x.js",
  "./data.json?v=2#top",
  "./a b.js",
  "node:fs",
  "fs",
  "fs/promises",
  "node:not-a-module",
  "file:///etc/hosts",
]) {
  console.log(spec, "->", show(import.meta.resolve(spec)));
}
for (const spec of ["left-pad", "@scope/pkg/sub"]) {
  try {
    import.meta.resolve(spec);
  } catch (e) {
    const err = e as Error & { code: string };
    console.log(spec, "->", err.code, err.message.replace(filename, "<main>"));
  }
}

// Its members are ordinary, writable properties; new ones may be added.
const meta = import.meta as ImportMeta & { env?: string };
meta.env = "test";
meta.url = "replaced";
console.log(meta.env, import.meta.url, Object.keys(import.meta).length);
console.log(Object.getOwnPropertyDescriptor(import.meta, "dirname")?.writable);
