export interface Config {
  mode: "fast" | "slow";
  level: number;
}
export interface Options {
  verbose: boolean;
}
export type Level = number;
console.log("types.ts evaluated");
