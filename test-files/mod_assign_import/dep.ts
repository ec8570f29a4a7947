export let value = 1;
export function setValue(v: number) {
  value = v;
}
