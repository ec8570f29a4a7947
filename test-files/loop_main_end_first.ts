// Everything the main script prints comes first; a timer scheduled from a promise callback still runs; the program ends when nothing is left.
const startedAt = "main";
let timersRun = 0;

setTimeout(() => {
  timersRun++;
  console.log("timer 1 (scheduled by the main script)");
}, 0);

Promise.resolve("value").then((v) => {
  console.log("promise callback got", v);
  setTimeout(() => {
    timersRun++;
    console.log("timer 2 (scheduled from a promise callback)");
    Promise.resolve().then(() => {
      setTimeout(() => {
        timersRun++;
        console.log("timer 3 (scheduled from a promise inside a timer); total", timersRun);
      }, 3);
    });
  }, 1);
});

async function main(): Promise<void> {
  console.log("async main starts synchronously");
  await null;
  console.log("async main resumes after the main script");
  setTimeout(() => {
    timersRun++;
    console.log("timer 4 (from async main) runs last; total", timersRun);
  }, 30);
}
main();

for (let i = 1; i <= 3; i++) {
  console.log(`main script line ${i}`);
}
console.log("end of main script from", startedAt, "- no timer has run:", timersRun === 0);
