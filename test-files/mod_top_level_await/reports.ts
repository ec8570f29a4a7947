import { log } from "./log.js";
import { first } from "./cache.js";
import { connect } from "./db.js";
import * as cacheNs from "./cache.js";
log("reports: start");
export const reports: string[] = [];
try {
  await Promise.reject(new Error("no network"));
} catch (e) {
  reports.push(`offline (${(e as Error).message})`);
}
reports.push(`first ${first}`, connect("reports"));
reports.push(`namespace ${Object.prototype.toString.call(cacheNs)} ${cacheNs.size()}`);
log("reports: done");
