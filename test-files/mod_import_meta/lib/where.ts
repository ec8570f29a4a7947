import { basename, dirname } from "node:path";
export function where() {
  return [basename(import.meta.filename), basename(dirname(import.meta.filename)), import.meta.url.endsWith("/lib/where.ts")];
}
