// Promise constructor: the executor runs synchronously, only the first resolve/reject counts, and a throw after settling is ignored.
console.log("before new Promise");
const p1 = new Promise<number>((resolve, reject) => {
  console.log("executor running:", typeof resolve, typeof reject);
  resolve(1);
  console.log("after first resolve");
  resolve(2);
  reject("ignored reason");
  console.log("after second resolve and a reject");
});
console.log("after new Promise");
p1.then((v) => console.log("p1 fulfilled with", v));

const p2 = new Promise<string>((resolve, reject) => {
  reject("first reason");
  resolve("late value");
  throw new Error("thrown after reject is swallowed");
});
p2.then(
  (v) => console.log("p2 fulfilled?", v),
  (r) => console.log("p2 rejected with", r),
);

const p3 = new Promise<number>(() => {
  throw new RangeError("executor blew up");
});
p3.catch((e: Error) => console.log("p3 rejected:", e.name, e.message));

const p4 = new Promise<number>((resolve) => {
  resolve(10);
  throw new Error("after resolve");
});
p4.then((v) => console.log("p4 still fulfilled with", v));

let savedResolve: ((v: number) => void) | undefined;
const p5 = new Promise<number>((resolve) => {
  savedResolve = resolve;
});
console.log("resolve.length:", savedResolve!.length, "name:", JSON.stringify(savedResolve!.name));
console.log("resolve returns:", savedResolve!(5));
console.log("calling again returns:", savedResolve!(6));
p5.then((v) => console.log("p5 resolved later with", v));

let executorThis: unknown = "unset";
new Promise(function (this: unknown, resolve) {
  executorThis = this;
  resolve(undefined);
});
console.log("executor this:", executorThis);

try {
  new Promise(42 as any);
} catch (e) {
  console.log("non-callable executor:", (e as Error).name, (e as Error).message);
}
try {
  (Promise as any)((r: (v: number) => void) => r(1));
} catch (e) {
  console.log("without new:", (e as Error).name, (e as Error).message);
}
console.log("typeof p1:", typeof p1, p1 instanceof Promise, Object.getPrototypeOf(p1) === Promise.prototype);
console.log("end of script body");
