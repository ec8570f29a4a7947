// A small command-line tool as people write one with util.parseArgs:
// options with defaults, repeated flags, subcommands, and the errors
// reported the way a CLI reports them. Each "run" parses its own argv.
import { parseArgs } from "node:util";

const options = {
  help: { type: "boolean", short: "h" },
  verbose: { type: "boolean", short: "v", multiple: true },
  output: { type: "string", short: "o", default: "out.txt" },
  include: { type: "string", short: "I", multiple: true, default: [] as string[] },
  jobs: { type: "string", short: "j", default: "1" },
  dry: { type: "boolean", default: false },
} as const;

type Parsed = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>;

function usage(): string {
  const lines = Object.entries(options).map(([name, o]) => {
    const short = "short" in o ? `-${o.short}, ` : "    ";
    const arg = o.type === "string" ? " <value>" : "";
    const dflt = "default" in o ? ` (default: ${JSON.stringify(o.default)})` : "";
    return `  ${short}--${name}${arg}${dflt}`;
  });
  return ["usage: tool [options] <command> [files...]", ...lines].join("\n");
}

function run(argv: string[]): number {
  let parsed: Parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true });
  } catch (e: any) {
    console.log(`error: ${e.message} [${e.code}]`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage());
    return 0;
  }
  const [command, ...files] = positionals;
  const level = values.verbose?.length ?? 0;
  const jobs = Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) {
    console.log(`error: --jobs must be a positive integer, got '${values.jobs}'`);
    return 2;
  }
  switch (command) {
    case "build":
      console.log(
        `build ${files.length} file(s) -> ${values.output} with ${jobs} job(s)` +
          (values.dry ? " (dry run)" : "") +
          (values.include.length ? `, include ${values.include.join(":")}` : "") +
          (level > 0 ? `, verbosity ${level}` : ""),
      );
      for (const f of files) console.log(`  ${f}`);
      return 0;
    case "clean":
      console.log(`clean ${values.output}${values.dry ? " (dry run)" : ""}`);
      return 0;
    case undefined:
      console.log("error: no command");
      return 2;
    default:
      console.log(`error: unknown command '${command}'`);
      return 2;
  }
}

const runs = [
  ["build", "a.ts", "b.ts"],
  ["-vvv", "build", "-j", "4", "--include=lib", "-I", "vendor", "src/main.ts"],
  ["--dry", "clean", "-o", "dist/app"],
  ["-ho"],
  ["build", "--jobs", "many"],
  ["build", "--output"],
  ["build", "-o", "--dry"],
  ["--dry=yes", "clean"],
  ["--color", "build"],
  ["-x"],
  ["deploy"],
  [],
  ["build", "--", "--weird-file.ts", "-"],
  ["-v", "--verbose", "build", "-jo", "x"],
  ["-h"],
];
for (const argv of runs) {
  console.log(`$ tool ${argv.join(" ")}`);
  console.log(`status ${run(argv)}`);
}
// Without `args`, parseArgs reads the program's own arguments (none here).
console.log(parseArgs({ options, allowPositionals: true }));
