// TDZ and scope in try/catch/finally blocks.
function t(label: string, f: () => unknown): void {
  try {
    console.log(label, "ok", f());
  } catch (e) {
    console.log(label, (e as Error).name + ": " + (e as Error).message);
  }
}
t("let in try read in finally", () => {
  let out = "";
  try {
    const inner = "inner value";
    out = inner;
  } finally {
    out += "!";
  }
  return out;
});
t("tdz inside try", () => {
  try {
    return later;
  } finally {
    console.log("  finally after tdz");
  }
  // eslint-disable-next-line no-unreachable
  let later = 1;
});
t("catch param shadows", () => {
  const e = "outer";
  try {
    throw "inner";
  } catch (e) {
    return e + " then " + typeof e;
  }
});
t("function in catch", () => {
  try {
    throw 21;
  } catch (n) {
    function double(): number {
      return (n as number) * 2;
    }
    return double();
  }
});
t("closure over try local", () => {
  const fs: (() => string)[] = [];
  for (const w of ["a", "b"]) {
    try {
      const captured = w.toUpperCase() + w;
      fs.push(() => captured);
      if (w == "b") throw new Error("stop");
    } catch {
      fs.push(() => "caught at " + w);
    }
  }
  return fs.map((f) => f()).join(" ");
});
t("const reassign in catch", () => {
  const k = 1;
  try {
    throw 0;
  } catch {
    (k as any) = 2;
  }
});
