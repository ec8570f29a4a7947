// setTimeout(f, 0), setTimeout(f), setTimeout(f, 0.5) and setTimeout(f, 1) all mean 1 ms: they fire in creation order.
const log: string[] = [];

function mark(label: string): () => void {
  return () => {
    log.push(label);
    console.log("tick", label);
  };
}

setTimeout(mark("one-a"), 1);
setTimeout(mark("zero-a"), 0);
setTimeout(mark("none-a"));
setTimeout(mark("half-a"), 0.5);
setTimeout(mark("one-b"), 1);
setTimeout(mark("zero-b"), 0);
setTimeout(mark("half-b"), 0.25);
setTimeout(mark("none-b"));

setTimeout(() => {
  console.log(log.join(","));
  const expected = "one-a,zero-a,none-a,half-a,one-b,zero-b,half-b,none-b";
  console.log("creation order kept:", log.join(",") === expected);
}, 15);
