// An unref'd setImmediate runs only if something ref'd keeps the loop going; the last ref'd timer ends the program without it.
function later(label: string, ms: number, then?: () => void): ReturnType<typeof setTimeout> {
  return setTimeout(() => {
    console.log(label);
    if (then) then();
  }, ms);
}

function step1(): void {
  // A ref'd timer is still pending, so the loop polls and then runs the check phase:
  // the unref'd immediate runs before that timer.
  const imm = setImmediate(() => {
    console.log("unref'd immediate ran, before the pending timer");
  });
  imm.unref();
  console.log("imm.hasRef():", imm.hasRef());
  later("second timer", 8, step2);
}

function step2(): void {
  // A ref'd immediate keeps the loop turning; an unref'd one queued before it runs too, in order.
  setImmediate(() => console.log("unref'd immediate queued first")).unref();
  setImmediate(() => console.log("ref'd immediate queued second"));
  later("last ref'd timer", 5, step3);
}

function step3(): void {
  // Nothing ref'd is left after this callback: the program ends, and neither runs.
  setImmediate(() => console.log("unref'd immediate after the last timer (never)")).unref();
  later("unref'd timer after the last timer (never)", 0).unref();
}

later("first timer", 2, step1);
