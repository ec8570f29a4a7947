// next(value) sends values into a generator; the first next()'s argument is ignored.
function* conversation(): Generator<string, string, string | undefined> {
  console.log("  started (the first next argument is dropped)");
  const name = yield "What is your name?";
  console.log("  received name:", name);
  const color = yield `Hello ${name}! Favourite colour?`;
  console.log("  received colour:", color);
  const again = yield `${name} likes ${color}.`;
  return `bye (${again})`;
}

const talk = conversation();
console.log(talk.next("ignored first argument"));
console.log(talk.next("Ada"));
console.log(talk.next("teal"));
console.log(talk.next(undefined));
console.log(talk.next("too late"));

// next() without an argument sends undefined
function* show() {
  for (let i = 0; i < 4; i++) {
    const got = yield i;
    console.log(`  yield ${i} evaluated to`, got);
  }
}
const sh = show();
sh.next();
sh.next();
sh.next(0);
sh.next(null);
sh.next({ obj: [1] });

// yield as an expression inside larger expressions
function* arithmetic(): Generator<string, number, number> {
  const sum = (yield "a?") + (yield "b?");
  const product = (yield "c?") * sum;
  const arr = [yield "d?", yield "e?"];
  return product + arr[0] - arr[1];
}
const ar = arithmetic();
console.log(ar.next().value, ar.next(2).value, ar.next(3).value, ar.next(4).value, ar.next(10).value);
console.log(ar.next(1));

// yield inside call arguments, template literals and object literals
function* shapes(): Generator<unknown, unknown, any> {
  const obj = { x: yield "x", y: yield "y" };
  const s = `${yield "greeting"}, ${yield "who"}!`;
  const called = Math.max(yield "m1", yield "m2", 0);
  return { obj, s, called };
}
const sp = shapes();
const answers = [undefined, 1, 2, "Hi", "there", -5, 9];
let out: IteratorResult<unknown>;
for (const a of answers) {
  out = sp.next(a);
  console.log(out);
}

// two generators handing values to each other (ping-pong)
function* player(name: string): Generator<string, void, number> {
  let ball = yield `${name} ready`;
  while (ball < 6) {
    ball = yield `${name} hits ${ball}`;
  }
}
const ping = player("ping");
const pong = player("pong");
ping.next();
pong.next();
let ballValue = 0;
let turn = 0;
for (;;) {
  const who = turn % 2 === 0 ? ping : pong;
  const r = who.next(ballValue++);
  if (r.done) { console.log("rally over at", ballValue - 1); break; }
  console.log(r.value);
  turn++;
}
