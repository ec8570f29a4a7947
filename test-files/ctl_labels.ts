// Labelled break and continue across nested loops.
let out = "";
outer: for (let i = 0; i < 5; i++) {
  for (let j = 0; j < 5; j++) {
    if (j === 3) continue outer;
    if (i === 3) break outer;
    out += `${i}${j} `;
  }
}
console.log("for/for", out);
out = "";
let i = 0;
loopA: while (i < 4) {
  i++;
  let j = 0;
  loopB: do {
    j++;
    if (j === 2) continue loopB;
    if (i === 2) continue loopA;
    if (j > 3) break loopB;
    if (i === 4) break loopA;
    out += `${i}.${j} `;
  } while (j < 10);
}
console.log("while/do", out, "i", i);
out = "";
a: for (let x = 0; x < 3; x++) {
  b: for (let y = 0; y < 3; y++) {
    c: for (let z = 0; z < 3; z++) {
      if (z === 1) continue b;
      if (y === 2) continue a;
      if (x === 2) break a;
      out += `${x}${y}${z} `;
    }
  }
}
console.log("three levels", out);
block: {
  console.log("in labelled block");
  if (out.length > 0) break block;
  console.log("not printed");
}
console.log("after labelled block");
let found = "";
search: for (let r = 1; r < 20; r++) {
  for (let s = r; s < 20; s++) {
    for (let t = s; t < 30; t++) {
      if (r * r + s * s === t * t && r + s + t > 30) {
        found = `${r},${s},${t}`;
        break search;
      }
    }
  }
}
console.log("first pythagorean triple with perimeter > 30:", found);
let primes = "";
candidates: for (let n = 2; n < 50; n++) {
  for (let d = 2; d * d <= n; d++) {
    if (n % d === 0) continue candidates;
  }
  primes += n + " ";
}
console.log("primes", primes);
sw: switch (1) {
  case 1:
    for (let k = 0; k < 3; k++) {
      if (k === 1) break sw;
      console.log("k", k);
    }
    console.log("not printed");
}
console.log("done");
