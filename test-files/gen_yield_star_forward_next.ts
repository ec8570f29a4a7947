// yield* forwards next(v) arguments to the inner generator, which receives them as its yield results.
function* echo(prefix: string): Generator<string, string, string> {
  let received = yield `${prefix}: ready`;
  const log: string[] = [];
  while (received !== "stop") {
    log.push(received);
    received = yield `${prefix}: got ${received}`;
  }
  return log.join("+");
}

function* controller(): Generator<string, void, string> {
  const first = yield* echo("inner1");
  console.log("  inner1 returned", JSON.stringify(first));
  const direct = yield "outer asks directly";
  console.log("  outer received", direct);
  const second = yield* echo("inner2");
  console.log("  inner2 returned", JSON.stringify(second));
}

const c = controller();
console.log(c.next("lost"));
console.log(c.next("a"));
console.log(c.next("b"));
console.log(c.next("stop"));
console.log(c.next("direct answer"));
console.log(c.next("c"));
console.log(c.next("stop"));

// a user iterator also receives the forwarded argument
function* forwardsToUser() {
  const r = yield* {
    [Symbol.iterator]() {
      let total = 0;
      let calls = 0;
      return {
        next(v?: number) {
          calls++;
          console.log(`  user next(${v}) call ${calls}`);
          if (typeof v === "number") total += v;
          return calls > 3 ? { value: total, done: true } : { value: `total=${total}`, done: false };
        },
      };
    },
  } as unknown as Iterable<string>;
  yield `user returned ${r}`;
}
const f = forwardsToUser();
console.log(f.next(1000));
console.log(f.next(5));
console.log(f.next(7));
console.log(f.next(11));
console.log(f.next());

// a chain of delegations: the value reaches the innermost generator
function* deepest(): Generator<number, number, number> {
  const a = yield 1;
  const b = yield a * 2;
  return a + b;
}
function* middle(): Generator<number, number, number> {
  return (yield* deepest()) * 100;
}
function* top(): Generator<number, number, number> {
  const m = yield* middle();
  const extra = yield -1;
  return m + extra;
}
const t = top();
console.log(t.next(), t.next(3), t.next(4), t.next(5), t.next(6));
