// console.log of promises inside objects, arrays, Maps and Sets, with extra own properties, and subclass instances.
const settled = Promise.resolve("ok");
const pending = new Promise<number>(() => {});
const failed = Promise.reject("bad");
failed.catch(() => {});

console.log({ settled, pending, failed });
console.log([settled, pending, failed]);
console.log({ request: { id: 1, response: Promise.resolve({ status: 200, body: "hi" }) } });
console.log(new Map<string, Promise<unknown>>([["a", settled], ["b", pending]]));
console.log(new Set([settled]));
console.log(Promise.resolve([Promise.resolve(1), Promise.resolve(2)]));
console.log(Promise.resolve({ inner: Promise.resolve({ deeper: Promise.resolve("deepest") }) }));
console.log(Promise.resolve({ l1: { l2: { l3: { l4: "too deep" } } } }));

const labelled: any = Promise.resolve(10);
labelled.label = "with props";
labelled.retries = 3;
console.log(labelled);
const pendingLabelled: any = new Promise(() => {});
pendingLabelled.id = 7;
console.log(pendingLabelled);
const rejectedLabelled: any = Promise.reject(404);
rejectedLabelled.url = "/missing";
rejectedLabelled.catch(() => {});
console.log(rejectedLabelled);

class MyPromise<T> extends Promise<T> {}
console.log(MyPromise.resolve(1));
console.log(new MyPromise(() => {}));
const myRejected = MyPromise.reject("sub reason");
myRejected.catch(() => {});
console.log(myRejected);

class Job<T> extends Promise<T> {
  name = "job";
  attempts = 0;
}
const job = new Job<string>((r) => r("done"));
job.attempts = 2;
console.log(job);
console.log({ jobs: [job] });

const tagged: any = Promise.resolve("tagged");
Object.defineProperty(tagged, Symbol.toStringTag, { value: "Custom" });
console.log(tagged);
const nullProto = Promise.resolve("np");
Object.setPrototypeOf(nullProto, null);
console.log(nullProto);
const symKey: any = Promise.resolve(0);
symKey[Symbol("meta")] = true;
console.log(symKey);
const many = Array.from({ length: 8 }, (_, i) => Promise.resolve(i));
console.log(many);
console.log({ nested: { deeper: { deepest: { p: Promise.resolve(1) } } } });
