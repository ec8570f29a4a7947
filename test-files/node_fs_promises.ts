// node:fs/promises: the calls scripts await, their results, and their
// rejections with node's errors, all inside a directory made and removed here.
import { mkdir, writeFile, appendFile, readFile, readdir, stat, lstat, rename, copyFile, unlink, rm, rmdir, access, realpath, constants } from "node:fs/promises";
import fsp from "fs/promises";
import * as path from "node:path";

const dir = path.join(process.env.TMPDIR ?? "/tmp", "kiln-fs-promises-" + process.pid);
await rm(dir, { recursive: true, force: true });
console.log(await mkdir(dir), await mkdir(path.join(dir, "a/b/c"), { recursive: true }) === path.join(dir, "a"));

const notes = path.join(dir, "notes.txt");
console.log(await writeFile(notes, "first line\n"));
await appendFile(notes, "second line\n", "utf8");
await fsp.appendFile(notes, "third line é\n");
const text = await readFile(notes, "utf8");
console.log(JSON.stringify(text), text.split("\n").length);
console.log(await readFile(notes, { encoding: "base64" }));

const st = await stat(notes);
console.log(st.size, st.isFile(), st.isDirectory(), st.constructor.name);
console.log((await lstat(dir)).isDirectory());

await Promise.all(["b.txt", "a.txt", "c.json"].map((n, i) => writeFile(path.join(dir, n), String(i))));
console.log(await readdir(dir));
console.log((await readdir(dir, { withFileTypes: true })).map((d) => `${d.name}:${d.isDirectory() ? "dir" : "file"}`));

await rename(path.join(dir, "a.txt"), path.join(dir, "renamed.txt"));
await copyFile(path.join(dir, "renamed.txt"), path.join(dir, "copy.txt"));
console.log(await readFile(path.join(dir, "copy.txt"), "utf8"), (await realpath(dir)) === dir || "realpath differs");
console.log(await access(notes, constants.R_OK), typeof constants.F_OK);
await unlink(path.join(dir, "copy.txt"));

async function show(label: string, p: Promise<unknown>): Promise<void> {
  try {
    console.log(label, await p);
  } catch (e: any) {
    console.log(label, e.message.replace(dir, "<dir>"));
    console.log(`  ${e.code} ${e.errno} ${e.syscall} ${e.path === undefined ? "" : path.relative(dir, e.path) || "<dir>"}`);
  }
}
await show("read missing", readFile(path.join(dir, "missing.txt"), "utf8"));
await show("stat missing", stat(path.join(dir, "missing")));
await show("mkdir existing", mkdir(dir));
await show("rmdir not empty", rmdir(dir));
await show("unlink a directory", unlink(path.join(dir, "a")));
await show("readdir a file", readdir(notes));
await show("access missing", access(path.join(dir, "nope")));
await show("bad path", readFile(42 as any, "utf8"));
try {
  await readFile(path.join(dir, "missing.txt"), "utf8");
} catch (e) {
  const { stack, ...rest } = e as any;
  console.log({ ...rest, path: path.basename(rest.path) }, stack.split("\n")[0].replace(dir, "<dir>"));
}

// A call starts at once and settles later, after the code that follows it.
const order: string[] = [];
const p = writeFile(path.join(dir, "order.txt"), "x").then(() => order.push("written"));
order.push("after the call");
await Promise.resolve();
order.push("after a microtask");
await p;
console.log(order.join(", "));

await rm(dir, { recursive: true });
await show("gone", stat(dir));
console.log(fsp.readFile, fsp.stat === stat, typeof fsp.constants.O_CREAT);
