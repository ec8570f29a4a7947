import { log } from "./log.js";
log("shared");
