// The ways to import node's built-in modules: default, namespace, named
// (renamed), with and without `node:`, type-only specifiers erased, and
// an import used only in a function declared before the import.
import defaultPath from "path";
import * as nsPath from "node:path";
import { join as joinPaths, sep } from "node:path";
import type { ParsedPath } from "node:path";
import { type PlatformPath, basename } from "path";
import proc, { platform, exitCode } from "node:process";
import "node:fs";

function usesLaterImport(): string {
  return joinPaths("x", "y") + sep + basename("/a/b.c");
}
console.log(usesLaterImport());
const parsed: ParsedPath = defaultPath.parse("/home/u/file.ts");
console.log(parsed.name, parsed.ext, (defaultPath as PlatformPath).sep);
console.log(nsPath.default === defaultPath, nsPath.join === defaultPath.join, Object.prototype.toString.call(nsPath));
console.log(Object.keys(nsPath).includes("default"), Object.getPrototypeOf(nsPath), typeof nsPath.resolve);
console.log(proc === process, platform === process.platform, exitCode);
try {
  // An import is a constant binding.
  (joinPaths as any) = null;
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
console.log(typeof joinPaths);
