// Errors thrown by JSON and caught: node 20's messages.
const inputs = ["", "{", "[1,]", "{\"a\":1,}", "tru", "nul", "'x'", "{a:1}", "[1 2]", "\"\\u12\"", "01", "1.", "-", "{\"a\" 1}", "\"abc"];
for (const s of inputs) {
  try {
    JSON.parse(s);
    console.log(JSON.stringify(s), "parsed");
  } catch (e) {
    console.log(JSON.stringify(s), (e as Error).name, (e as Error).message);
  }
}
const cyclic: any = { name: "loop" };
cyclic.self = cyclic;
try {
  JSON.stringify(cyclic);
} catch (e) {
  console.log((e as Error).name);
  console.log((e as Error).message);
}
try {
  JSON.stringify({ toJSON() { throw new Error("from toJSON"); } });
} catch (e) {
  console.log((e as Error).message);
}
try {
  JSON.parse("[1,2]", () => { throw new RangeError("from reviver"); });
} catch (e) {
  console.log(String(e));
}
