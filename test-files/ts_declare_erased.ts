// `declare` forms and other type-only declarations produce no code.
declare const BUILD_ID: string;
declare let mutableThing: number;
declare var legacyGlobal: boolean;
declare function externalHelper(x: number): number;
declare namespace NS {
  const inner: number;
}
declare module "some-module" {
  export const value: number;
}
interface Shape {
  area(): number;
}
type Alias = Shape | null;
console.log("declares erased; program still runs");
let total = 0;
for (let i = 0; i < 4; i++) total += i;
console.log("total", total);
function usesTypesOnly(s: Alias): string {
  return s === null ? "null shape" : "some shape";
}
console.log(usesTypesOnly(null));
