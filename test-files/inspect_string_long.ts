// Long strings inside arrays/objects; strings containing newlines are split.
function rep(ch: string, n: number) {
  let s = "";
  for (let i = 0; i < n; i++) s += ch;
  return s;
}
const long = rep("abcdefghij", 10);
console.log([long]);
console.log({ long });
console.log([long, long]);
console.log({ nested: { long } });
const multi = "first line\nsecond line\nthird line";
console.log([multi]);
console.log({ multi });
const longMulti = rep("x", 30) + "\n" + rep("y", 30) + "\n" + rep("z", 30);
console.log([longMulti]);
console.log({ key: longMulti, after: 1 });
console.log({ a: { b: longMulti } });
const trailingNl = rep("w", 20) + "\n";
console.log([trailingNl]);
const shortMulti = "a\nb";
console.log([shortMulti], { shortMulti });
const seventeen = rep("s", 8) + "\n" + rep("t", 8);
console.log([seventeen]);
console.log([rep("q", 70) + "\n" + "end"]);
console.log([rep("n", 16) + "\n"]);
console.log([rep("m", 76) + "\n" + rep("m", 3)]);
