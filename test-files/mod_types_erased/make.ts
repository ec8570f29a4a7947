import type { Config, Level } from "./types.js";
export type Mode = Config["mode"];
export type { Level };
export type Shape = { kind: string };
export function makeConfig(mode: Mode): Config {
  const level: Level = mode === "fast" ? 3 : 1;
  return { mode, level };
}
