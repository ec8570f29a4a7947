// Promise.resolve / Promise.reject: identity for native promises, wrapping for others, thenables adopted asynchronously.
const native = Promise.resolve(1);
console.log("Promise.resolve(p) === p:", Promise.resolve(native) === native);
const pending = new Promise<number>(() => {});
console.log("also for pending:", Promise.resolve(pending) === pending);
const rejected = Promise.reject("r");
rejected.catch(() => {});
console.log("also for rejected:", Promise.resolve(rejected) === rejected);
const wrapped = Promise.reject(native);
console.log("Promise.reject(p) wraps:", wrapped !== (native as unknown));
wrapped.catch((r) => console.log("reason is the promise itself:", r === native));

class Tagged<T> extends Promise<T> {}
const tagged = Tagged.resolve(5);
console.log("Tagged.resolve gives Tagged:", tagged instanceof Tagged);
console.log("Promise.resolve(tagged) is new:", Promise.resolve(tagged) !== tagged);
console.log("Tagged.resolve(tagged) is same:", Tagged.resolve(tagged) === tagged);
console.log("Tagged.resolve(native) is new:", Tagged.resolve(native) !== (native as unknown));

let thenCalls = 0;
const thenable = {
  then(resolve: (v: string) => void) {
    thenCalls++;
    console.log("thenable.then runs, call", thenCalls);
    resolve("from thenable");
  },
};
const adopted = Promise.resolve(thenable as unknown as PromiseLike<string>);
console.log("after Promise.resolve(thenable), calls so far:", thenCalls);
adopted.then((v) => console.log("adopted value:", v, "calls:", thenCalls));

const values: unknown[] = [undefined, null, 0, "", [1, 2], { a: 1 }];
Promise.all(values.map((v) => Promise.resolve(v))).then((got) => {
  got.forEach((v, i) => console.log(`Promise.resolve(${JSON.stringify(values[i]) ?? "undefined"}) ->`, v));
});

const reasons: unknown[] = ["text", 42, { code: "E1" }, null];
for (const r of reasons) {
  Promise.reject(r).then(
    () => console.log("never"),
    (got) => console.log("Promise.reject passes reason unchanged:", got === r, got),
  );
}

try {
  Promise.resolve.call(undefined as any, 1);
} catch (e) {
  console.log("Promise.resolve with undefined this:", (e as Error).name);
}
const { resolve } = Promise;
try {
  resolve(1);
} catch (e) {
  console.log("detached resolve:", (e as Error).name);
}
const bound = Promise.resolve.bind(Promise);
bound(9).then((v) => console.log("bound Promise.resolve works:", v));
console.log("Promise.resolve.length:", Promise.resolve.length, "Promise.reject.length:", Promise.reject.length);
