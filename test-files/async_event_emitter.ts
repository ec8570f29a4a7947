// A small event emitter delivering to async handlers: sequential and parallel dispatch, once(), and error isolation.
type Handler = (payload: string) => Promise<void> | void;
class Emitter {
  private handlers = new Map<string, Handler[]>();
  on(event: string, h: Handler): () => void {
    const list = this.handlers.get(event) ?? [];
    list.push(h);
    this.handlers.set(event, list);
    return () => this.handlers.set(event, (this.handlers.get(event) ?? []).filter((x) => x !== h));
  }
  once(event: string): Promise<string> {
    return new Promise((resolve) => {
      const off = this.on(event, (p) => {
        off();
        resolve(p);
      });
    });
  }
  async emitSerial(event: string, payload: string): Promise<number> {
    const list = [...(this.handlers.get(event) ?? [])];
    for (const h of list) await h(payload);
    return list.length;
  }
  async emitParallel(event: string, payload: string): Promise<string[]> {
    const list = [...(this.handlers.get(event) ?? [])];
    const settled = await Promise.allSettled(list.map(async (h) => h(payload)));
    return settled.map((s) => (s.status === "fulfilled" ? "ok" : `error: ${(s.reason as Error).message}`));
  }
}
const log: string[] = [];
const pause = async (n: number) => {
  for (let i = 0; i < n; i++) await null;
};
const bus = new Emitter();
bus.on("order", async (p) => {
  log.push(`audit start ${p}`);
  await pause(3);
  log.push(`audit end ${p}`);
});
bus.on("order", async (p) => {
  log.push(`mail start ${p}`);
  await pause(1);
  log.push(`mail end ${p}`);
});
bus.on("order", (p) => void log.push(`sync handler ${p}`));

console.log("serial handlers:", await bus.emitSerial("order", "#1"));
for (const l of log.splice(0)) console.log("  " + l);
console.log("parallel:", await bus.emitParallel("order", "#2"));
for (const l of log.splice(0)) console.log("  " + l);

const offFailing = bus.on("order", async () => {
  await pause(1);
  throw new Error("handler exploded");
});
console.log("with a failing handler:", await bus.emitParallel("order", "#3"));
log.length = 0;
offFailing();
console.log("after unsubscribe:", await bus.emitParallel("order", "#4"));
log.length = 0;

const firstLogin = bus.once("login");
console.log("emit login to", await bus.emitSerial("login", "ada"), "handler(s)");
console.log("once resolved with:", await firstLogin);
console.log("second login reaches", await bus.emitSerial("login", "bob"), "handler(s)");
console.log("no handlers:", await bus.emitParallel("nothing", "x"));
const waiters = [bus.once("ready"), bus.once("ready")];
await bus.emitSerial("ready", "go");
console.log("both once waiters:", await Promise.all(waiters));
