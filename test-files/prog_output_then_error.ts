// A lot of stdout followed by an uncaught error: all output must be flushed, exit 1.
let checksum = 0;
for (let i = 0; i < 3000; i++) {
  const line = `line ${i}: ${i * i} ${i % 7 === 0 ? "seven" : "-"}`;
  checksum = (checksum * 31 + line.length) | 0;
  console.log(line);
}
console.log("checksum", checksum);
function fail(depth: number): number {
  if (depth === 0) {
    const frozen = 1;
    (frozen as any) = 2;
    return frozen;
  }
  return fail(depth - 1) + 1;
}
console.log("result", fail(5));
console.log("unreachable");
