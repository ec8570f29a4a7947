export const events: string[] = [];
export function trace(s: string): void {
  events.push(s);
  console.log(s);
}
