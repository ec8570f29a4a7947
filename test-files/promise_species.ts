// Symbol.species decides what then/catch/finally construct; Promise.resolve checks the constructor property.
console.log("Promise[Symbol.species] === Promise:", Promise[Symbol.species] === Promise);

class PlainResults<T> extends Promise<T> {
  static get [Symbol.species]() {
    return Promise;
  }
}
const pr = PlainResults.resolve(1);
console.log("resolve gives subclass:", pr instanceof PlainResults);
const derived = pr.then((v) => v * 10);
console.log("then gives base Promise:", derived instanceof PlainResults, derived instanceof Promise);
console.log("finally gives base Promise:", pr.finally(() => {}) instanceof PlainResults);
console.log("derived value:", await derived);

const log: string[] = [];
class Logging<T> extends Promise<T> {
  constructor(executor: (res: (v: T) => void, rej: (r: unknown) => void) => void) {
    log.push("construct");
    super((res, rej) =>
      executor(
        (v) => {
          log.push(`resolve(${String(v)})`);
          res(v);
        },
        (r) => {
          log.push(`reject(${String(r)})`);
          rej(r);
        },
      ),
    );
  }
}
const lp = Logging.resolve(1);
console.log("after Logging.resolve:", log.join(" "));
log.length = 0;
const chained = lp.then((v) => v + 1).then((v) => {
  throw "bad " + v;
});
console.log("sync part of chaining:", log.join(" "));
log.length = 0;
await chained.catch(() => "handled");
console.log("async part:", log.join(" "));

class Other<T> extends Promise<T> {}
class Redirect<T> extends Promise<T> {
  static get [Symbol.species]() {
    return Other;
  }
}
const viaRedirect = Redirect.resolve("r").then((x) => x);
console.log("species can be another subclass:", viaRedirect instanceof Other, viaRedirect instanceof Redirect);

const native: any = Promise.resolve(5);
native.constructor = PlainResults;
console.log("then after changing constructor:", native.then(() => {}) instanceof PlainResults);
console.log("Promise.resolve(native) === native now?", Promise.resolve(native) === native);
console.log("PlainResults.resolve(native) === native now?", PlainResults.resolve(native) === native);
native.constructor = undefined;
console.log("undefined constructor falls back:", native.then(() => {}) instanceof Promise);

const weird: any = Promise.resolve(6);
weird.constructor = { [Symbol.species]: null };
console.log("null species falls back:", weird.then(() => {}).constructor === Promise);
weird.constructor = { [Symbol.species]: 42 };
try {
  weird.then(() => {});
} catch (e) {
  console.log("non-constructor species:", (e as Error).name);
}
console.log("done", await PlainResults.all([pr, derived]));
