import { log } from "./log.js";
log("config: start");
export let settings: { retries: number; name: string } = { retries: 0, name: "unset" };
// Long enough that the sibling's 0 ms timer fires first even when the
// machine is slow to start the program (node orders timers by expiry).
const loaded = await new Promise<{ retries: number }>((resolve) =>
  setTimeout(() => resolve({ retries: 3 }), 25),
);
settings = { ...loaded, name: "prod" };
log(`config: loaded ${settings.retries}`);
