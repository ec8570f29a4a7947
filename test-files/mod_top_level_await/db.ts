import { log } from "./log.js";
import { settings } from "./config.js";
log(`db: sees retries ${settings.retries}`);
export let connections = 0;
export function connect(name: string): string {
  connections++;
  return `${name}@${settings.name}#${connections}`;
}
let t = 0;
function tick(): void {
  log(`db: tick ${++t}`);
  if (t < 8) Promise.resolve().then(tick);
}
Promise.resolve().then(tick);
