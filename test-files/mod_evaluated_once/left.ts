import { log } from "./log.js";
import "./shared.js";
log("left");
