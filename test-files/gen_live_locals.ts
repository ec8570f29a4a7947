// Locals of every type live across yields, and loops with yields nested inside try/catch/finally.
function* keeper(): Generator<string, void, number> {
  let num = 1.5;
  let int = 7;
  let str = "s";
  let bool = false;
  let nothing: null | string = null;
  let undef: undefined | number = undefined;
  const arr: number[] = [1];
  const obj: { count: number; tags: string[] } = { count: 0, tags: [] };
  const map = new Map<string, number>();
  let fn = (x: number) => x + 1;
  for (let round = 0; round < 4; round++) {
    const got = yield `${num}|${int}|${str}|${bool}|${nothing}|${undef}|${arr.join(",")}|${obj.count}:${obj.tags}|${[...map.keys()]}|${fn(round)}`;
    num *= 2;
    int = int * 3 + got;
    str += String.fromCharCode(97 + round);
    bool = !bool;
    nothing = nothing === null ? "set" : null;
    undef = undef === undefined ? round : undefined;
    arr.push(arr[arr.length - 1] * 2);
    obj.count += got;
    obj.tags.push(`t${round}`);
    map.set(`k${round}`, got);
    const prev = fn;
    fn = (x: number) => prev(x) * 2;
  }
  yield `map=${JSON.stringify([...map])} obj=${JSON.stringify(obj)}`;
}
const k = keeper();
console.log(k.next().value);
for (let i = 1; i <= 4; i++) console.log(k.next(i * 100).value);

// nested loops with yields inside try/catch/finally, errors thrown in by the caller
function* nested(): Generator<string, string[], unknown> {
  const trail: string[] = [];
  for (let i = 0; i < 3; i++) {
    try {
      for (let j = 0; j < 2; j++) {
        try {
          yield `i${i} j${j}`;
          trail.push(`ok ${i}${j}`);
        } catch (e) {
          trail.push(`inner caught ${String(e)} at ${i}${j}`);
          if (e === "escalate") throw new Error(`escalated at ${i}${j}`);
        } finally {
          trail.push(`inner finally ${i}${j}`);
        }
      }
    } catch (e) {
      trail.push(`outer caught ${(e as Error).message}`);
      yield `recovering from ${(e as Error).message}`;
    } finally {
      trail.push(`outer finally ${i}`);
    }
  }
  return trail;
}
const n = nested();
const script: Array<["next" | "throw", unknown]> = [["next", 0], ["next", 0], ["throw", "minor"], ["throw", "escalate"], ["next", 0], ["next", 0], ["next", 0], ["next", 0], ["next", 0]];
let res: IteratorResult<string, string[]> = n.next();
console.log(res.value);
for (const [op, arg] of script) {
  res = op === "next" ? n.next(arg) : n.throw(arg);
  if (res.done) break;
  console.log(`${op}(${String(arg)}) ->`, res.value);
}
if (res.done) for (const line of res.value) console.log("  ", line);
