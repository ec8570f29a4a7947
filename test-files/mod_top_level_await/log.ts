export const lines: string[] = [];
export function log(s: string): void {
  lines.push(s);
  console.log(s);
}
log("log: loaded");
