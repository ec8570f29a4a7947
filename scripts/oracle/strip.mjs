// Type stripper for kiln's node oracle.
//
//   node scripts/oracle/strip.mjs IN.ts [OUT.mjs]     (OUT omitted: stdout)
//
// Uses amaro (node's own TypeScript stripper, pinned in package-lock.json
// beside this file) in `transform` mode so that `enum` works. amaro is
// installed here with `npm ci` when node_modules is missing or stale, so the
// first call may take a few seconds.
//
// Note: transform mode re-prints the program (swc codegen): line/column
// positions are NOT preserved, and enum member reads whose value is a
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
    { stdio: ['ignore', 'inherit', 'inherit'] },
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

/** Strips TypeScript from `code`, returning JavaScript. Throws on a syntax error. */
export function stripTypes(code, filename = 'input.ts') {
  if (!amaro) {
    ensureInstalled();
    const require = createRequire(path.join(ORACLE_DIR, 'package.json'));
    amaro = require('amaro');
  }
  const { code: js } = amaro.transformSync(code, {
    mode: 'transform',
    sourceMap: false,
    filename,
  });
  return js;
}

/** Strips the .ts file at `inPath`; returns the JavaScript text. */
export function stripFile(inPath) {
  return stripTypes(fs.readFileSync(inPath, 'utf8'), path.basename(inPath));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [inPath, outPath] = process.argv.slice(2);
  if (!inPath) {
    process.stderr.write('usage: node scripts/oracle/strip.mjs IN.ts [OUT.mjs]\n');
    process.exit(2);
  }
  const js = stripFile(inPath);
  if (outPath) fs.writeFileSync(outPath, js);
  else process.stdout.write(js);
}
