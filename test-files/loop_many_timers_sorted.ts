// 3000 jobs sorted by delay (stable) then scheduled: timers fire by delay, then by creation order, across all delays.
interface Job {
  id: number;
  delay: number;
  name: string;
  data: number[];
}

let state = 7;
function rand(limit: number): number {
  state = (state * 48271) % 2147483647;
  return state % limit;
}

const jobs: Job[] = [];
for (let i = 0; i < 3000; i++) {
  const delay = rand(11);
  jobs.push({ id: i, delay, name: `job${i}`, data: [i, delay, i ^ delay] });
}
// A stable sort keeps creation order among equal delays.
const schedule = jobs.slice().sort((a, b) => a.delay - b.delay);

const order: number[] = [];
let broken = 0;
for (const job of schedule) {
  setTimeout(() => {
    if (job.name !== `job${job.id}` || job.data[2] !== (job.id ^ job.delay)) broken++;
    order.push(job.id);
  }, job.delay);
}

setTimeout(() => {
  let matches = true;
  for (let i = 0; i < schedule.length; i++) {
    if (order[i] !== schedule[i].id) {
      matches = false;
      console.log("first mismatch at", i);
      break;
    }
  }
  let hash = 0;
  for (const id of order) hash = (hash * 31 + id) % 1000000007;
  console.log("fired", order.length, "broken", broken);
  console.log("fire order equals (delay, creation) order:", matches);
  console.log("first ten:", order.slice(0, 10).join(" "));
  console.log("last ten:", order.slice(-10).join(" "));
  console.log("order hash", hash);
}, 30);
