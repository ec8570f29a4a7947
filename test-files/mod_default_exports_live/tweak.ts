import config from "./config.js";
config.mode = "prod";
config.retries += 2;
