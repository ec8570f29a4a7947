import { fromMain } from "./main.js";
export let later = 0;
console.log("dep runs first");
console.log(fromMain);
