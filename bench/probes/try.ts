// The cost of `try`, measured by bench/probe-try with callgrind. Each
// function runs its loop a fixed number of times so that the difference
// between the 80- and the 16-iteration versions, divided by 64, is the cost
// of one iteration with every fixed cost (entry, exit) cancelled out; the
// `plain` loops are the same loops without `try`.

function mayThrow(x: number): number {
  if (x < 0) throw new Error("negative");
  return x + 1;
}

function try16(): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    try {
      s = mayThrow(s);
    } catch (e) {
      s = -1;
    }
  }
  return s;
}

function try80(): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    try {
      s = mayThrow(s);
    } catch (e) {
      s = -1;
    }
  }
  return s;
}

function plain16(): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    s = mayThrow(s);
  }
  return s;
}

function plain80(): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    s = mayThrow(s);
  }
  return s;
}

// A throw caught one frame up.
function thrower(x: number): number {
  if (x >= 0) throw x;
  return x;
}

function catch1x16(): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    try {
      s += thrower(i);
    } catch (e) {
      s += e as number;
    }
  }
  return s;
}

function catch1x80(): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    try {
      s += thrower(i);
    } catch (e) {
      s += e as number;
    }
  }
  return s;
}

// A throw caught ten frames up.
function deep(n: number): number {
  if (n == 0) throw n;
  return deep(n - 1) + 1;
}

function catch10x16(): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    try {
      s += deep(9);
    } catch (e) {
      s += 1;
    }
  }
  return s;
}

function catch10x80(): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    try {
      s += deep(9);
    } catch (e) {
      s += 1;
    }
  }
  return s;
}

console.log(try16(), try80(), plain16(), plain80());
console.log(catch1x16(), catch1x80(), catch10x16(), catch10x80());
