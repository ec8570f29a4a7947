// console.log reads an error's `name` with [[Get]], so a getter on the
// class names it, in the header and in the stack's first read.
class HttpErr extends Error {
  constructor(msg: string) { super(msg); }
  get name() { return "HttpError"; }
}
console.log(new HttpErr("down"));
class Oops extends Error {
  get name() { return "Oops"; }
}
console.log(new Oops("bad"));
let reads = 0;
class Counted extends Error {
  get name() { reads++; return "CountedError"; }
}
const c = new Counted("x");
console.log(c);
console.log("name reads", reads);
console.log(String(new HttpErr("as string")));
