// clearImmediate cancels a queued immediate, even one queued in the same batch that is about to run.
const ran: string[] = [];

const a = setImmediate(() => ran.push("a"));
const b = setImmediate(() => {
  ran.push("b");
  clearImmediate(c); // c is in the same batch, not yet run: it is skipped
  clearImmediate(a); // a already ran: no effect
});
const c = setImmediate(() => ran.push("c (cancelled)"));
const d = setImmediate(() => ran.push("d"));
const e = setImmediate(() => ran.push("e (cancelled before the loop)"));
clearImmediate(e);

// Bogus handles are ignored.
clearImmediate(undefined);
clearImmediate(null as any);

// An immediate that cancels itself while running.
const self = setImmediate(() => {
  clearImmediate(self);
  ran.push("self");
});

// An immediate cancelled by a nextTick before the loop even starts.
const f = setImmediate(() => ran.push("f (cancelled by nextTick)"));
process.nextTick(() => clearImmediate(f));

setImmediate(() => {
  // Schedule the report for the next turn, after everything queued above.
  setImmediate(() => {
    console.log(ran.join(", "));
    console.log("cancelled ones ran:", ran.some((s) => s.includes("cancelled")));
    console.log("d handle still usable:", typeof d);
  });
});
