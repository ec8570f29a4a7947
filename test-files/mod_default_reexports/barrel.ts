export { default } from "./widget.js";
export { default as Base2, Base } from "./widget.js";
export function describe(w: { kind: string }) {
  return `a ${w.kind}`;
}
