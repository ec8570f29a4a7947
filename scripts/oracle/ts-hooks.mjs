// Module hooks for kiln's node oracle: run a multi-file fixture's .ts
// modules as node 22's type stripping would, on node 20, and resolve their
// specifiers as kiln does (crates/codegen/src/modules.rs), which is how
// `tsc` resolves them. Registered by ts-register.mjs (`node --import
// ./ts-register.mjs main.ts`).
//
// resolve: a relative specifier ending in .js/.mjs names the .ts/.mts
// file beside it when that exists (TypeScript's `nodenext` mapping). With
// the nearest tsconfig.json's `moduleResolution: bundler`, a specifier may
// leave the extension out or name a folder (its index.ts); its `paths`
// (under `baseUrl`, or the tsconfig's folder) and `baseUrl` map bare
// specifiers to project files. Anything else is node's own resolution.
// load: a .ts/.mts file is stripped (strip.mjs: pinned amaro, strip-only
// mode first) and run as an ES module.

import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripTypes } from './strip.mjs';

const configs = new Map();

/** What resolution reads of the nearest tsconfig.json at or above `dir`. */
function tsconfig(dir) {
  if (configs.has(dir)) return configs.get(dir);
  const file = path.join(dir, 'tsconfig.json');
  let c;
  if (fs.existsSync(file)) c = readConfig(file, { bundler: false, base: null, baseUrl: false, paths: [] }, 0);
  else c = path.dirname(dir) === dir ? { bundler: false, base: null, baseUrl: false, paths: [] } : tsconfig(path.dirname(dir));
  configs.set(dir, c);
  return c;
}

function readConfig(file, c, depth) {
  // JSON with comments and trailing commas: read as a JavaScript
  // expression, as kiln reads it.
  const json = new Function(`return (${fs.readFileSync(file, 'utf8')}\n)`)();
  const dir = path.dirname(file);
  if (depth < 8 && typeof json.extends === 'string' && /^\.\.?\//.test(json.extends)) {
    let base = path.join(dir, json.extends);
    if (path.extname(base) === '') base += '.json';
    readConfig(base, c, depth + 1);
  }
  const o = json.compilerOptions ?? {};
  if (typeof o.moduleResolution === 'string') c.bundler = o.moduleResolution.toLowerCase() === 'bundler';
  if (typeof o.baseUrl === 'string') {
    c.base = path.join(dir, o.baseUrl);
    c.baseUrl = true;
  }
  if (o.paths && typeof o.paths === 'object') {
    c.paths = Object.entries(o.paths);
    if (!c.baseUrl) c.base = dir;
  }
  return c;
}

function candidates(p, bundler) {
  const out = [];
  for (const [js, ts] of [['.js', '.ts'], ['.mjs', '.mts']]) {
    if (p.endsWith(js)) out.push(p.slice(0, -js.length) + ts);
  }
  out.push(p);
  if (bundler) for (const ext of ['.ts', '.mts', '.js', '.mjs', '/index.ts', '/index.js']) out.push(p + ext);
  return out;
}

/** The paths a bare specifier maps to: the `paths` pattern with the
 * longest prefix, then `baseUrl`. */
function bare(c, spec) {
  if (!c.base) return [];
  let best = null;
  for (const [pattern, targets] of c.paths) {
    const star = pattern.indexOf('*');
    let rest = null;
    let prefix = Infinity;
    if (star < 0) {
      if (pattern === spec) rest = '';
    } else {
      const pre = pattern.slice(0, star);
      const post = pattern.slice(star + 1);
      prefix = pre.length;
      if (spec.length >= pre.length + post.length && spec.startsWith(pre) && spec.endsWith(post)) {
        rest = spec.slice(pre.length, spec.length - post.length);
      }
    }
    if (rest !== null && (best === null || prefix > best.prefix)) best = { prefix, rest, targets };
  }
  const out = best ? best.targets.map((t) => path.join(c.base, t.replace('*', best.rest))) : [];
  if (c.baseUrl) out.push(path.join(c.base, spec));
  return out;
}

const SOURCE = /\.(m?ts|m?js|json)$/;

export async function resolve(specifier, context, next) {
  if (context.parentURL?.startsWith('file:') && !isBuiltin(specifier)) {
    const dir = path.dirname(fileURLToPath(context.parentURL));
    const c = tsconfig(dir);
    const bases = /^\.{1,2}\//.test(specifier) ? [path.resolve(dir, specifier)] : bare(c, specifier);
    for (const b of bases) {
      for (const p of candidates(b, c.bundler)) {
        if (SOURCE.test(p) && fs.existsSync(p) && fs.statSync(p).isFile()) {
          return { url: pathToFileURL(p).href, shortCircuit: true, importAttributes: context.importAttributes };
        }
      }
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.startsWith('file:') && /\.m?ts$/.test(url)) {
    const file = fileURLToPath(url);
    const source = stripTypes(fs.readFileSync(file, 'utf8'), path.basename(file));
    return { format: 'module', source, shortCircuit: true };
  }
  return next(url, context);
}
