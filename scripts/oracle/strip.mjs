// Type stripper for kiln's node oracle.
//
//   node scripts/oracle/strip.mjs IN.ts [OUT.mjs]     (OUT omitted: stdout)
//
// Uses amaro (node's own TypeScript stripper, pinned in package-lock.json
// beside this file). amaro is installed here with `npm ci` when
// node_modules is missing or stale, so the first call may take a few
// seconds.
//
// Mode: `strip-only` first, which is what `node --experimental-strip-types`
// does: every type annotation is replaced by whitespace and everything else
// is kept byte for byte, so node runs the source as written (line/column
// positions too). Only when strip-only mode reports UnsupportedSyntax —
// syntax that needs code generated for it: `enum`, a namespace with values,
// a constructor parameter property (`constructor(public x)`), `import x =`,
// `export =`, a `<T>expr` assertion — is the file stripped again in
// `transform` mode. Any other error (a real syntax error) is thrown as is.
//
// Why not transform mode for everything: it re-prints the whole program
// (swc codegen), which changes what node sees and so hides differences
// from the source as written. `class X extends (Base) {}` is re-printed as
// `class X extends Base {}`, and node's inspect shows `[class X extends
// Base]` for the latter but `[Function: X]` for the former (it reads the
// class's source text); the same goes for anything else node shows of
// Function.prototype.toString or of stack positions.
//
// Transform mode, in the fixtures that need it: line/column positions are
// NOT preserved, comments go, and enum member reads whose value is a
// compile-time constant are inlined (`Color.Red` -> `0`). Literals
// (numbers, strings, templates, `undefined`) are printed as written.

import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const ORACLE_DIR = path.dirname(fileURLToPath(import.meta.url));
const STAMP = path.join(ORACLE_DIR, 'node_modules', '.kiln-oracle-stamp');

function lockHash() {
  const h = createHash('sha256');
  for (const f of ['package.json', 'package-lock.json']) {
    h.update(fs.readFileSync(path.join(ORACLE_DIR, f)));
    h.update('\0');
  }
  return h.digest('hex');
}

/** Runs `npm ci` in scripts/oracle unless node_modules matches the lockfile. */
export function ensureInstalled() {
  const want = lockHash();
  let have = null;
  try {
    have = fs.readFileSync(STAMP, 'utf8').trim();
  } catch {}
  const amaroPkg = path.join(ORACLE_DIR, 'node_modules', 'amaro', 'package.json');
  if (have === want && fs.existsSync(amaroPkg)) return;
  process.stderr.write('oracle: installing pinned amaro (npm ci --prefix scripts/oracle)\n');
  execFileSync(
    'npm',
    ['ci', '--prefix', ORACLE_DIR, '--no-audit', '--no-fund', '--engine-strict=false', '--loglevel=error'],
    // npm's report ("added 1 package") to stderr: this may run inside a
    // program whose stdout is being compared (ts-hooks.mjs loads us). The
    // descriptor 2, not `process.stderr`: in the hooks' worker thread that
    // is a worker stream, which spawnSync refuses.
    { stdio: ['ignore', 2, 'inherit'] },
  );
  fs.writeFileSync(STAMP, want + '\n');
}

let amaro = null;

/** The pinned amaro's version string (after ensureInstalled). */
export function amaroVersion() {
  ensureInstalled();
  const pkg = path.join(ORACLE_DIR, 'node_modules', 'amaro', 'package.json');
  return JSON.parse(fs.readFileSync(pkg, 'utf8')).version;
}

function loadAmaro() {
  if (!amaro) {
    ensureInstalled();
    const require = createRequire(path.join(ORACLE_DIR, 'package.json'));
    amaro = require('amaro');
  }
  return amaro;
}

/** amaro's transformSync throws swc's plain error object ({ code, message,
 * filename, startLine, startColumn, snippet, ... }); make it an Error whose
 * first line says where and what. */
function asError(e, filename) {
  if (e instanceof Error || e === null || typeof e !== 'object' || e.code === undefined) return e;
  const where = `${e.filename ?? filename}:${e.startLine}:${e.startColumn}`;
  const err = new (e.code === 'InvalidSyntax' ? SyntaxError : Error)(
    `${where}: ${e.message} (amaro ${e.code})${e.snippet ? '\n' + e.snippet : ''}`,
  );
  err.code = e.code;
  return err;
}

/**
 * Strips TypeScript from `code`: strip-only mode, or transform mode when
 * strip-only reports UnsupportedSyntax. Returns { code, mode, reason }
 * (`reason`: strip-only's message when it fell back, else null). Throws on
 * a syntax error.
 */
export function stripTypesWithMode(code, filename = 'input.ts') {
  const a = loadAmaro();
  try {
    const { code: js } = a.transformSync(code, { mode: 'strip-only', sourceMap: false, filename });
    return { code: js, mode: 'strip-only', reason: null };
  } catch (e) {
    // Only syntax strip-only mode cannot erase (needs transform): anything
    // else, e.g. InvalidSyntax, is a real error.
    if (e?.code !== 'UnsupportedSyntax') throw asError(e, filename);
    const reason = `${e.message} (line ${e.startLine})`;
    try {
      const { code: js } = a.transformSync(code, { mode: 'transform', sourceMap: false, filename });
      return { code: js, mode: 'transform', reason };
    } catch (e2) {
      throw asError(e2, filename);
    }
  }
}

/** Strips TypeScript from `code`, returning JavaScript. Throws on a syntax error. */
export function stripTypes(code, filename = 'input.ts') {
  return stripTypesWithMode(code, filename).code;
}

/** Strips the .ts file at `inPath`; returns { code, mode, reason } as stripTypesWithMode. */
export function stripFileWithMode(inPath) {
  return stripTypesWithMode(fs.readFileSync(inPath, 'utf8'), path.basename(inPath));
}

/** Strips the .ts file at `inPath`; returns the JavaScript text. */
export function stripFile(inPath) {
  return stripFileWithMode(inPath).code;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [inPath, outPath] = process.argv.slice(2);
  if (!inPath) {
    process.stderr.write('usage: node scripts/oracle/strip.mjs IN.ts [OUT.mjs]\n');
    process.exit(2);
  }
  let r;
  try {
    r = stripFileWithMode(inPath);
  } catch (e) {
    process.stderr.write(`strip: ${e?.message ?? e}\n`);
    process.exit(1);
  }
  if (r.mode !== 'strip-only') process.stderr.write(`strip: ${inPath}: transform mode (${r.reason})\n`);
  if (outPath) fs.writeFileSync(outPath, r.code);
  else process.stdout.write(r.code);
}
