import { Child } from "./child.js";
export class Base {
  name = "base";
}
console.log(new Child().name);
