import config from "./data/config.json" with { type: "json" };
export function bump() {
  (config as any).count = ((config as any).count ?? 0) + 1;
}
export function readCount() {
  return (config as any).count;
}
