// An fs error and Dirents as console.log shows them; node:process imported.
import * as fs from "node:fs";
import process, { argv, env, cwd } from "node:process";
try { fs.readFileSync("nope.txt", "utf8"); } catch (e) { console.log(e); }
const tmp = process.env.TMPDIR ?? "/tmp";
const dir = tmp + "/kiln-fs3-" + process.pid;
fs.mkdirSync(dir);
process.chdir(dir);
fs.writeFileSync("a.txt", "x");
fs.mkdirSync("sub");
console.log(fs.readdirSync(".", { withFileTypes: true }));
console.log(argv.length, typeof env, cwd() === dir, process.argv === argv);
process.chdir(tmp);
fs.rmSync(dir, { recursive: true });
console.log(fs.existsSync(dir));
