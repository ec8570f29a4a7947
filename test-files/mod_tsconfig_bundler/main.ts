// Bundler resolution from tsconfig.json: specifiers without extensions, a
// folder's index.ts, `paths` aliases and `baseUrl`-relative specifiers.
import { area } from "./src/lib/shapes/circle";
import * as shapes from "./src/lib/shapes";
import { square } from "@shapes/square";
import { fmt } from "@util";
import { VERSION } from "util/version";
console.log(fmt(area(1)), fmt(square(3)), shapes.names, VERSION);
