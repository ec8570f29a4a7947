// A script that builds a small tree, walks it recursively the way a
// build tool does, sums sizes by extension and cleans up.
import * as fs from "node:fs";
import * as path from "node:path";
import * as os from "node:os";

const root = path.join(os.tmpdir(), `kiln-walk-${process.pid}`);
fs.rmSync(root, { recursive: true, force: true });

const files: Record<string, string> = {
  "src/index.ts": "export const x = 1;\n",
  "src/lib/util.ts": "export function f() {}\n",
  "src/lib/data.json": '{"a": [1, 2, 3]}',
  "docs/readme.md": "# Title\n\nSome text.\n",
  "docs/img/logo.svg": "<svg></svg>",
  ".hidden/config": "x=1",
  "empty/": "",
};
for (const [rel, text] of Object.entries(files)) {
  const p = path.join(root, rel);
  if (rel.endsWith("/")) {
    fs.mkdirSync(p, { recursive: true });
    continue;
  }
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
}

interface Entry {
  rel: string;
  size: number;
  dir: boolean;
}

function walk(dir: string, out: Entry[] = []): Entry[] {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const full = path.join(dir, e.name);
    const rel = path.relative(root, full);
    if (e.isDirectory()) {
      out.push({ rel: rel + "/", size: 0, dir: true });
      walk(full, out);
    } else if (e.isFile()) {
      out.push({ rel, size: fs.statSync(full).size, dir: false });
    }
  }
  return out;
}

const all = walk(root);
for (const e of all) console.log(e.dir ? "d" : "f", e.rel.padEnd(22), e.size);

const byExt = new Map<string, { count: number; bytes: number }>();
for (const e of all) {
  if (e.dir) continue;
  const ext = path.extname(e.rel) || "(none)";
  const s = byExt.get(ext) ?? { count: 0, bytes: 0 };
  s.count++;
  s.bytes += e.size;
  byExt.set(ext, s);
}
console.log([...byExt].sort((a, b) => b[1].bytes - a[1].bytes || a[0].localeCompare(b[0])));

// The recursive listing node has built in, as relative paths.
const listed = fs.readdirSync(path.join(root, "src"), { recursive: true }) as string[];
console.log(listed.sort());
const dirents = fs.readdirSync(path.join(root, "docs"), { recursive: true, withFileTypes: true });
console.log(dirents.map((d) => [path.relative(root, d.parentPath), d.name, d.isDirectory()]));

// Empty directories are removed bottom-up with rmdirSync; a non-empty one
// refuses.
try {
  fs.rmdirSync(path.join(root, "docs"));
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  console.log(err.code, err.syscall, path.basename(err.path ?? ""));
}
fs.rmdirSync(path.join(root, "empty"));
console.log(fs.existsSync(path.join(root, "empty")));

fs.rmSync(root, { recursive: true });
console.log("cleaned:", !fs.existsSync(root));
