// Object churn: an event-processing workload with many short-lived objects
// of varied shapes and no JSON. Each round generates a batch of events of
// four kinds (each kind its own object shape, some with nested objects and
// small arrays), dispatches them to per-kind handlers that update records
// kept in a Map keyed by user name, builds an array of summary records per
// round, keeps only a window of recent summaries, and every few rounds
// rebuilds the user map from scratch (so records die in bulk). Prints a
// checksum over everything computed.

const ROUNDS = 1000;
const BATCH = 2000;
const USERS = 500;
const WINDOW = 8;

let seed = 2463534242;
function rand(n: number): number {
  // xorshift32: integer operations only, the same on both sides.
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % n;
}

interface Click {
  kind: "click";
  user: string;
  x: number;
  y: number;
  button: number;
}
interface Key {
  kind: "key";
  user: string;
  code: number;
  mods: { shift: boolean; ctrl: boolean; alt: boolean };
}
interface Scroll {
  kind: "scroll";
  user: string;
  delta: number[];
}
interface Buy {
  kind: "buy";
  user: string;
  item: { sku: number; price: number; qty: number };
  coupon: string | null;
}
type Event = Click | Key | Scroll | Buy;

class UserRecord {
  clicks = 0;
  keys = 0;
  scrolled = 0;
  spent = 0;
  last: Event | null = null;
  history: number[] = [];
  constructor(public name: string) {}

  note(v: number): void {
    this.history.push(v);
    if (this.history.length > 16) this.history = this.history.slice(8);
  }
}

const names: string[] = [];
for (let i = 0; i < USERS; i++) names.push("user" + i);

function makeEvent(): Event {
  const user = names[rand(USERS)];
  switch (rand(4)) {
    case 0:
      return { kind: "click", user, x: rand(1920), y: rand(1080), button: rand(3) };
    case 1:
      return { kind: "key", user, code: 32 + rand(90), mods: { shift: rand(2) === 1, ctrl: rand(5) === 0, alt: false } };
    case 2: {
      const delta: number[] = [];
      const n = 1 + rand(4);
      for (let i = 0; i < n; i++) delta.push(rand(200) - 100);
      return { kind: "scroll", user, delta };
    }
    default:
      return {
        kind: "buy",
        user,
        item: { sku: rand(10000), price: 1 + rand(9999) / 100, qty: 1 + rand(3) },
        coupon: rand(10) === 0 ? "SAVE" + rand(50) : null,
      };
  }
}

type Handler = (r: UserRecord, e: Event) => number;
const handlers: { [kind: string]: Handler } = {
  click: (r, e) => {
    const c = e as Click;
    r.clicks++;
    return c.x * 3 + c.y + c.button;
  },
  key: (r, e) => {
    const k = e as Key;
    r.keys++;
    return k.code + (k.mods.shift ? 100 : 0) + (k.mods.ctrl ? 200 : 0);
  },
  scroll: (r, e) => {
    const s = e as Scroll;
    let sum = 0;
    for (const d of s.delta) sum += d;
    r.scrolled += sum;
    return sum;
  },
  buy: (r, e) => {
    const b = e as Buy;
    let cost = b.item.price * b.item.qty;
    if (b.coupon !== null) cost = cost * 0.9;
    r.spent += cost;
    return Math.round(cost);
  },
};

let users = new Map<string, UserRecord>();
const summaries: { round: number; active: number; score: number; top: string }[][] = [];
let checksum = 0;

for (let round = 0; round < ROUNDS; round++) {
  if (round % 25 === 0) users = new Map();
  let score = 0;
  for (let i = 0; i < BATCH; i++) {
    const e = makeEvent();
    let r = users.get(e.user);
    if (r === undefined) {
      r = new UserRecord(e.user);
      users.set(e.user, r);
    }
    const v = handlers[e.kind](r, e);
    r.last = e;
    r.note(v);
    score = (score + v) % 1000003;
  }
  // A summary record per tenth of the users, kept for WINDOW rounds.
  const batch: { round: number; active: number; score: number; top: string }[] = [];
  let best = "";
  let bestSpent = -1;
  let active = 0;
  users.forEach((r, name) => {
    active++;
    if (r.spent > bestSpent) {
      bestSpent = r.spent;
      best = name;
    }
    if (active % 10 === 0) batch.push({ round, active, score: r.clicks + r.keys, top: best });
  });
  summaries.push(batch);
  if (summaries.length > WINDOW) summaries.shift();
  let kept = 0;
  for (const b of summaries) for (const s of b) kept += s.score + s.active;
  checksum = (checksum * 31 + score + kept + best.length + Math.round(bestSpent)) % 1000000007;
}

let hist = 0;
users.forEach((r) => {
  for (const h of r.history) hist = (hist + h) % 1000003;
});
console.log(`churn x${ROUNDS}: users=${users.size} checksum=${checksum} history=${hist}`);
