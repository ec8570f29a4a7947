// Caught, logged, rethrown: the program still ends with status 1.
function parse(s: string): number {
  const n = Number(s);
  if (Number.isNaN(n)) throw new SyntaxError(`not a number: ${s}`);
  return n;
}
try {
  console.log(parse("12"));
  console.log(parse("x"));
} catch (e) {
  console.log("logging", (e as Error).message);
  throw e;
}
