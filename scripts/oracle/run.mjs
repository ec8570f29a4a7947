// kiln's node oracle: derives each fixture's expected stdout and exit status
// from node. Shared by scripts/bless-fixtures and scripts/check-fixtures-oracle.
//
//   node scripts/oracle/run.mjs bless [--dir DIR] [--any-node] [NAME...]
//   node scripts/oracle/run.mjs check [--dir DIR]
//
// DIR defaults to <repo>/test-files. A fixture NAME is `DIR/NAME.ts`, or a
// folder `DIR/NAME/` of several modules whose entry is `main.ts` (copied to
// /tmp/kiln-oracle/test-files/NAME/ and run as `node --import
// ts-register.mjs main.ts`, which strips each module as node loads it);
// its expectations are `NAME.stdout` (exact bytes) and `NAME.status`
// (decimal exit status + "\n"), beside the .ts or the folder.
//
// Each fixture is stripped (strip.mjs: pinned amaro) to the fixed path
// /tmp/kiln-oracle/test-files/NAME.mjs — an ES module, so strict mode, as
// kiln compiles it — and run as `node NAME.mjs` with that directory as cwd,
// an environment of only PATH, HOME and TZ=UTC, stdin closed, stdout and
// stderr sent to files (NAME.out, NAME.err beside it), and a timeout. The
// only normalisation in `check` is dropping, on both sides,
// lines that begin with four spaces and `at ` (stack frames).
//
// Stripping is amaro's `strip-only` mode: types become whitespace, the rest
// is the source as written, so node runs what kiln compiles. Only a fixture
// using syntax strip-only rejects as unsupported (enum, namespace with
// values, constructor parameter property, `import x =`, `<T>x`) falls back
// to `transform` mode, which re-prints the whole program and so can hide
// differences (`class X extends (Base) {}` reprints as `extends Base`, and
// node's inspect reads the class's source text: `[Function: X]` as written,
// `[class X extends Base]` reprinted). bless names the fixtures that fall
// back.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ORACLE_DIR, amaroVersion, stripFileWithMode } from './strip.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_DIR = path.join(REPO, 'test-files');
export const WORK_DIR = path.join('/tmp', 'kiln-oracle', 'test-files');
export const TIMEOUT_MS = 60_000;

/** Sorted fixture names in `dir`: each `NAME.ts`, and each folder `NAME/`
 * holding a program of several files whose entry is `NAME/main.ts`. */
export function fixtureNames(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) =>
      e.isDirectory()
        ? fs.existsSync(path.join(dir, e.name, 'main.ts'))
        : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'),
    )
    .map((e) => (e.isDirectory() ? e.name : e.name.slice(0, -3)))
    .sort();
}

/** The entry source of fixture `name`: `NAME.ts` or `NAME/main.ts`. */
export function fixtureEntry(dir, name) {
  const folder = path.join(dir, name);
  return fs.existsSync(folder) && fs.statSync(folder).isDirectory()
    ? path.join(folder, 'main.ts')
    : path.join(dir, name + '.ts');
}

/** The TZ a fixture runs in: UTC unless a leading comment line says
 * `// kiln-fixture: TZ=<zone>` (tests/harness/lib.rs reads it the same way). */
export function fixtureTz(source) {
  for (const line of source.split('\n')) {
    if (!(line.startsWith('//') || line.trim() === '')) break;
    if (line.startsWith('// kiln-fixture: TZ=')) return line.slice('// kiln-fixture: TZ='.length).trim();
  }
  return 'UTC';
}

/**
 * Strips and runs one fixture under node.
 * Returns { stdout: Buffer, status: number|null, signal, stderr: string, error,
 * mode: 'strip-only'|'transform', modeReason: string|null }.
 */
export function runFixture(dir, name) {
  fs.mkdirSync(WORK_DIR, { recursive: true });
  const entry = fixtureEntry(dir, name);
  const folder = entry !== path.join(dir, name + '.ts');
  let stripped;
  let args;
  let cwd = WORK_DIR;
  if (folder) {
    // A program of several files: the folder copied as it is and run from
    // its main.ts, each module stripped as node loads it (ts-hooks.mjs).
    amaroVersion();
    cwd = path.join(WORK_DIR, name);
    fs.rmSync(cwd, { recursive: true, force: true });
    fs.cpSync(path.join(dir, name), cwd, { recursive: true });
    stripped = { mode: 'strip-only', reason: null };
    args = ['--import', pathToFileURL(path.join(ORACLE_DIR, 'ts-register.mjs')).href, 'main.ts'];
  } else {
    stripped = stripFileWithMode(entry);
    fs.writeFileSync(path.join(WORK_DIR, name + '.mjs'), stripped.code);
    args = [name + '.mjs'];
  }
  const tz = fixtureTz(fs.readFileSync(entry, 'utf8'));
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', TZ: tz };
  // stdout/stderr go to regular files, not to pipes: node's child_process
  // pipes are sockets, to which node writes asynchronously, so output still
  // queued when an uncaught error ends the process would be lost (and the
  // amount lost varies). Writes to a file are synchronous, as to a terminal
  // or a shell pipe.
  const outPath = path.join(WORK_DIR, name + '.out');
  const errPath = path.join(WORK_DIR, name + '.err');
  const outFd = fs.openSync(outPath, 'w');
  const errFd = fs.openSync(errPath, 'w');
  // What the program reads on stdin: NAME.stdin beside the fixture (the
  // harness, tests/harness/lib.rs, gives kiln's run the same file).
  const stdinPath = path.join(dir, name + '.stdin');
  const inFd = fs.existsSync(stdinPath) ? fs.openSync(stdinPath, 'r') : 'ignore';
  let r;
  try {
    r = spawnSync('node', args, {
      cwd,
      env,
      stdio: [inFd, outFd, errFd],
      timeout: TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
  } finally {
    fs.closeSync(outFd);
    fs.closeSync(errFd);
    if (inFd !== 'ignore') fs.closeSync(inFd);
  }
  return {
    stdout: fs.readFileSync(outPath),
    stderr: fs.readFileSync(errPath, 'utf8'),
    status: r.status,
    signal: r.signal,
    error: r.error,
    mode: stripped.mode,
    modeReason: stripped.reason,
  };
}

/**
 * The line of node's stderr that names an uncaught exception: `Name:
 * message` for an error; for any other thrown value, the first line node
 * prints of it (after the caret under node's internal `triggerUncaughtException`);
 * for an unhandled rejection of a non-error, node's `UnhandledPromiseRejection: …`.
 */
export function errorLine(stderr) {
  const lines = stderr.split('\n');
  const t = lines.findIndex((l) => l.includes('triggerUncaughtException('));
  // An error comes after a blank line; a thrown primitive right after the caret.
  if (t >= 0 && lines[t + 1]?.trim() === '^') {
    const first = lines.slice(t + 2).find((l) => l.trim() !== '');
    if (first !== undefined) return first;
  }
  // A promise rejected with something other than an Error, unhandled:
  // node's wrapper error names it.
  const u = lines.find((l) => l.startsWith('UnhandledPromiseRejection: '));
  if (u !== undefined) return u;
  return lines.find((l) => /^[A-Za-z]*(Error|Exception)\b/.test(l)) ?? lines.find((l) => l.trim() !== '') ?? '';
}

function describe(r) {
  if (r.error) return `failed to run: ${r.error.message}`;
  if (r.status === null) return `killed by ${r.signal} (timeout ${TIMEOUT_MS / 1000}s?)`;
  return null;
}

/** Drops stack-frame lines ("    at ...") — the only normalisation allowed. */
export function normalise(text) {
  return text
    .split('\n')
    .filter((l) => !l.startsWith('    at '))
    .join('\n');
}

function parseArgs(argv) {
  let dir = DEFAULT_DIR;
  let anyNode = false;
  const names = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--any-node') anyNode = true;
    else if (argv[i] === '--dir') dir = path.resolve(argv[++i]);
    else if (argv[i].startsWith('--dir=')) dir = path.resolve(argv[i].slice(6));
    else if (argv[i].startsWith('-')) throw new Error(`unknown option ${argv[i]}`);
    else names.push(argv[i].replace(/^.*\//, '').replace(/\.(ts|stdout|status)$/, ''));
  }
  return { dir, names, anyNode };
}

/** Prints the tool versions; returns false if node is not the pinned major. */
function header() {
  const nodeVersion = (spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout ?? '').trim();
  console.log(`oracle: node ${nodeVersion}, amaro ${amaroVersion()}`);
  const pkg = JSON.parse(fs.readFileSync(path.join(ORACLE_DIR, 'package.json'), 'utf8'));
  const want = pkg.kilnOracle?.nodeMajor;
  const have = Number(/^v(\d+)\./.exec(nodeVersion)?.[1]);
  if (want !== undefined && have !== want) {
    console.error(`oracle: node ${nodeVersion} is not node ${want}, whose output the expectations record (scripts/oracle/package.json)`);
    return false;
  }
  return true;
}

export function bless(argv) {
  const { dir, names, anyNode } = parseArgs(argv);
  const all = fixtureNames(dir);
  const todo = names.length ? names : all;
  for (const n of todo) {
    if (!all.includes(n)) {
      console.error(`bless: no fixture ${path.join(dir, n + '.ts')}`);
      return 2;
    }
  }
  if (!header() && !anyNode) {
    console.error('bless: refusing to bless with another node major (pass --any-node to override)');
    return 2;
  }
  let failed = 0;
  let transformed = 0;
  for (const n of todo) {
    let r;
    try {
      r = runFixture(dir, n);
    } catch (e) {
      console.log(`FAIL   ${n}: strip failed: ${String(e.message ?? e).split('\n')[0]}`);
      failed++;
      continue;
    }
    const bad = describe(r);
    if (bad) {
      console.log(`FAIL   ${n}: ${bad}`);
      failed++;
      continue;
    }
    fs.writeFileSync(path.join(dir, n + '.stdout'), r.stdout);
    fs.writeFileSync(path.join(dir, n + '.status'), `${r.status}\n`);
    // An uncaught exception: the line naming it, which kiln must print on
    // stderr too (tests/harness checks it).
    // A program that sets its own status (`process.exitCode`) prints none.
    const errPath = path.join(dir, n + '.error');
    const line = r.status !== 0 ? errorLine(r.stderr) : '';
    if (line !== '') fs.writeFileSync(errPath, `${line}\n`);
    else fs.rmSync(errPath, { force: true });
    const lines = r.stdout.length ? r.stdout.toString('utf8').split('\n').length - 1 : 0;
    const err = r.status !== 0 ? `  (${errorLine(r.stderr)})` : '';
    // Fixtures amaro must re-print (transform mode): node does not run them
    // as written, so say so.
    const mode = r.mode !== 'strip-only' ? `  [${r.mode} mode: ${r.modeReason}]` : '';
    if (r.mode !== 'strip-only') transformed++;
    console.log(`bless  ${n}: status ${r.status}, ${r.stdout.length} bytes, ${lines} lines${err}${mode}`);
  }
  console.log(`bless: ${todo.length - failed} blessed, ${failed} failed (${transformed} stripped in transform mode)`);
  return failed ? 1 : 0;
}

function unifiedDiff(label, expected, actual) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-oracle-diff-'));
  try {
    const a = path.join(tmp, 'a');
    const b = path.join(tmp, 'b');
    fs.writeFileSync(a, expected);
    fs.writeFileSync(b, actual);
    const r = spawnSync('diff', ['-u', '--label', `committed/${label}`, '--label', `node/${label}`, a, b], {
      encoding: 'utf8',
    });
    return r.stdout || r.stderr;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export function check(argv) {
  const { dir, names } = parseArgs(argv);
  if (names.length) {
    console.error('check: takes no fixture names (it always checks every fixture)');
    return 2;
  }
  if (!header()) console.error('check: warning: differences below may come from the node version');
  const files = fs.readdirSync(dir);
  const all = fixtureNames(dir);
  const problems = [];
  // Expectation files without a .ts.
  for (const f of files.sort()) {
    const m = /^(.*)\.(stdout|status|error|stdin)$/.exec(f);
    if (m && !all.includes(m[1])) problems.push(`${f}: expectation file without ${m[1]}.ts`);
  }
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-oracle-check-'));
  let passed = 0;
  try {
    for (const n of all) {
      const missing = ['stdout', 'status'].filter((e) => !files.includes(`${n}.${e}`));
      if (missing.length) {
        problems.push(`${n}.ts: missing ${missing.map((e) => `${n}.${e}`).join(' and ')} (run scripts/bless-fixtures ${n})`);
        continue;
      }
      let r;
      try {
        r = runFixture(dir, n);
      } catch (e) {
        problems.push(`${n}.ts: strip failed: ${String(e.message ?? e).split('\n')[0]}`);
        continue;
      }
      const bad = describe(r);
      if (bad) {
        problems.push(`${n}.ts: ${bad}`);
        continue;
      }
      // Derived expectations land in a temp dir, never over the committed ones.
      fs.writeFileSync(path.join(out, n + '.stdout'), r.stdout);
      fs.writeFileSync(path.join(out, n + '.status'), `${r.status}\n`);
      let ok = true;
      for (const ext of ['stdout', 'status']) {
        const committed = fs.readFileSync(path.join(dir, `${n}.${ext}`)).toString('latin1');
        const derived = fs.readFileSync(path.join(out, `${n}.${ext}`)).toString('latin1');
        if (normalise(committed) !== normalise(derived)) {
          ok = false;
          problems.push(`${n}.${ext}: differs from node\n${unifiedDiff(`${n}.${ext}`, normalise(committed), normalise(derived))}`);
        }
      }
      const errPath = path.join(dir, `${n}.error`);
      const committedErr = fs.existsSync(errPath) ? fs.readFileSync(errPath, 'utf8') : null;
      const line = r.status !== 0 ? errorLine(r.stderr) : '';
      const derivedErr = line !== '' ? `${line}\n` : null;
      if (committedErr !== derivedErr) {
        ok = false;
        problems.push(`${n}.error: ${JSON.stringify(committedErr)} committed, node prints ${JSON.stringify(derivedErr)}`);
      }
      if (ok) passed++;
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
  for (const p of problems) console.log(`FAIL ${p}`);
  console.log(`${passed} passed, ${problems.length} failed`);
  return problems.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [cmd, ...rest] = process.argv.slice(2);
  let code;
  try {
    if (cmd === 'bless') code = bless(rest);
    else if (cmd === 'check') code = check(rest);
    else {
      console.error('usage: node scripts/oracle/run.mjs bless [--dir DIR] [NAME...] | check [--dir DIR]');
      code = 2;
    }
  } catch (e) {
    console.error(`oracle: ${e.message ?? e}`);
    code = 2;
  }
  process.exitCode = code;
}
