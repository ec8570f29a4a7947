// A CommonJS helper module that leans on node's built-in modules through
// require, used from an ES module.
import tools from "./tools.cjs";

const dir = tools.makeTempDir("kiln-cjs-builtins");
try {
  tools.writeJson(dir, "conf.json", { port: 8080, tags: ["a", "b"] });
  console.log(tools.readJson(dir, "conf.json"));
  console.log(tools.describe(dir));
  console.log(await tools.readLater(dir, "conf.json"));
  console.log(tools.formatted(), tools.checks());
} finally {
  tools.remove(dir);
  console.log("removed:", tools.exists(dir));
}
