// Functions of two modules that call each other, and a module whose body
// calls into one that imports it back (a cycle through functions only).
import { isEven } from "./even.js";
import { isOdd, calls } from "./odd.js";
console.log(isEven(10), isOdd(7), isEven(3), isOdd(0), calls());
