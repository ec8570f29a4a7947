// Class-name and null-prototype prefixes count toward the line width.
function rep(ch: string, n: number) {
  let s = "";
  for (let i = 0; i < n; i++) s += ch;
  return s;
}
class ShortName {
  constructor(public s: string, public n = 1) {}
}
class AVeryLongClassNameForTesting {
  constructor(public s: string, public n = 1) {}
}
for (let n = 40; n <= 60; n += 4) {
  console.log(new ShortName(rep("s", n)));
  console.log(new AVeryLongClassNameForTesting(rep("l", n)));
  const np: any = Object.create(null);
  np.s = rep("n", n);
  np.n = 1;
  console.log(np);
  const f: any = function fnName() {};
  f.s = rep("f", n);
  console.log(f);
}
