// One method-call site sees strings, then objects with methods of the same
// names, String wrapper objects, and a String.prototype that changes under
// it: a method replaced, one added, one deleted and restored.
function head(s: any): unknown {
  try {
    return s.charAt(0) + "|" + s.slice(1, 3) + "|" + s.indexOf("b");
  } catch (e) {
    return (e as Error).constructor.name + ": " + (e as Error).message;
  }
}

const out: unknown[] = [];
const words = ["abc", "bca", "", "b", "ünïcode", "😀b😀"];
for (let i = 0; i < 12; i++) out.push(head(words[i % words.length]));

// Objects with methods of those names, at the same site.
const fake = {
  charAt: (i: number) => "F" + i,
  slice: (a: number, b: number) => "S" + a + b,
  indexOf: (x: string) => x.length,
};
out.push(head(fake), head("xyz"), head(fake));
out.push(head(new String("wrapped")), head("plain"));

// String.prototype.charAt replaced (the prototype keeps its shape), then
// restored.
const original = String.prototype.charAt;
String.prototype.charAt = function (this: string, i: number) {
  return "<" + original.call(this, i) + ">";
};
out.push(head("abc"), head("zzz"));
String.prototype.charAt = original;
out.push(head("abc"));

// A method added to String.prototype: its shape changes.
(String.prototype as any).twice = function (this: string) {
  return this + this;
};
function twice(s: any): unknown {
  return s.twice();
}
out.push(head("added"), twice("ab"), twice("cd"));

// A method deleted, called, then put back.
const slice = String.prototype.slice;
delete (String.prototype as any).slice;
out.push(head("gone"));
(String.prototype as any).slice = slice;
out.push(head("back"));

// Object.prototype's methods through a string (two prototypes up).
function own(s: any, k: string): unknown {
  return s.hasOwnProperty(k) + ":" + s.toString() + ":" + s.valueOf();
}
for (const s of ["ab", "", "xyz"]) out.push(own(s, "0"), own(s, "length"));
(Object.prototype as any).describe = function (this: unknown) {
  return typeof this + "!";
};
function describe(s: any): unknown {
  return s.describe();
}
out.push(describe("str"), describe(5), describe({}), describe("again"));
delete (Object.prototype as any).describe;
try {
  describe("str");
} catch (e) {
  out.push((e as Error).message);
}

// A loop over mixed receivers, long enough to settle each site.
let total = 0;
const mixed: any[] = ["hello", fake, "world", new String("boxed"), "b"];
for (let i = 0; i < 500; i++) {
  const r = head(mixed[i % mixed.length]);
  total += String(r).length;
}
out.push(total);
console.log(out.join("\n"));

// Sites whose receiver is always a string (every call passes one): the
// inline entry is String.prototype's, and must follow its changes too.
function initials(s: string): string {
  return s.charAt(0) + s.slice(-1) + s.toUpperCase().charAt(1);
}
function probe(s: string): string {
  try {
    return initials(s) + ":" + s.hasOwnProperty("0") + ":" + s.valueOf();
  } catch (e) {
    return (e as Error).message;
  }
}
const lines: string[] = [];
lines.push(probe("alpha"), probe("beta"), probe("gamma"), probe("δέλτα"), probe("x"));
const charAt = String.prototype.charAt;
String.prototype.charAt = function (this: string, i: number) {
  return "[" + charAt.call(this, i) + "]";
};
lines.push(probe("replaced"));
String.prototype.charAt = charAt;
lines.push(probe("restored"));
(String.prototype as any).extra = 1;
lines.push(probe("grown"));
const upper = String.prototype.toUpperCase;
delete (String.prototype as any).toUpperCase;
lines.push(probe("deleted"));
String.prototype.toUpperCase = upper;
lines.push(probe("put back"));
const hasOwn = Object.prototype.hasOwnProperty;
Object.prototype.hasOwnProperty = function (this: object, k: PropertyKey) {
  return "own?" + String(k);
} as any;
lines.push(probe("object proto"));
Object.prototype.hasOwnProperty = hasOwn;
lines.push(probe("done"));
console.log(lines.join("\n"));
