import * as path from "node:path";
import { extname } from "path";
export function joinAll(parts: string[]) {
  return path.posix.join(...parts);
}
export function fileKind(p: string) {
  const e = extname(p);
  return e === ".ts" ? "typescript" : e === ".md" ? "markdown" : "other";
}
