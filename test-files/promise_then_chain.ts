// then/catch chains: values flow through, thrown errors skip to the next handler, catch recovers.
type User = { id: number; name: string };
const users: User[] = [
  { id: 1, name: "ada" },
  { id: 2, name: "linus" },
];
function findUser(id: number): Promise<User> {
  const u = users.find((x) => x.id === id);
  return u ? Promise.resolve(u) : Promise.reject(new Error(`no user ${id}`));
}

findUser(1)
  .then((u) => {
    console.log("found", u.name);
    return u.name.toUpperCase();
  })
  .then((upper) => {
    console.log("upper:", upper);
    return findUser(2);
  })
  .then((u) => console.log("second user", u.id, u.name))
  .then((nothing) => console.log("previous handler returned", nothing))
  .catch((e) => console.log("not reached", e))
  .then(() => console.log("chain 1 done"));

findUser(3)
  .then((u) => console.log("skipped", u))
  .then(() => console.log("also skipped"))
  .catch((e: Error) => {
    console.log("caught:", e.message);
    return "recovered";
  })
  .then((v) => console.log("after catch:", v));

Promise.resolve(10)
  .then(
    (v) => {
      throw new TypeError("bad " + v);
    },
    () => console.log("sibling onRejected does not see it"),
  )
  .then(null, (e: Error) => {
    console.log("next onRejected sees:", e.name, e.message);
    throw "rethrown as string";
  })
  .catch((r) => console.log("string reason:", typeof r, r));

const base = Promise.resolve("shared");
const a = base.then((v) => v + "-a");
const b = base.then((v) => v + "-b");
console.log("then returns new promises:", a !== base, b !== a);
Promise.all([a, b]).then(([x, y]) => console.log("branches:", x, y));

let total = 0;
let chain: Promise<number> = Promise.resolve(0);
for (let i = 1; i <= 10; i++) {
  chain = chain.then((acc) => acc + i);
}
chain.then((sum) => {
  total = sum;
  console.log("sum via chain:", total);
});
console.log("sync code finished, total =", total);

function parseNumber(text: string): Promise<number> {
  return Promise.resolve(text).then((t) => {
    const n = Number(t);
    if (Number.isNaN(n)) throw new SyntaxError(`not a number: ${t}`);
    return n;
  });
}
for (const input of ["12", "x1", "3.5"]) {
  parseNumber(input)
    .then((n) => n * 2)
    .then((n) => console.log(`parse ${input} -> doubled ${n}`))
    .catch((e: SyntaxError) => console.log(`parse ${input} -> ${e.name}: ${e.message}`));
}
