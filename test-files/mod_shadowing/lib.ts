export const value = "outer";
export function parseInt(s: string) {
  return `custom parseInt(${s})`;
}
export class Map {
  size = "custom size";
}
export const log = (s: string) => `log:${s}`;
