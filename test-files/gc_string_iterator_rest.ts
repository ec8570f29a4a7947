// Rest destructuring and spread of a string run String.prototype's
// iterator, which a program may replace with JavaScript that allocates
// (and so collects): what is live around them must stay rooted.
(String.prototype as any)[Symbol.iterator] = function () {
  let n = 0;
  return {
    next() {
      for (let i = 0; i < 200; i++) [i];
      return { value: n, done: n++ > 1 };
    },
  };
};

function rest(s: string): string {
  const keep = { k: "kept across rest" };
  const [...r] = s;
  return `${keep.k}: ${r.join(",")}`;
}

function spread(s: string): string {
  const keep = { k: "kept across spread" };
  const r = [...s];
  return `${keep.k}: ${r.length}`;
}

function head(s: string): string {
  const keep = { k: "kept across a pattern" };
  const [a, ...b] = s;
  return `${keep.k}: ${a} ${b.length}`;
}

console.log(rest("ab"));
console.log(spread("xyz"));
console.log(head("q"));
