// unref() then ref() restores keeping the program alive; unref'd timers left at the end never fire.
function makeTimer(label: string, ms: number): ReturnType<typeof setTimeout> {
  return setTimeout(() => console.log(label, "fired"), ms);
}

const a = makeTimer("a (unref then ref)", 6);
a.unref();
console.log("a.hasRef after unref:", a.hasRef());
a.ref();
console.log("a.hasRef after ref:", a.hasRef());

// The last ref'd timer schedules an unref'd one. Nothing ref'd is left after it,
// so the program ends and neither `b` nor `c` run.
setTimeout(() => {
  const c = makeTimer("c (unref'd from a callback)", 1);
  c.unref();
  console.log("scheduled c as unref'd");
}, 10);

const b = makeTimer("b (unref'd immediately, due in a minute)", 60_000);
b.unref();
console.log("b.hasRef:", b.hasRef());
