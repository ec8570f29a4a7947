// A finally block that yields while the generator is being closed by return(), break, or destructuring.
function* graceful(): Generator<string, string> {
  try {
    yield "working 1";
    yield "working 2";
    return "normal end";
  } finally {
    console.log("  cleanup begins");
    yield "cleanup step A";
    yield "cleanup step B";
    console.log("  cleanup ends");
  }
}

const g = graceful();
console.log(g.next());
console.log(g.return("requested"));
console.log(g.next());
console.log(g.next("ignored"));
console.log(g.next());

console.log("-- return() during cleanup resumes into completion");
const h = graceful();
h.next();
console.log(h.return("first"));
console.log(h.return("second"));
console.log(h.next());

console.log("-- throw() during cleanup");
const k = graceful();
k.next();
console.log(k.return("r"));
try {
  k.throw(new Error("interrupt cleanup"));
} catch (e) {
  console.log("  caught", (e as Error).message);
}
console.log(k.next());

console.log("-- break: the yields in finally are discarded by for...of");
for (const v of graceful()) {
  console.log("  loop got", v);
  break;
}

console.log("-- destructuring");
const [first] = graceful();
console.log("  first =", first);

console.log("-- natural completion also runs the yields in finally");
console.log([...graceful()]);

console.log("-- finally with a loop of yields sees locals");
function* batcher(items: number[]) {
  const pending: number[] = [];
  try {
    for (const it of items) {
      pending.push(it);
      if (pending.length === 3) yield pending.splice(0).join(",");
    }
  } finally {
    while (pending.length) yield "flush " + pending.shift();
  }
}
console.log([...batcher([1, 2, 3, 4, 5, 6, 7, 8])]);
const bt = batcher([1, 2, 3, 4, 5]);
console.log(bt.next(), bt.return("stop"), bt.next());
const bt2 = batcher([9, 9, 9, 8, 7]);
bt2.next();
console.log(bt2.next(), bt2.next(), bt2.next(), bt2.next());
