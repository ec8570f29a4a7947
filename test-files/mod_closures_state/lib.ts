let made = 0;
let calls = 0;
export function makeCounter() {
  let mine = 0;
  made++;
  return () => {
    mine++;
    calls++;
    return mine;
  };
}
export function total() {
  return `${made} counters, ${calls} calls`;
}
export const LIMIT = 1000;
export function* ids(n: number) {
  for (let i = 0; i < n; i++) yield `id${i}`;
}
export let current = () => "first";
export function swap() {
  current = () => "second";
  return "swapped";
}
export enum Color {
  Red,
  Green,
  Blue,
}
export const table = [1, 2, 3, 4, 5].map((x) => x * x);
