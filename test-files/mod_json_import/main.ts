// JSON modules: the parsed value is the default export, one object shared
// by every importer (a change through one import is seen by the others).
import config from "./data/config.json" with { type: "json" };
import list from "./data/list.json" with { type: "json" };
import { bump, readCount } from "./user.js";

console.log(config);
console.log(config.name, config.limits.max, list.length, list[2]);
bump();
console.log(readCount(), (config as any).count);
console.log(Object.keys(config), Array.isArray(list));
