console.log("log.ts runs");
export function log(s: string) {
  log.calls++;
  console.log(s);
}
log.calls = 0;
