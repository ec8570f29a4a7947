// Every syntactic form of async function, how console.log shows them, and their name/length/prototype properties.
async function declared(a: number, b: number): Promise<number> {
  return a + b;
}
const expression = async function (x: number): Promise<number> {
  return x;
};
const namedExpression = async function inner(): Promise<void> {};
const arrow = async (s: string) => s.length;
const arrowNoParens = async (n: number) => n * 2;
const key = "computed";
const obj = {
  async method(): Promise<string> {
    return "method";
  },
  async [key](): Promise<string> {
    return "computed";
  },
  async *gen() {
    yield 1;
  },
};
class Repo {
  #secret = "s3";
  async load(): Promise<string> {
    return this.#peek();
  }
  async #peek(): Promise<string> {
    await null;
    return this.#secret;
  }
  static async create(): Promise<Repo> {
    return new Repo();
  }
}
console.log(declared, expression, namedExpression, arrow);
console.log(obj.method, obj[key], obj.gen, Repo.create, Repo.prototype.load);
console.log({ declared, arrow });
console.log([declared.name, expression.name, namedExpression.name, arrow.name, arrowNoParens.name]);
console.log([obj.method.name, obj[key].name, Repo.create.name, Repo.prototype.load.name]);
console.log("lengths:", declared.length, expression.length, arrow.length, obj.method.length);
console.log("typeof:", typeof declared, typeof arrow);
console.log("prototype property:", declared.hasOwnProperty("prototype"), arrow.hasOwnProperty("prototype"));
const AsyncFunction = Object.getPrototypeOf(declared).constructor;
console.log("constructor name:", AsyncFunction.name, declared instanceof Function);
console.log("proto chain:", Object.getPrototypeOf(Object.getPrototypeOf(declared)) === Function.prototype);
console.log("toString tag:", Object.prototype.toString.call(declared), Object.getPrototypeOf(declared)[Symbol.toStringTag]);
try {
  new (declared as any)(1, 2);
} catch (e) {
  console.log("new on async function:", (e as Error).name, (e as Error).message);
}
try {
  new (arrow as any)("x");
} catch (e) {
  console.log("new on async arrow:", (e as Error).name, (e as Error).message);
}
console.log("results:", await declared(2, 3), await expression(7), await arrow("four"), await arrowNoParens(21));
console.log("methods:", await obj.method(), await obj[key](), await (await Repo.create()).load());
const bound = declared.bind(null, 10);
console.log("bound async:", bound, bound.name, await bound(5));
const iife = await (async () => "iife value")();
console.log("async IIFE:", iife);
const fns: Array<(n: number) => Promise<number>> = [async (n) => n + 1, async function (n) { return n * n; }];
console.log("array of async fns:", fns, await Promise.all(fns.map((f) => f(6))));
console.log("call result inspected:", declared(1, 1), arrow("pending?"));
