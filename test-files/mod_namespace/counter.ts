export let ticks = 0;
export function tick() {
  ticks++;
}
