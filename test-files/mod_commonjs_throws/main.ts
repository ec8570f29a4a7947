// A CommonJS module that throws while an ES module imports it: the
// modules before it have run, nothing after it does, and the error is the
// program's uncaught exception.
import "./ok.cjs";
import config from "./config.cjs";
import "./after.cjs";

console.log("main never runs", config);
