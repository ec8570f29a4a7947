// node:fs, the synchronous calls scripts use, and their errors as node makes them.
import fs from "node:fs";
import { readFileSync, writeFileSync, existsSync, mkdirSync, rmSync, type Stats } from "fs";
import * as path from "node:path";

// Only inside a directory of its own, made and removed here.
const dir = path.join(process.env.TMPDIR ?? "/tmp", "kiln-fs-sync-" + process.pid);
rmSync(dir, { recursive: true, force: true });
console.log(mkdirSync(dir), existsSync(dir));
const f = path.join(dir, "a.txt");
writeFileSync(f, "hello\nworld é\n");
fs.appendFileSync(f, "more");
console.log(JSON.stringify(readFileSync(f, "utf8")), readFileSync(f, { encoding: "latin1" }).length, fs.readFileSync(f, "hex"), fs.readFileSync(f, "base64"));
const st: Stats = fs.statSync(f);
console.log(st.size, st.isFile(), st.isDirectory(), typeof st.mtimeMs, st.mtime instanceof Date, st.mtime.getTime() === Math.round(st.mtimeMs));
console.log(Object.keys(st).join(","), st.constructor.name);
console.log(fs.statSync(path.join(dir, "nope"), { throwIfNoEntry: false }));
console.log(fs.mkdirSync(path.join(dir, "x/y/z"), { recursive: true }) === path.join(dir, "x"), fs.mkdirSync(path.join(dir, "x/y"), { recursive: true }));
writeFileSync(path.join(dir, "b.txt"), "b");
writeFileSync(path.join(dir, "B.txt"), "B");
console.log(fs.readdirSync(dir));
const ents = fs.readdirSync(dir, { withFileTypes: true });
console.log(ents.map((e) => [e.name, e.isFile(), e.isDirectory()]));
console.log(ents[0].constructor.name, ents[0].parentPath === dir);
fs.renameSync(path.join(dir, "b.txt"), path.join(dir, "c.txt"));
fs.copyFileSync(path.join(dir, "c.txt"), path.join(dir, "d.txt"));
console.log(fs.readdirSync(dir).join(" "));
fs.unlinkSync(path.join(dir, "d.txt"));
for (const fn of [
  () => readFileSync(path.join(dir, "nope"), "utf8"),
  () => readFileSync(dir, "utf8"),
  () => fs.mkdirSync(path.join(dir, "x")),
  () => fs.rmdirSync(path.join(dir, "x")),
  () => fs.unlinkSync(path.join(dir, "nope")),
  () => fs.renameSync(path.join(dir, "nope"), path.join(dir, "q")),
  () => fs.copyFileSync(path.join(dir, "nope"), path.join(dir, "q")),
  () => writeFileSync(path.join(dir, "x"), "a"),
  () => fs.readdirSync(f),
  () => fs.statSync(path.join(dir, "nope")),
  () => writeFileSync(path.join(dir, "q"), 5 as any),
  () => readFileSync(f, "bogus" as any),
  () => fs.accessSync(path.join(dir, "nope")),
  () => fs.rmSync(path.join(dir, "nope")),
  () => fs.rmSync(path.join(dir, "x")),
  () => writeFileSync(f, "x", { flag: "wx" }),
  () => readFileSync(42 as any as string, "utf8"),
  () => fs.existsSync(5 as any),
]) {
  try {
    console.log("ok", fn());
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    console.log(err.message.split(dir).join("DIR"), err.code, err.errno, err.syscall, err.path?.split(dir).join("DIR"), (err as any).dest?.split(dir).join("DIR"));
  }
}
try { readFileSync(path.join(dir, "nope"), "utf8"); } catch (e) { console.log(Object.keys(e as object)); }
fs.rmSync(path.join(dir, "nope"), { force: true });
rmSync(dir, { recursive: true });
console.log(existsSync(dir), fs.constants.F_OK, fs.R_OK);
