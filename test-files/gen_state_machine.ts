// State machines as generators: a traffic light, a turnstile driven by events, and a line-protocol parser.
type Light = "green" | "yellow" | "red";
function* trafficLight(): Generator<[Light, number], never> {
  for (;;) {
    yield ["green", 30];
    yield ["yellow", 5];
    yield ["red", 20];
  }
}
const light = trafficLight();
let clock = 0;
for (let i = 0; i < 7; i++) {
  const [color, secs] = light.next().value;
  console.log(`t=${String(clock).padStart(3)} ${color.padEnd(6)} for ${secs}s`);
  clock += secs;
}

// a turnstile: the generator's position in its code is the state
type Event = "coin" | "push";
function* turnstile(): Generator<string, void, Event> {
  let coins = 0;
  let passes = 0;
  for (;;) {
    // locked
    let ev = yield `locked (coins=${coins}, passes=${passes})`;
    while (ev === "push") ev = yield "locked: push refused";
    coins++;
    // unlocked
    ev = yield "unlocked";
    while (ev === "coin") {
      coins++;
      ev = yield "unlocked: thanks for the extra coin";
    }
    passes++;
  }
}
const ts = turnstile();
console.log(ts.next().value);
for (const ev of ["push", "coin", "coin", "push", "push", "coin", "push"] as Event[]) {
  console.log(`${ev.padEnd(4)} -> ${ts.next(ev).value}`);
}

// a parser for "KEY: value" headers followed by a blank line and a body, fed one line at a time
interface Message { headers: Record<string, string>; body: string[] }
function* messageParser(): Generator<string, Message, string> {
  const msg: Message = { headers: {}, body: [] };
  let line = yield "expect-header";
  while (line !== "") {
    const idx = line.indexOf(":");
    if (idx < 0) {
      line = yield `bad header ignored: ${line}`;
      continue;
    }
    msg.headers[line.slice(0, idx).trim().toLowerCase()] = line.slice(idx + 1).trim();
    line = yield "expect-header";
  }
  line = yield "expect-body";
  while (line !== ".") {
    msg.body.push(line);
    line = yield "expect-body";
  }
  return msg;
}
const input = ["Subject: hello", "From : ada", "garbage", "X-Count: 3", "", "line one", "line two", "."];
const parser = messageParser();
console.log(parser.next().value);
let out: IteratorResult<string, Message> = { value: "", done: false };
for (const l of input) {
  out = parser.next(l);
  console.log(JSON.stringify(l).padEnd(18), out.done ? "DONE" : out.value);
}
if (out.done) console.log(out.value);

// an elevator with a queue of requests; the generator yields each move
function* elevator(requests: number[], start = 0) {
  let floor = start;
  for (const target of requests) {
    const dir = Math.sign(target - floor);
    while (floor !== target) {
      floor += dir;
      yield `${dir > 0 ? "up" : "down"} to ${floor}`;
    }
    yield `open at ${floor}`;
  }
  return floor;
}
console.log([...elevator([2, 0, 3])].join("; "));
