// Writing files the careful way: exclusive creation, appends, flags, and
// the errors a script sees when a path is wrong.
import { writeFileSync, readFileSync, appendFileSync, existsSync, mkdirSync, rmSync, statSync, copyFileSync, accessSync, constants } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";

const dir = join(tmpdir(), `kiln-write-modes-${process.pid}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir);
const f = join(dir, "log.txt");

function attempt(label: string, fn: () => unknown) {
  try {
    const r = fn();
    console.log(label, "ok", r === undefined ? "" : r);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    console.log(label, err.code, err.syscall, err.errno, err.message.replaceAll(dir, "<dir>"));
  }
}

attempt("create", () => writeFileSync(f, "first\n", { flag: "wx" }));
attempt("create again", () => writeFileSync(f, "second\n", { flag: "wx" }));
attempt("append", () => appendFileSync(f, "appended\n"));
attempt("append flag", () => writeFileSync(f, "via a flag\n", { flag: "a" }));
console.log(JSON.stringify(readFileSync(f, "utf8")));
attempt("overwrite", () => writeFileSync(f, "short"));
console.log(JSON.stringify(readFileSync(f, "utf8")), statSync(f).size);
attempt("r+ partial", () => writeFileSync(f, "SH", { flag: "r+" }));
console.log(JSON.stringify(readFileSync(f, "utf8")));
attempt("r+ missing", () => writeFileSync(join(dir, "none.txt"), "x", { flag: "r+" }));
attempt("into missing dir", () => writeFileSync(join(dir, "no/such/file.txt"), "x"));
attempt("read a dir", () => readFileSync(dir, "utf8"));
attempt("write a dir", () => writeFileSync(dir, "x"));
attempt("mkdir exists", () => mkdirSync(dir));
attempt("mkdir -p exists", () => mkdirSync(dir, { recursive: true }));
attempt("copy excl", () => copyFileSync(f, f, constants.COPYFILE_EXCL));
attempt("copy", () => copyFileSync(f, join(dir, "copy.txt")));
attempt("access rw", () => accessSync(f, constants.R_OK | constants.W_OK));
attempt("access missing", () => accessSync(join(dir, "gone"), constants.F_OK));
attempt("utf8 multi-byte", () => writeFileSync(f, "naïve — ☃ 𝄞"));
console.log(statSync(f).size, readFileSync(f, "utf8").length, readFileSync(f, "latin1").length);
rmSync(dir, { recursive: true });
console.log("left nothing:", !existsSync(dir));
