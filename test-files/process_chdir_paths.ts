// A CLI that changes directory and resolves paths relative to it, as
// build scripts do; cwd-relative file access follows the change.
import * as path from "node:path";
import * as fs from "node:fs";
import * as os from "node:os";

const start = process.cwd();
const base = fs.realpathSync(os.tmpdir());
const work = path.join(base, `kiln-chdir-${process.pid}`);
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(path.join(work, "sub", "deeper"), { recursive: true });
fs.writeFileSync(path.join(work, "sub", "note.txt"), "in sub");

process.chdir(work);
const rel = (p: string) => path.relative(work, p) || ".";
console.log("cwd is work:", process.cwd() === work);
console.log(rel(path.resolve("sub")), rel(path.resolve("sub/../x")), path.resolve("/abs", "y") );
process.chdir("sub");
console.log(rel(process.cwd()), fs.readFileSync("note.txt", "utf8"), fs.existsSync("deeper"));
process.chdir("..");
console.log(rel(process.cwd()), fs.readdirSync(".").join(","));
try {
  process.chdir("does-not-exist");
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.log(err.code, err.syscall, err.message.replaceAll(work, "<work>"));
}
try {
  process.chdir("sub/note.txt");
} catch (e) {
  console.log((e as NodeJS.ErrnoException).code);
}
console.log(path.relative("/a/b/c", "/a/d"), path.relative("a/b", "a/b/c/d"), path.relative("/x", "/x"));
console.log(path.format({ dir: "/tmp", name: "f", ext: ".txt" }), path.parse("/home/u/file.tar.gz"));
process.chdir(start);
fs.rmSync(work, { recursive: true });
console.log("back:", process.cwd() === start, fs.existsSync(work));
