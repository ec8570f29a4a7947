// Built-ins that run a getter (a receiver's `length`, a RegExp's
// `lastIndex.valueOf`, a date option) before using another argument keep
// that argument valid: the getters allocate and, under the GC sweep,
// collect.
function churn(): number {
  const junk: unknown[] = [];
  for (let i = 0; i < 30; i++) junk.push({ i, s: "j" + i });
  return junk.length;
}
function arrayLike(n: number, items: unknown[]): any {
  const o: any = {
    get length() {
      churn();
      return n;
    },
  };
  items.forEach((v, i) => (o[i] = v));
  return o;
}
for (let round = 0; round < 3; round++) {
  // reduce's initial value.
  const acc = Array.prototype.reduce.call(
    arrayLike(2, [1, 2]),
    (a: any, x: any) => {
      a.total += x;
      a.seen.push(x);
      return a;
    },
    { total: round, seen: ["start " + round] },
  );
  console.log(acc);
  // flat's depth, an object and a string made at run time.
  const depthObj = { valueOf: () => 2 };
  console.log(Array.prototype.flat.call(arrayLike(1, [[[round, [round + 1]]]]), depthObj as any));
  console.log(Array.prototype.flat.call(arrayLike(1, [[[round]]]), String(1 + round) as any));
  // with's index.
  console.log(Array.prototype.with.call(arrayLike(2, ["a", "b"]), { valueOf: () => round % 2 } as any, "z"));
  // replace with a RegExp whose lastIndex converts with user code.
  const re: any = /b(.)/;
  re.lastIndex = {
    valueOf() {
      churn();
      return 0;
    },
  };
  const fnRepl = (m: string, g: string) => `<${g}${round}>`;
  console.log("abcabd".replace(re, fnRepl));
  re.lastIndex = { valueOf: () => (churn(), 0) };
  console.log("abcabd".replace(re, ["[$1", String(round), "]"].join("")));
  // toLocaleString's hour12 read before the time zone's toString.
  const d = new Date(Date.UTC(2024, 0, 2, 0, 30 + round));
  console.log(
    d.toLocaleString("en-US", {
      hour12: ["", "yes"][round % 2],
      timeZone: {
        toString() {
          churn();
          return "UTC";
        },
      },
    } as any),
  );
}
