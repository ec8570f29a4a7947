// Top-level `await` in imported modules: each importer waits for the
// modules it imports, modules that wait for nothing run at once, and the
// waiting ones run in evaluation order as soon as their last wait ends.
import { log, lines } from "./log.js";
import { settings } from "./config.js";
import { connect, connections } from "./db.js";
import * as cache from "./cache.js";
import { Counter } from "./counter.js";
import { reports } from "./reports.js";
import "./ticker.js";

log(`main: settings ${JSON.stringify(settings)}`);
log(`main: ${connect("users")} (${connections} open)`);
log(`main: cache keys ${Object.keys(cache).join(",")}, size ${cache.size()}`);
const c = new Counter();
c.add(3);
log(`main: counter ${c.total}, reports ${reports.join(" | ")}`);
await new Promise((r) => setTimeout(r, 1));
log("main: after its own await");
console.log(lines.join("\n"));
