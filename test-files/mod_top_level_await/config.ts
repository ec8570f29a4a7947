import { log } from "./log.js";
log("config: start");
export let settings: { retries: number; name: string } = { retries: 0, name: "unset" };
const loaded = await new Promise<{ retries: number }>((resolve) =>
  setTimeout(() => resolve({ retries: 3 }), 2),
);
settings = { ...loaded, name: "prod" };
log(`config: loaded ${settings.retries}`);
