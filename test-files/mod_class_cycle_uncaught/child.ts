import { Base } from "./base.js";
console.log("child.ts runs first");
export class Child extends Base {
  name = "child";
}
