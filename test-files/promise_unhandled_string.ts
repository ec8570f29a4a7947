// An unhandled rejection whose reason is a string: node reports ERR_UNHANDLED_REJECTION quoting the reason, status 1.
type Reading = { sensor: string; value: number };
const readings: Reading[] = [
  { sensor: "t1", value: 21.5 },
  { sensor: "t2", value: 22.1 },
  { sensor: "t3", value: -999 },
  { sensor: "t4", value: 20.9 },
];
function check(r: Reading): Promise<Reading> {
  return r.value < -100 ? Promise.reject(`sensor ${r.sensor} returned garbage`) : Promise.resolve(r);
}
let total = 0;
for (const r of readings.slice(0, 2)) {
  check(r).then((ok) => {
    total += ok.value;
    console.log(`accepted ${ok.sensor} = ${ok.value}, running total ${total.toFixed(1)}`);
  });
}
console.log("checking the remaining sensors without error handling");
check(readings[2]).then((ok) => console.log("never", ok));
check(readings[3]).then((ok) => console.log(`accepted ${ok.sensor} late`));
for (const r of readings) console.log(`queued ${r.sensor}`);
Promise.resolve()
  .then(() => console.log("chain 1"))
  .then(() => console.log("chain 2"))
  .then(() => console.log("chain 3"))
  .then(() => console.log("chain 4"));
queueMicrotask(() => console.log("queued microtask runs"));
console.log("readings:", readings.length);
console.log("first:", readings[0]);
console.log("last:", readings[readings.length - 1]);
console.log("end of synchronous code");
