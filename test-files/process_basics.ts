// `process` as scripts use it: arguments, environment, platform, clocks,
// memory figures, the working directory and the standard streams.
const args = process.argv.slice(2);
console.log(process.argv.length, args, typeof process.argv[0], typeof process.argv[1]);
console.log(process.argv[1].startsWith("/"), process.execPath === process.argv[0]);
console.log(process.platform, process.arch, Number.isInteger(process.pid), process.pid > 0);
console.log(process.version.startsWith("v20."), typeof process.versions.node);
console.log(process.version === "v" + process.versions.node);

// The environment: strings, written and deleted like an object.
const env = process.env;
console.log(typeof env, typeof env.PATH, env.KILN_SURELY_UNSET_VARIABLE);
env.KILN_FIXTURE_VAR = "set by the program";
console.log(env.KILN_FIXTURE_VAR, "KILN_FIXTURE_VAR" in env, Object.keys(env).includes("KILN_FIXTURE_VAR"));
delete env.KILN_FIXTURE_VAR;
console.log(env.KILN_FIXTURE_VAR, Object.values(env).every((v) => typeof v === "string"));
const mode = process.env.NODE_ENV ?? "development";
console.log(`mode: ${mode}`);

// Clocks.
const start = process.hrtime();
let spin = 0;
for (let i = 0; i < 100000; i++) spin += i % 7;
const [s, ns] = process.hrtime(start);
console.log(spin, s >= 0 && s < 5, ns >= 0 && ns < 1e9, Number.isInteger(ns));
const up = process.uptime();
console.log(typeof up, up >= 0 && up < 60);

// Memory: node's five figures, all numbers.
const mem = process.memoryUsage();
console.log(Object.keys(mem));
console.log(Object.values(mem).every((v) => typeof v === "number" && v >= 0));
console.log(mem.rss > 0, mem.heapUsed > 0, mem.heapTotal >= mem.heapUsed, process.memoryUsage.rss() > 0);

// The working directory.
const here = process.cwd();
console.log(typeof here, here.startsWith("/"));
process.chdir("/");
console.log(process.cwd());
process.chdir(here);
console.log(process.cwd() === here);

// The streams: write returns true and keeps program order with console.log.
console.log("before write");
const ok = process.stdout.write("written with process.stdout.write\n");
console.log(ok, typeof process.stdout.write, process.stdout.isTTY, process.stdout.columns);
process.stdout.write("no newline, ");
process.stdout.write("then one\n");
console.log(process.stderr.write(""), process.stdout.fd, process.stderr.fd);
console.log(Object.prototype.toString.call(process), typeof process.nextTick);
