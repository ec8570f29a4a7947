// yield* delegating to built-in iterables: arrays, strings (with surrogate pairs), Maps, Sets, map views, arguments.
function* fromArray() {
  yield* [1, 2, 3];
  yield* [];
  yield* [[4, 5], [6]];
}
console.log([...fromArray()]);

function* fromString() {
  yield* "hey";
  yield* "";
  yield* "a😀b";
}
console.log([...fromString()]);

const scores = new Map<string, number>([["ann", 9], ["bob", 7], ["cy", 8]]);
function* fromMap() {
  yield* scores;
}
console.log([...fromMap()]);
function* mapViews() {
  yield* scores.keys();
  yield* scores.values();
  yield* scores.entries();
}
console.log([...mapViews()]);

const tags = new Set(["x", "y", "x", "z"]);
function* fromSet() {
  yield* tags;
  yield* tags.values();
}
console.log([...fromSet()]);

function* fromArguments(..._args: unknown[]) {
  yield* arguments;
}
console.log([...fromArguments("p", 2, null)]);


function* arrayMethods(xs: string[]) {
  yield* xs.entries();
  yield* xs.keys();
}
console.log([...arrayMethods(["q", "r"])]);

// sparse arrays yield undefined for holes
function* sparse() {
  // eslint-disable-next-line no-sparse-arrays
  yield* [1, , 3];
}
console.log([...sparse()]);

// the array is read live while delegating
const live = [1, 2];
function* liveArray() {
  yield* live;
}
const la = liveArray();
console.log(la.next());
live.push(99);
console.log(la.next(), la.next(), la.next());

// the value of yield* over a built-in iterator is undefined
function* valueOf() {
  const v1 = yield* [10];
  const v2 = yield* "z";
  const v3 = yield* new Set([1]);
  return [v1, v2, v3];
}
const vo = valueOf();
console.log(vo.next(), vo.next(), vo.next(), vo.next());

// mixed sources in a loop
function* concat(...sources: Iterable<unknown>[]) {
  for (const s of sources) yield* s;
}
console.log([...concat([1, 2], "ab", new Set([3]), new Map([["k", "v"]]))]);
for (const [i, ch] of [...concat("xyz")].entries()) console.log(i, ch);
