// A graph of modules with top-level await: a diamond (two importers of one
// slow module, which runs once), a chain of awaiting modules, a module
// that awaits import() of another, one that waits for nothing and runs in
// the first pass, and sibling timers interleaved with their awaits.
import { trace } from "./trace.js";
import { left } from "./left.js";
import { right } from "./right.js";
import { third } from "./chain3.js";
import { loaded } from "./loader.js";
import "./quick.js";

trace(`main: ${left} ${right} ${third} ${loaded}`);
