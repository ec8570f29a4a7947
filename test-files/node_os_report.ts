// A diagnostics command's system report: node:os values checked for their
// shape (the figures themselves differ by machine).
import os from "node:os";
import { EOL, platform, cpus, totalmem, freemem, homedir, tmpdir, userInfo, loadavg, uptime, endianness } from "node:os";

const c = cpus();
const checks: Record<string, boolean> = {
  eol: EOL === "\n" && os.EOL === EOL,
  platform: platform() === process.platform && typeof os.type() === "string",
  arch: os.arch() === process.arch,
  cpus: c.length > 0 && c.length === os.availableParallelism(),
  cpuShape: c.every((x) => typeof x.model === "string" && typeof x.speed === "number" && typeof x.times.user === "number"),
  memory: totalmem() > freemem() && freemem() > 0,
  homedir: homedir().startsWith("/") && homedir() === os.userInfo().homedir,
  tmpdir: tmpdir().startsWith("/") && !tmpdir().endsWith("/"),
  user: typeof userInfo().username === "string" && userInfo().uid >= 0,
  loadavg: loadavg().length === 3 && loadavg().every((x) => x >= 0),
  uptime: uptime() > 0 && Number.isInteger(Math.floor(uptime())),
  endianness: endianness() === "LE" || endianness() === "BE",
  hostname: os.hostname().length > 0,
  release: /^\d+\.\d+/.test(os.release()),
  devNull: os.devNull === "/dev/null",
  machine: typeof os.machine() === "string",
};
for (const [k, v] of Object.entries(checks)) console.log(k.padEnd(11), v ? "ok" : "FAILED");
console.log(Object.keys(c[0]), Object.keys(c[0].times), Object.keys(userInfo()));
console.log(typeof os.version());
