// An exception thrown while a dependency runs ends the program there: the
// modules after it do not run.
import "./ok.js";
import { parse } from "./parser.js";
console.log("main never runs", parse);
