// clearTimeout before a timer fires cancels it; clearing a fired timer, twice, or a bogus id is a harmless no-op.
const ran: string[] = [];

const keep = setTimeout(() => ran.push("keep"), 2);
const cancel = setTimeout(() => ran.push("cancelled!"), 2);
clearTimeout(cancel);
clearTimeout(cancel); // twice is fine

// Bogus arguments are ignored without throwing.
const bogus: unknown[] = [undefined, null, 0, -1, 12345, "abc", {}, [], NaN, true, ""];
let survived = 0;
for (const b of bogus) {
  clearTimeout(b as any);
  clearInterval(b as any);
  survived++;
}
// clearImmediate ignores only empty values (it expects an Immediate).
for (const b of [undefined, null, 0, "", NaN, false]) {
  clearImmediate(b as any);
  survived++;
}
console.log("bogus clears survived:", survived);
console.log("clearTimeout returns", clearTimeout(keep as any) === undefined ? "undefined" : "something");

// That last call cancelled `keep` too. Schedule a fresh one, which cancels a later one.
const fresh = setTimeout(() => {
  ran.push("fresh");
  clearTimeout(cancelLater);
}, 5);
const cancelLater = setTimeout(() => ran.push("cancelled later!"), 15);

setTimeout(() => {
  clearTimeout(fresh); // already fired: nothing happens
  clearTimeout(fresh);
  ran.push("after-fresh");
}, 10);

setTimeout(() => {
  console.log("ran:", ran.join(", "));
  console.log("cancelLater was never run:", !ran.includes("cancelled later!"));
}, 25);

// clearTimeout and clearInterval are interchangeable.
const viaInterval = setTimeout(() => ran.push("viaInterval!"), 3);
clearInterval(viaInterval);
const intervalViaTimeout = setInterval(() => ran.push("interval!"), 3);
clearTimeout(intervalViaTimeout);
