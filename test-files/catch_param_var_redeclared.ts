// Annex B.3.4: `var e` in `catch (e) { … }` declares a function-level var,
// while the block (and the var's initialiser) still sees the parameter.

function f(n: number): string {
  const log: string[] = [];
  try {
    if (n > 0) throw "thrown" + n;
  } catch (e) {
    var e = e + "!";
    log.push(String(e));
    for (var i = 0; i < 2; i++) e += i;
    log.push(String(e));
  }
  log.push(String(e));
  e = "set after";
  log.push(e);
  return log.join(" | ");
}
console.log(f(0));
console.log(f(1));

function g(): unknown {
  try {
    throw 1;
  } catch (err) {
    var other = err;
  }
  return other;
}
console.log(g());

function twice(): string {
  const seen: string[] = [];
  for (let k = 0; k < 2; k++) {
    try {
      throw k;
    } catch (e) {
      var e = (e as number) * 10;
      seen.push(`${e}`);
    }
    seen.push(`${e}`);
  }
  return seen.join(",");
}
console.log(twice());
