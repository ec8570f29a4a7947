// A job queue with a concurrency limit: jobs are timer-backed async tasks; a job starts only when a slot frees up.
type JobFn = () => Promise<string>;

class JobQueue {
  private waiting: Array<{ name: string; fn: JobFn }> = [];
  private running = 0;
  private readonly results: string[] = [];
  private idleResolvers: Array<(r: string[]) => void> = [];

  constructor(private readonly limit: number) {}

  add(name: string, fn: JobFn): void {
    this.waiting.push({ name, fn });
    this.pump();
  }

  whenIdle(): Promise<string[]> {
    return new Promise((resolve) => this.idleResolvers.push(resolve));
  }

  private pump(): void {
    while (this.running < this.limit && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running++;
      console.log(`start ${job.name} (running ${this.running})`);
      job.fn().then((r) => {
        this.running--;
        this.results.push(r);
        console.log(`finish ${job.name} -> ${r}`);
        this.pump();
        if (this.running === 0 && this.waiting.length === 0) {
          for (const resolve of this.idleResolvers) resolve(this.results);
          this.idleResolvers = [];
        }
      });
    }
  }
}

function work(ms: number, value: string): JobFn {
  return () => new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

// Two slots. Durations are chosen so that no two jobs finish close together.
const q = new JobQueue(2);
q.add("A", work(2, "a"));
q.add("B", work(20, "b"));
q.add("C", work(2, "c"));
q.add("D", work(2, "d"));
q.add("E", work(30, "e"));
q.add("F", work(0, "f"));

q.whenIdle().then((all) => {
  console.log("all done in completion order:", all.join(""));
});
