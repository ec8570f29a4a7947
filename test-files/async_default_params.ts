// Parameter initialisation that throws: an async function returns a rejected promise (no synchronous throw), an async generator throws at the call.
function required(name: string): never {
  throw new TypeError(`missing argument: ${name}`);
}
async function connect(host: string = required("host"), port = 5432): Promise<string> {
  await null;
  return `${host}:${port}`;
}
let p = connect("db", 1);
console.log("explicit args returned", typeof p);
console.log(await p);
p = connect(undefined as any);
console.log("bad call still returned a promise:", p instanceof Promise);
await p.catch((e: Error) => console.log("rejected:", e.name, e.message));
console.log("default port:", await connect("cache"));

let sideEffect = 0;
async function order(a = ++sideEffect, b = a * 10, c = b + sideEffect): Promise<number[]> {
  return [a, b, c];
}
console.log("defaults see earlier params:", await order());
console.log("explicit a:", await order(5));
console.log("side effect count:", sideEffect);

async function destructure({ user, limit = 10 }: { user: string; limit?: number }): Promise<string> {
  return `${user} limit ${limit}`;
}
console.log(await destructure({ user: "ada" }));
const bad = destructure(null as any);
console.log("destructuring null returned:", bad instanceof Promise);
await bad.catch((e: Error) => console.log("destructure rejected:", e.name, e.message));

const arrow = async (x: number = (() => { throw "arrow default threw"; })()) => x * 2;
console.log("arrow ok:", await arrow(4));
await arrow().catch((r) => console.log("arrow rejected with:", r));

class Service {
  constructor(private prefix: string) {}
  async call(id: number = this.nextId()): Promise<string> {
    return `${this.prefix}-${id}`;
  }
  nextId(): number {
    if (this.prefix === "broken") throw new RangeError("id pool empty");
    return 1;
  }
}
console.log(await new Service("svc").call());
console.log(await new Service("svc").call(9));
await new Service("broken").call().catch((e: Error) => console.log("method default rejected:", e.message));

async function* gen(start: number = required("start")): AsyncGenerator<number> {
  yield start;
}
let g: AsyncGenerator<number>;
try {
  g = gen();
  console.log("async generator call with bad default:", "no sync throw");
} catch (e) {
  console.log("async generator call threw synchronously:", (e as Error).message);
}
const events: string[] = [];
const later = connect(undefined as any).catch(() => events.push("rejection handled"));
events.push("sync code after call");
await later;
console.log(events.join(" -> "));
