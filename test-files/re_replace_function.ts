// replace with a RegExp and a function: (match, p1.., offset, string,
// groups), undefined groups, return values converted with ToString.
const log: unknown[] = [];
const r = "2020-01-02 and 2021-12-31".replace(/(\d+)-(\d+)-(\d+)/g, (m, y, mo, d, off, str) => {
  log.push([m, y, mo, d, off, str.length]);
  return `${d}/${mo}/${y}`;
});
console.log(r, log);
console.log("a1b".replace(/(?<letter>[a-z])(?<digit>\d)?/g, (...args: any[]) => args.join("|")));
console.log("abc".replace(/b/, () => 42 as any), "abc".replace(/b/, () => null as any), "abc".replace(/(x)?b/, (m, p1) => String(p1)));
console.log("aaa".replace(/a/g, (m, off) => String(off * 2)), "".replace(/^/, () => "start"));
let calls = 0;
console.log("xyz".replace(/q/g, () => { calls++; return "!"; }), calls);
console.log("a.b".replace(/\./g, { toString() { return "[dot]"; } } as any));
