export function parse(s: string) {
  if (s === "") throw new SyntaxError("empty input");
  return s.length;
}
console.log(parse("abc"));
parse("");
