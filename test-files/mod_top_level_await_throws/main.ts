// A module waiting for a module with top-level `await` throws when it
// runs: every module waiting for it fails with that error, which is the
// program's uncaught exception (after node's loader steps; the jobs
// already queued keep running meanwhile), and nothing after it runs.
import "./ticker.js";
import { ready } from "./slow.js";
import { parse } from "./parser.js";
import "./unrelated.js";
console.log("main never runs", ready, parse);
