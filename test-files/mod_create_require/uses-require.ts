import { createRequire } from "module";

const load = createRequire(import.meta.url);
const legacy = load("./legacy.cjs");
export const helperName = legacy.name;
