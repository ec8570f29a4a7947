// finally in async functions runs exactly once on every path, including return in try with await in finally.
let runs = 0;
const events: string[] = [];
async function cleanup(tag: string): Promise<void> {
  await null;
  events.push("cleanup " + tag);
  runs++;
}
async function path(kind: string): Promise<string> {
  try {
    events.push("try " + kind);
    if (kind === "return") return "returned";
    if (kind === "return-await") return await Promise.resolve("returned after await");
    if (kind === "throw") throw new Error("thrown");
    if (kind === "reject") await Promise.reject("rejected");
    await null;
    return "fell through";
  } finally {
    await cleanup(kind);
    events.push("finally done " + kind);
  }
}
for (const kind of ["return", "return-await", "throw", "reject", "normal"]) {
  events.length = 0;
  const result = await path(kind).then(
    (v) => "fulfilled " + v,
    (e) => "rejected " + (e instanceof Error ? e.message : e),
  );
  console.log(`${kind}: ${result}`);
  console.log("   ", events.join(" | "));
}
console.log("cleanup runs:", runs);
async function overriding(): Promise<string> {
  try {
    return "from try";
  } finally {
    await null;
    return "from finally";
  }
}
console.log("finally return wins:", await overriding());
async function swallow(): Promise<string> {
  try {
    throw new Error("lost");
  } finally {
    return "finally swallowed the error";
  }
}
console.log(await swallow());
async function finallyThrows(): Promise<string> {
  try {
    return "never delivered";
  } finally {
    await null;
    throw "finally threw";
  }
}
console.log(await finallyThrows().catch((r) => "caught: " + r));
async function loopWithFinally(): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < 6; i++) {
    try {
      if (i === 1) continue;
      if (i === 4) break;
      seen.push(await Promise.resolve(i));
    } finally {
      await null;
      seen.push(100 + i);
    }
  }
  return seen;
}
console.log("loop with continue/break:", await loopWithFinally());
let count = 0;
const once = async () => { try { await Promise.reject("x"); } catch { await null; } finally { count++; } };
await Promise.all([once(), once(), once()]);
console.log("finally ran", count, "times for three calls");
