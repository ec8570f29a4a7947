// Custom objects implementing Symbol.asyncIterator by hand, consumed with for await...of and manual next().
class Ticker implements AsyncIterable<number> {
  constructor(private limit: number) {}
  [Symbol.asyncIterator](): AsyncIterator<number> {
    let n = 0;
    const limit = this.limit;
    return {
      next: () => Promise.resolve(++n <= limit ? { value: n * n, done: false } : { value: undefined, done: true }),
      return(): Promise<IteratorResult<number>> {
        console.log("  Ticker.return called at", n);
        return Promise.resolve({ value: undefined, done: true });
      },
    };
  }
}
for await (const sq of new Ticker(4)) console.log("square:", sq);
for await (const sq of new Ticker(100)) {
  if (sq > 10) break;
  console.log("until > 10:", sq);
}

const plainResults = {
  [Symbol.asyncIterator]() {
    let i = 0;
    return {
      next() {
        i++;
        return { value: `sync result ${i}`, done: i > 2 };
      },
    };
  },
};
for await (const v of plainResults as AsyncIterable<string>) console.log("non-promise next results:", v);

const lazyValues = {
  [Symbol.asyncIterator]() {
    let i = 0;
    return {
      next: async () => ({ value: Promise.resolve(`promise value ${++i}`), done: i > 2 }),
    };
  },
};
for await (const v of lazyValues) console.log("value is not awaited:", v);

const failing = {
  [Symbol.asyncIterator]() {
    let i = 0;
    return {
      next: async () => {
        if (++i === 3) throw new Error(`next failed on call ${i}`);
        return { value: i, done: false };
      },
      return: async () => {
        console.log("  return is not called when next throws");
        return { done: true, value: undefined };
      },
    };
  },
};
try {
  for await (const v of failing) console.log("failing source:", v);
} catch (e) {
  console.log("caught:", (e as Error).message);
}

const both = {
  *[Symbol.iterator]() {
    yield "sync iterator";
  },
  async *[Symbol.asyncIterator]() {
    yield "async iterator preferred";
  },
};
for await (const v of both) console.log(v);

try {
  for await (const v of 42 as any) console.log(v);
} catch (e) {
  console.log("not iterable:", (e as Error).name, (e as Error).message);
}
