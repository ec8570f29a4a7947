// await of non-promise values and of thenable objects: adopted through their then method, errors surface at the await.
console.log("await number:", await 42);
console.log("await string:", await "text");
console.log("await undefined:", await undefined);
console.log("await null:", await null);
console.log("await object:", await { a: 1 });
console.log("await array:", await [1, Promise.resolve(2)]);
console.log("await function:", typeof (await (() => "not called")));

const okThenable = {
  then(resolve: (v: string) => void) {
    console.log("  then invoked with", typeof resolve);
    resolve("thenable value");
  },
};
console.log("await thenable:", await okThenable);

const rejecting = {
  then(_: unknown, reject: (r: string) => void) {
    reject("thenable rejected");
  },
};
try {
  await rejecting;
} catch (e) {
  console.log("caught from rejecting thenable:", e);
}

const throwing = {
  then() {
    throw new SyntaxError("then threw");
  },
};
try {
  await throwing;
} catch (e) {
  console.log("caught from throwing thenable:", (e as Error).name, (e as Error).message);
}

const both = {
  then(resolve: (v: string) => void, reject: (r: string) => void) {
    resolve("resolve wins");
    reject("ignored");
  },
};
console.log("both called:", await both);

class LazyQuery {
  private runs = 0;
  constructor(private sql: string) {}
  then<R>(onOk: (rows: string[]) => R, onErr?: (e: unknown) => R) {
    this.runs++;
    const rows = Promise.resolve([`row for ${this.sql}`, `run ${this.runs}`]);
    return rows.then(onOk, onErr);
  }
}
const q = new LazyQuery("select 1");
console.log("lazy query first await:", await q);
console.log("lazy query second await:", await q);

const chainThenable = {
  then(resolve: (v: unknown) => void) {
    resolve({ then: (r2: (v: string) => void) => r2("two levels deep") });
  },
};
console.log("nested thenable:", await chainThenable);

const neverSettles = { then() {} };
let resumed = false;
(async () => {
  await neverSettles;
  resumed = true;
})();
for (let i = 0; i < 5; i++) await null;
console.log("async function awaiting a silent thenable resumed?", resumed);

const notAThenable = { then: "not a function" };
console.log("then property not callable:", await notAThenable);
const proto = Object.create({ then(r: (v: string) => void) { r("inherited then"); } });
console.log("inherited then method:", await proto);
