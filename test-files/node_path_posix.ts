// node:path (POSIX) on odd inputs: node's own algorithms give node's answers.
import path from "node:path";
import * as p2 from "path";
import { join, resolve, basename as base } from "node:path";
const samples = ["", ".", "..", "/", "//", "///a//b/", "a/b/c", "a/b/../../..", "/a/b/../../..", "./a/./b/.", "a//b", "../x/../y", "/foo/bar/baz/asdf/quux.html", ".bashrc", "a.b.c", "a.", ".a.", "..a", "dir/.", "dir/..", "file.txt/", "/a/b.c/d", "x/y.tar.gz", "/..", "a/..", "a/../", "./", "../", "./..", "/.hidden.txt", "é/ü.ts"];
for (const s of samples) {
  console.log(JSON.stringify(s), [path.normalize(s), path.dirname(s), path.basename(s), path.extname(s), path.isAbsolute(s)].map((x) => JSON.stringify(x)).join(" "));
  console.log("  parse", JSON.stringify(path.parse(s)), "format", path.format(path.parse(s)));
  console.log("  basename .txt", path.basename(s, ".txt"), path.basename(s, "c"), path.basename(s, s));
}
console.log(join(), join(""), join("a", "", "b"), join("/a", "../../..", "b"), join("a/", "/b/", "./c/"), join("..", "a"));
console.log(resolve("/a/b", "./c"), resolve("/a/b", "/c", "d"), resolve("/", ".."), resolve("/x", "y/", "../z/"));
console.log(resolve() === process.cwd(), resolve("rel") === process.cwd() + "/rel");
const rel = [["/a/b/c", "/a/d"], ["/a", "/a/b/c"], ["/a/b/c", "/a"], ["/", "/x"], ["/x", "/"], ["/a/bc", "/a/b"], ["/a/b", "/a/bc"], ["/same", "/same"], ["/a/b/", "/a/b/c/"], ["/data/orandea/test/aaa", "/data/orandea/impl/bbb"]];
for (const [a, b] of rel) console.log("relative", a, b, JSON.stringify(path.relative(a, b)));
console.log(path.sep, path.delimiter, path.posix === path, p2.default === path, p2.join === path.join, Object.keys(p2).length > 10);
console.log(path.format({ root: "/", dir: "/home/user/dir", base: "file.txt" }), path.format({ root: "/", base: "f.txt", ext: "ignored" }), path.format({ name: "f", ext: "txt" }), path.format({ dir: "d", name: "n", ext: ".e" }), path.format({}));
console.log(base("/x/y.z", ".z"), path.toNamespacedPath("/a"));
for (const bad of [undefined, 1, null, {}]) {
  try { path.join("a", bad as any); } catch (e) { console.log((e as any).code, (e as Error).message); }
  try { path.resolve(bad as any); } catch (e) { console.log((e as Error).message); }
}
try { path.format("x" as any); } catch (e) { console.log((e as Error).message); }
try { path.relative("a", 3 as any); } catch (e) { console.log((e as Error).message); }
