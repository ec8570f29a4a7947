// An import is immutable where it is imported: assigning it throws, and
// the exporter's binding is unchanged.
import { value, setValue } from "./dep.js";
try {
  // @ts-ignore
  value = 5;
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
console.log(value);
setValue(7);
console.log(value);
// @ts-ignore
value++;
