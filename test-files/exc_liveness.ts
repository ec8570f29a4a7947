// Values assigned in a try and read in its catch or finally survive the
// throw, also when the same block assigns them again after the throwing call.
function risky(n: number): { n: number } {
  if (n % 3 == 0) throw new Error("multiple of 3: " + n);
  return { n };
}
let last: { n: number } = { n: -1 };
let log: string[] = [];
for (let i = 1; i <= 7; i++) {
  let before = { tag: "before " + i };
  try {
    last = risky(i);
    before = { tag: "after " + i };
  } catch (e) {
    log.push(before.tag + " / " + (e as Error).message + " / last " + last.n);
  } finally {
    log.push("finally " + before.tag);
  }
}
for (const l of log) console.log(l);
function accumulate(): string {
  let acc = "";
  let obj = { v: "start" };
  try {
    for (let i = 0; i < 5; i++) {
      obj = { v: obj.v + "," + i };
      acc += String(i);
      if (i == 3) risky(3);
    }
  } catch {
    acc += " caught with " + obj.v;
  } finally {
    acc += " | final " + obj.v;
  }
  return acc;
}
console.log(accumulate());
function nestedValues(): string[] {
  const out: string[] = [];
  let a = { s: "a0" };
  try {
    a = { s: "a1" };
    try {
      a = { s: "a2" };
      throw new Error("inner");
    } catch (e) {
      out.push("inner catch " + a.s);
      a = { s: "a3" };
      throw e;
    } finally {
      out.push("inner finally " + a.s);
    }
  } catch (e) {
    out.push("outer catch " + a.s + " " + (e as Error).message);
  }
  return out;
}
console.log(nestedValues());
