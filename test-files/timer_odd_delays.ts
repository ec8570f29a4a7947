// Delays that are not numbers >= 1 act as 1 ms (negative, NaN, junk strings, null, false, "", too large); "12" acts as 12; fractions are kept.
type Delay = number | string | null | undefined | boolean;

const order: string[] = [];
function note(label: string): () => void {
  return () => {
    order.push(label);
  };
}

const cases: Array<[string, Delay]> = [
  ["negative", -50],
  ["nan", NaN],
  ["text", "soon"],
  ["null", null],
  ["undefined", undefined],
  ["false", false],
  ["true", true],
  ["empty-string", ""],
  ["whitespace", "  "],
  ["infinity", Infinity], // too large: 1 ms, with a TimeoutOverflowWarning on stderr
  ["two-to-the-31", 2 ** 31], // also too large
  ["one", 1],
  ["zero-point-nine", 0.9],
  ["string-12", "12"],
];

for (const [label, delay] of cases) {
  setTimeout(note(label), delay as any);
}
// Numeric 12 created after the string "12" joins the same 12 ms list, after it.
setTimeout(note("number-12"), 12);
// 12.9 is not truncated to 12: it is due after every 12 ms timer.
setTimeout(note("float-12.9"), "12.9" as any);

setTimeout(() => {
  console.log(order.join("\n"));
  console.log("total", order.length);
}, 26);
