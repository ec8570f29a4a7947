// An unhandled rejection whose reason is a plain object: status 1, and node's report names the reason.
interface ApiError { code: number; message: string; retryable: boolean }
const responses: Array<{ path: string; status: number }> = [
  { path: "/users", status: 200 },
  { path: "/orders", status: 200 },
  { path: "/admin", status: 403 },
];
function request(path: string, status: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (status === 200) resolve(`${path}: ok`);
    else reject({ code: status, message: `forbidden: ${path}`, retryable: false } satisfies ApiError);
  });
}
const inFlight = responses.map((r) => request(r.path, r.status));
console.log("requests sent:", inFlight.length);
inFlight[0].then((body) => console.log(body));
inFlight[1].then((body) => console.log(body));
inFlight[2].then((body) => console.log("never", body));
for (const r of responses) console.log(`${r.path.padEnd(8)} -> ${r.status}`);
const stats = { ok: 0, failed: 0 };
for (const r of responses) r.status === 200 ? stats.ok++ : stats.failed++;
console.log("stats:", stats);
async function summary(): Promise<void> {
  await null;
  console.log("summary after one tick");
  await null;
  console.log("summary after two ticks");
}
summary();
console.log("objects:", responses.map((r) => r.path).join(","));
console.log("has failures:", stats.failed > 0);
console.log("all 200?", responses.every((r) => r.status === 200));
const failedPaths = responses.filter((r) => r.status !== 200).map((r) => r.path);
console.log("failed paths:", failedPaths);
console.log("first response:", responses[0]);
console.log("end of synchronous code");
