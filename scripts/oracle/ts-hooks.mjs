// Module hooks for kiln's node oracle: run a multi-file fixture's .ts
// modules as node 22's type stripping would, on node 20. Registered by
// ts-register.mjs (`node --import ./ts-register.mjs main.ts`).
//
// resolve: a relative specifier ending in .js/.mjs names the .ts/.mts
// file beside it when that exists (TypeScript's `nodenext` mapping, which
// kiln follows: src/modules.rs).
// load: a .ts/.mts file is stripped (strip.mjs: pinned amaro, strip-only
// mode first) and run as an ES module.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stripTypes } from './strip.mjs';

const MAPPED = [
  ['.js', '.ts'],
  ['.mjs', '.mts'],
];

export async function resolve(specifier, context, next) {
  if (context.parentURL?.startsWith('file:') && /^\.{1,2}\//.test(specifier)) {
    const p = fileURLToPath(new URL(specifier, context.parentURL));
    for (const [js, ts] of MAPPED) {
      if (!p.endsWith(js)) continue;
      const source = p.slice(0, -js.length) + ts;
      if (fs.existsSync(source)) return { url: pathToFileURL(source).href, shortCircuit: true };
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
