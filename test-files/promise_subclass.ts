// Subclassing Promise: then/catch/finally and the statics build instances of the subclass, running its constructor.
let constructed = 0;
class TrackedPromise<T> extends Promise<T> {
  serial: number;
  constructor(executor: (resolve: (v: T | PromiseLike<T>) => void, reject: (r?: unknown) => void) => void) {
    super(executor);
    this.serial = ++constructed;
  }
  tap(f: (v: T) => void): Promise<T> {
    return this.then((v) => {
      f(v);
      return v;
    });
  }
}

const a = new TrackedPromise<number>((resolve) => resolve(1));
console.log("a instanceof TrackedPromise:", a instanceof TrackedPromise, "serial", a.serial);
const b = a.then((v) => v + 1);
console.log("then returns TrackedPromise:", b instanceof TrackedPromise, "constructed:", constructed);
const c = b.catch(() => 0);
const d = c.finally(() => {});
console.log("catch and finally too:", c instanceof TrackedPromise, d instanceof TrackedPromise);
console.log("constructed after catch+finally:", constructed);
console.log("value via await:", await d);
console.log("constructed after await:", constructed);

const r = TrackedPromise.resolve("x");
console.log("static resolve:", r instanceof TrackedPromise, r.constructor.name);
const rej = TrackedPromise.reject("no");
console.log("static reject:", rej instanceof TrackedPromise);
rej.catch((reason) => console.log("caught", reason));

const before = constructed;
const all = TrackedPromise.all([1, Promise.resolve(2), a]);
console.log("all is TrackedPromise:", all instanceof TrackedPromise, "new instances:", constructed - before);
console.log("all value:", await all);

const tapped = await new TrackedPromise<string>((res) => res("hello")).tap((v) => console.log("tap sees", v));
console.log("tap passes through:", tapped);
console.log("prototype chain:", Object.getPrototypeOf(TrackedPromise.prototype) === Promise.prototype);
console.log("static inherited:", Object.getPrototypeOf(TrackedPromise) === Promise);

class Deferred<T> extends Promise<T> {
  resolve!: (v: T) => void;
  static get [Symbol.species]() {
    return Promise;
  }
  static create<T>(): Deferred<T> {
    let res!: (v: T) => void;
    const d = new Deferred<T>((r) => (res = r as (v: T) => void));
    d.resolve = res;
    return d;
  }
}
const def = Deferred.create<number>();
def.then((v) => console.log("deferred delivered", v));
def.resolve(99);
console.log("deferred then is plain Promise:", !(def.then(() => {}) instanceof Deferred));
await def;
console.log("total TrackedPromise constructions:", constructed);
