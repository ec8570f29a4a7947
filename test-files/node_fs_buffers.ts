// Reading files without an encoding gives Buffers; writing takes Buffers,
// typed arrays and DataViews. A binary file (a tiny BMP-like header) is
// built with the numeric writes, stored, read back and parsed.
import { readFileSync, writeFileSync, appendFileSync, rmSync, mkdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import * as path from "node:path";

const dir = path.join(process.env.TMPDIR ?? "/tmp", "kiln-fs-buffers-" + process.pid);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir);
try {
  const header = Buffer.alloc(14);
  header.write("BM", 0, "latin1");
  header.writeUInt32LE(70, 2);
  header.writeUInt32LE(54, 10);
  const pixels = new Uint8Array([255, 0, 0, 0, 255, 0]);
  const file = path.join(dir, "image.bin");
  writeFileSync(file, header);
  appendFileSync(file, pixels);
  appendFileSync(file, new DataView(new Uint8Array([9, 8, 7]).buffer, 1, 2));
  const data = readFileSync(file);
  console.log(data, data.length, Buffer.isBuffer(data), data instanceof Uint8Array);
  console.log(data.toString("latin1", 0, 2), data.readUInt32LE(2), data.readUInt32LE(10), [...data.subarray(14)]);
  console.log(readFileSync(file, { flag: "r" }).equals(data), readFileSync(file, "hex"));

  const text = path.join(dir, "notes.txt");
  writeFileSync(text, Buffer.from("première ligne\nsecond line\n"));
  const raw = readFileSync(text);
  const lines = raw.toString().split("\n").filter(Boolean);
  console.log(raw.length, lines, raw.indexOf("\n"), raw.subarray(0, raw.indexOf("\n")).toString());

  const copy = path.join(dir, "copy.bin");
  await writeFile(copy, await readFile(file));
  const again = await readFile(copy);
  console.log(again, again.equals(data), (await readFile(copy, "base64")).length);
  console.log(JSON.stringify({ bytes: readFileSync(text).subarray(0, 3) }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
