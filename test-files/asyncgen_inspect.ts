// How async generators, their objects and async functions print, plus Object.prototype.toString and prototype chain checks.
async function* gen(): AsyncGenerator<number> {
  yield 1;
}
async function f(): Promise<void> {}
function* syncGen(): Generator<number> {
  yield 1;
}
const g = gen();
console.log(gen);
console.log(f);
console.log(syncGen);
console.log(g);
console.log(syncGen());
console.log({ g, gen, f });
console.log([gen, f, g]);
console.log(Object.prototype.toString.call(g));
console.log(Object.prototype.toString.call(gen));
console.log(Object.prototype.toString.call(f));
console.log(Object.prototype.toString.call(syncGen()));
console.log(String(g), `${gen.name}`);
console.log("typeof:", typeof g, typeof gen);

const AsyncGeneratorFunction = Object.getPrototypeOf(gen).constructor;
console.log("constructor name:", AsyncGeneratorFunction.name);
const AsyncGeneratorPrototype = Object.getPrototypeOf(gen.prototype);
console.log("g's proto is gen.prototype:", Object.getPrototypeOf(g) === gen.prototype);
console.log("shared proto has next/return/throw:", Object.getOwnPropertyNames(AsyncGeneratorPrototype));
console.log("toStringTag:", AsyncGeneratorPrototype[Symbol.toStringTag]);
console.log("gen.prototype own keys:", Object.getOwnPropertyNames(gen.prototype));
console.log("has prototype property:", gen.hasOwnProperty("prototype"), f.hasOwnProperty("prototype"));
try {
  new (gen as any)();
} catch (e) {
  console.log("new on async generator:", (e as Error).name, (e as Error).message);
}
const withProps: any = gen();
withProps.label = "tagged";
console.log(withProps);
const obj = {
  async *items() {
    yield "a";
  },
};
console.log(obj.items, obj.items());
class Feed {
  async *[Symbol.asyncIterator]() {
    yield 1;
  }
  static async *stream() {}
}
console.log(Feed.stream, new Feed()[Symbol.asyncIterator]);
const anon = [async function* () {}][0];
console.log(anon, JSON.stringify(anon.name));
console.log(gen.length, gen.name);
await g.next();
console.log("after next, still:", g);
