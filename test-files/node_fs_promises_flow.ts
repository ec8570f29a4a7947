// node:fs/promises in an async flow: parallel writes, reads, a listing
// and the rejections, then clean-up in finally.
import { mkdir, writeFile, readFile, readdir, stat, rm, rename, appendFile } from "node:fs/promises";
import * as path from "node:path";
import * as os from "node:os";

const dir = path.join(os.tmpdir(), `kiln-fsp-flow-${process.pid}`);

async function main() {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, "out"), { recursive: true });
  try {
    const names = ["c", "a", "b"];
    await Promise.all(names.map((n, i) => writeFile(path.join(dir, "out", `${n}.txt`), `${n}:${i}\n`)));
    await appendFile(path.join(dir, "out", "a.txt"), "more\n");
    const listed = await readdir(path.join(dir, "out"));
    console.log(listed);
    const contents = await Promise.all(listed.map((n) => readFile(path.join(dir, "out", n), "utf8")));
    console.log(contents);
    const sizes = await Promise.all(listed.map(async (n) => (await stat(path.join(dir, "out", n))).size));
    console.log(sizes, sizes.reduce((a, b) => a + b, 0));
    await rename(path.join(dir, "out", "c.txt"), path.join(dir, "c-moved.txt"));
    console.log((await readdir(dir, { withFileTypes: true })).map((d) => `${d.name}:${d.isDirectory() ? "dir" : "file"}`));
    const results = await Promise.allSettled([
      readFile(path.join(dir, "missing.txt"), "utf8"),
      readdir(path.join(dir, "c-moved.txt")),
      mkdir(path.join(dir, "out")),
      stat(path.join(dir, "out")),
    ]);
    for (const r of results) {
      if (r.status === "fulfilled") console.log("fulfilled", typeof r.value);
      else console.log("rejected", r.reason.code, r.reason.syscall, path.basename(r.reason.path));
    }
    try {
      await readFile(path.join(dir, "nope"));
    } catch (e) {
      console.log("caught", (e as NodeJS.ErrnoException).code, e instanceof Error);
    }
  } finally {
    await rm(dir, { recursive: true });
    console.log("cleaned up", await stat(dir).then(() => "still there", () => "gone"));
  }
}
main().then(() => console.log("done"));
console.log("main started");
