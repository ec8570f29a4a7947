// Top-level constants with literal values: reads see the value, and a read
// that can happen before the declaration still throws in the TDZ.
const LIMIT = 3;
const LABEL = "n";
const NEG = -2.5;
const ON = true;
const NOTHING = null;
let hits = 0;
let unset: number | undefined;
function hit(): number {
  hits += LIMIT;
  return hits;
}
interface Unused {
  x: number;
}
function early(): number {
  return LIMIT + LATE;
}
function show(): string {
  return `${LABEL}=${LIMIT} ${NEG} ${ON} ${NOTHING}`;
}
console.log(show());
try {
  console.log(early());
} catch (e) {
  console.log((e as Error).name + ": " + (e as Error).message);
}
const LATE = 10;
console.log(early());
let total = 0;
for (let i = 0; i < LIMIT; i++) total += i * NEG;
console.log(total);
hit();
console.log(hit(), unset, hits);
