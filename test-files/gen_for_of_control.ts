// for...of over generators with break, continue, labels, nested loops, and return from inside loops.
function* naturals(limit = Infinity) {
  let n = 1;
  try {
    while (n <= limit) yield n++;
  } finally {
    console.log(`  naturals(${limit}) closed at ${n}`);
  }
}

// continue skips, break stops
const picked: number[] = [];
for (const n of naturals()) {
  if (n % 3 === 0) continue;
  if (n > 10) break;
  picked.push(n);
}
console.log("picked", picked);

// labelled loops: find the first pair with a given product
search: for (const i of naturals(6)) {
  for (const j of naturals(6)) {
    if (j < i) continue;
    if (i * j === 12) {
      console.log("found", i, j);
      break search;
    }
    if (j > 4) continue search;
  }
}

// labelled block with break inside a loop
block: {
  for (const n of naturals(3)) {
    if (n === 2) break block;
    console.log("block loop", n);
  }
  console.log("not printed");
}

// return from a function inside nested loops closes both generators
function findDiagonal(size: number): string {
  for (const r of naturals(size)) {
    for (const c of naturals(size)) {
      if (r === c && r * c > 4) return `diagonal at ${r},${c}`;
    }
  }
  return "none";
}
console.log(findDiagonal(5));

// loop variable is a fresh binding per iteration
const thunks: Array<() => number> = [];
for (const n of naturals(3)) thunks.push(() => n * 100);
console.log(thunks.map((t) => t()));

// an existing variable as the loop target, and a destructured target
let last = 0;
for (last of naturals(4));
console.log("last", last);
function* entries() { yield ["k1", 1] as const; yield ["k2", 2] as const; }
for (const [k, v] of entries()) console.log(k, v);

// while loop driving a generator manually, with continue
const g = naturals(8);
let r = g.next();
let evens = 0;
while (!r.done) {
  const v = r.value;
  r = g.next();
  if (v % 2) continue;
  evens += v;
}
console.log("evens", evens);

// switch with break inside for...of breaks only the switch
for (const n of naturals(3)) {
  switch (n) {
    case 2:
      console.log("two, switch break");
      break;
    default:
      console.log("other", n);
  }
}
