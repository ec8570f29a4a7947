// An unhandled rejection with an Error reason ends the program with status 1 after all queued output is printed.
interface Job { id: number; ok: boolean }
const jobs: Job[] = [
  { id: 1, ok: true },
  { id: 2, ok: true },
  { id: 3, ok: false },
];
function runJob(job: Job): Promise<string> {
  return new Promise((resolve, reject) => {
    console.log(`starting job ${job.id}`);
    if (job.ok) resolve(`job ${job.id} done`);
    else reject(new Error(`job ${job.id} crashed`));
  });
}
const handled = runJob(jobs[0]).then((r) => console.log(r));
const alsoHandled = runJob(jobs[1]).then((r) => console.log(r), (e) => console.log("caught", e));
console.log("jobs 1 and 2 have handlers");
const lost = runJob(jobs[2]).then((r) => console.log("never printed", r));
console.log("job 3's chain has no rejection handler");
let step = 0;
function spin(): Promise<void> {
  return Promise.resolve().then(() => {
    step++;
    console.log(`microtask step ${step} still runs before the process dies`);
    if (step < 4) return spin();
  });
}
spin();
for (let i = 0; i < 8; i++) console.log(`sync line ${i}`);
void handled;
void alsoHandled;
void lost;
console.log("end of synchronous code");
