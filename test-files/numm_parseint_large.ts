// parseInt beyond 2^53: radix 10 correctly rounded, power-of-two radixes
// rounded half to even on the exact bits, other radixes V8's chunked
// approximation.
function rep(s: string, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += s;
  return out;
}
const digits = "0123456789abcdefghijklmnopqrstuvwxyz";
const radixes: number[] = [2, 3, 4, 5, 7, 8, 10, 11, 13, 16, 17, 31, 32, 35, 36];
for (let r = 0; r < radixes.length; r++) {
  const radix = radixes[r];
  let s = "";
  for (let len = 1; len <= 60; len++) {
    s += digits[(len * 7 + radix) % radix];
    if (len % 6 == 0 || len > 50) console.log(radix, len, parseInt(s, radix));
  }
}
console.log(parseInt(rep("1", 54), 2), parseInt(rep("1", 53) + "0", 2));
console.log(parseInt("100000000000000000000000000000000000000000000000000001", 2));
console.log(parseInt("100000000000000000000000000000000000000000000000000011", 2));
console.log(parseInt("10000000000000000000000000000000000000000000000000001", 2));
console.log(parseInt("20000000000001", 16), parseInt("20000000000003", 16), parseInt("200000000000011", 16));
console.log(parseInt("20000000000000800000000000000001", 16));
console.log(parseInt(rep("f", 256), 16), parseInt(rep("f", 257), 16));
console.log(parseInt(rep("z", 200), 36), parseInt(rep("z", 300), 36));
console.log(parseInt(rep("9", 309)), parseInt(rep("9", 310)), parseInt("1" + rep("0", 308)));
console.log(parseInt("17976931348623157" + rep("0", 292)));
console.log(parseInt("17976931348623159" + rep("0", 292)));
console.log(parseInt("zzzzzzzzzzzzz", 36), parseInt("ZZZZZZZZZZZZZ", 36));
console.log(parseInt("123456789abcdefghij", 20), parseInt("-123456789abcdefghij", 29));
