import "./shared.js";
import { log } from "./log.js";
log("right");
