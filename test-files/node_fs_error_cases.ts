// node:fs's system errors, each as node makes it: the message, code,
// errno, syscall, path (and dest), for the mistakes scripts make.
import * as fs from "node:fs";
import * as path from "node:path";

const dir = path.join(process.env.TMPDIR ?? "/tmp", "kiln-fs-errors-" + process.pid);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir);
const rel = (s: unknown) => String(s).split(dir).join("<dir>");
try {
  const file = path.join(dir, "file.txt");
  fs.writeFileSync(file, "data");
  fs.mkdirSync(path.join(dir, "sub"));
  fs.writeFileSync(path.join(dir, "sub", "inner.txt"), "x");
  const attempts: [string, () => unknown][] = [
    ["read a directory", () => fs.readFileSync(dir, "utf8")],
    ["read through a file", () => fs.readFileSync(path.join(file, "x"), "utf8")],
    ["mkdir existing", () => fs.mkdirSync(path.join(dir, "sub"))],
    ["mkdir under missing", () => fs.mkdirSync(path.join(dir, "a", "b"))],
    ["rmdir not empty", () => fs.rmdirSync(path.join(dir, "sub"))],
    ["rm a directory", () => fs.rmSync(path.join(dir, "sub"))],
    ["unlink a directory", () => fs.unlinkSync(path.join(dir, "sub"))],
    ["readdir a file", () => fs.readdirSync(file)],
    ["rename missing", () => fs.renameSync(path.join(dir, "nope"), path.join(dir, "other"))],
    ["copy missing", () => fs.copyFileSync(path.join(dir, "nope"), path.join(dir, "copy"))],
    ["copy exclusive", () => fs.copyFileSync(file, path.join(dir, "sub", "inner.txt"), fs.constants.COPYFILE_EXCL)],
    ["write exclusive", () => fs.writeFileSync(file, "again", { flag: "wx" })],
    ["stat missing", () => fs.statSync(path.join(dir, "missing"))],
    ["access missing", () => fs.accessSync(path.join(dir, "missing"))],
    ["realpath missing", () => fs.realpathSync(path.join(dir, "missing", "deeper"))],
    ["bad encoding", () => fs.readFileSync(file, "klingon" as BufferEncoding)],
    ["bad path type", () => fs.readFileSync(42 as unknown as string, "utf8")],
  ];
  for (const [what, f] of attempts) {
    try {
      f();
      console.log(what, "-> no error");
    } catch (e) {
      const err = e as NodeJS.ErrnoException & { dest?: string };
      console.log(what, "->", err.name, err.code, err.errno, err.syscall, rel(err.path), rel(err.dest), "|", rel(err.message));
    }
  }
  console.log(fs.existsSync(path.join(dir, "sub", "inner.txt")), fs.readFileSync(file, "utf8"));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(fs.existsSync(dir));
