// Imported names shadowed by parameters, locals and catch bindings, and
// imports named like globals (parseInt, Map, console's methods).
import { value, parseInt, Map as MyMap, log } from "./lib.js";
function f(value: number) {
  return value * 2;
}
function g() {
  const value = "inner";
  return value;
}
{
  let value = "block";
  console.log(value);
}
try {
  throw 5;
} catch (value) {
  console.log("caught", value);
}
console.log(value, f(21), g(), parseInt("7"), new MyMap().size, log("x"));
console.log(globalThis.parseInt("8"), typeof Map);
