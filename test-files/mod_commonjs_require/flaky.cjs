globalThis.flakyRuns = (globalThis.flakyRuns || 0) + 1;
console.log("flaky: run", globalThis.flakyRuns);
if (globalThis.flakyRuns < 2) {
  throw new Error("not yet");
}
module.exports = "flaky loaded";
