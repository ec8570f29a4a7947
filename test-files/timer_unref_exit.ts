// An unref'd timer does not keep the program alive: alone it never fires, but it does fire if other work keeps the loop running.
const status: string[] = [];

// An unref'd interval runs while something else keeps the loop alive, then is abandoned.
let beats = 0;
const heartbeat = setInterval(() => {
  beats++;
}, 3);
heartbeat.unref();

// Fires: the ref'd 20 ms timer below keeps the loop alive long past 4 ms.
const early = setTimeout(() => {
  status.push("early unref'd timer ran");
  console.log("early unref'd timer ran");
}, 4);
early.unref();

setTimeout(() => {
  console.log("last ref'd timer; heartbeat ran:", beats > 0);
  console.log("status:", status.join("; "));
  console.log("exiting now");
}, 20);

// Never fires: once the last ref'd timer is done, only unref'd timers are left,
// and the program exits without waiting a minute for this one.
setTimeout(() => {
  console.log("cleanup timer ran (should not happen)");
}, 60_000).unref();

console.log("main done");
