// Enums as amaro emits them: declarations of one name merge into one
// object, an initialiser may name its own enum, only members whose value is
// not a string constant get a reverse mapping, and members are stored by
// assignment (so `__proto__` goes through Object.prototype's setter).

// Declarations of one name merge; later ones see the earlier members.
enum Merged {
  A = 1,
  B,
}
console.log("between", Merged.A, Merged.B, Merged.C, Merged.D);
console.log("object so far", Merged);
enum Merged {
  C = A + B,
  D = Merged.C * 2,
  E = "e",
}
console.log("merged", Merged.A, Merged.B, Merged.C, Merged.D, Merged.E);
console.log(Merged);
console.log("reverse", Merged[1], Merged[3], Merged[6]);
function local() {
  enum Inner {
    X = "ab".length,
  }
  enum Inner {
    Y = X + 10,
    Z = Inner.X * 3,
  }
  return Inner;
}
console.log("local", local(), local() === local());
enum Twice {
  A = 1,
}
enum Twice {
  B = "b",
}
enum Twice {
  C = 3,
}
console.log("three declarations", Twice, Object.keys(Twice));

// An initialiser naming its own enum when the value is not a constant.
enum SelfRef {
  A = "ab".length,
  B = SelfRef.A * 2,
  C = SelfRef["B"] + A,
  D = (() => 10)(),
  E = D + SelfRef.D,
}
console.log(SelfRef);
enum Holder {
  Keys = Object.keys(Holder).length,
  Count = Object.keys(Holder).length,
}
console.log("keys seen while building", Holder.Keys, Holder.Count, Holder);

// String members built from other members: no reverse mapping.
enum Str {
  A = "a",
  B = A + "b",
  C = A + B,
  D = `${A}${B}`,
  E = `x${1 + 2}y`,
  F = Str.A + 1,
  G = "n" + (2 as number) * 3,
}
console.log(Str);
console.log("Str keys", Object.keys(Str).join(","));
enum OtherStr {
  X = Str.B,
  Y = Str["C"] + "!",
  Z = `${Str.D}-${Merged.A}`,
}
console.log(OtherStr);

// Values known only at run time keep their reverse mapping, whatever
// their type.
enum Dyn {
  S = "dyn".toUpperCase(),
  T = `${"t".repeat(2)}`,
  N = [1, 2].length,
  B = (true as any),
}
console.log(Dyn);
console.log("Dyn keys", Object.keys(Dyn).join(","));

// Member stores are assignments.
enum Proto {
  a = 1,
  __proto__ = 5,
  b,
}
console.log(Proto);
console.log("own __proto__?", Object.prototype.hasOwnProperty.call(Proto, "__proto__"),
  Object.getPrototypeOf(Proto) === Object.prototype, Proto[5], Proto.b);
const base = { inherited: "yes" };
enum SetsProto {
  x = 1,
  __proto__ = (base as any),
}
console.log(SetsProto, Object.getPrototypeOf(SetsProto) === base,
  (SetsProto as any).inherited, Object.keys(SetsProto).join(","));

// Reverse lookups stay right when a later member is known only at run time.
function two(): number {
  return 2;
}
enum Overwrite {
  A = 2,
  B = two(),
  C = 7,
}
console.log(Overwrite[2], Overwrite[7], Overwrite);

// `**` folds as amaro folds it (its pow differs from `**` at run time in
// the last bit for some inputs), so a member without initializer may follow.
enum Pow {
  Kilo = 2 ** 10,
  Next,
  Root = 19.135 ** -0.528,
  AfterRoot,
  OneNaN = 1 ** NaN,
  OneInf = (-1) ** Infinity,
}
const x = 19.135;
console.log(Pow, Pow.Root === x ** -0.528);

// A module-level enum is a `var` (undefined before its declaration); any
// other is a `let`, in its TDZ until the first declaration runs, one
// binding per loop iteration.
function readTop() {
  return TopLevel;
}
console.log("before", readTop());
enum TopLevel {
  T,
}
console.log("after", readTop());
function scoped() {
  try {
    console.log(Local);
  } catch (e: any) {
    console.log(e.constructor.name, e.message);
  }
  enum Local {
    A,
  }
  enum Local {
    B = 4,
  }
  return Local;
}
console.log(scoped());
{
  try {
    console.log(InBlock);
  } catch (e: any) {
    console.log(e.constructor.name, e.message);
  }
  enum InBlock {
    X,
  }
  console.log(InBlock);
}
const makers: (() => unknown)[] = [];
for (let i = 0; i < 3; i++) {
  enum PerIteration {
    A = i as any,
    B = 10,
  }
  makers.push(() => PerIteration);
}
console.log(makers.map((m) => m()));

// Closures made in an initialiser see the enum being built.
function seed() {
  return 3;
}
const later: (() => unknown)[] = [];
enum Lazy {
  A = seed(),
  B = ((f: () => number) => f())(() => Lazy.A * 2),
  C = (later.push(() => Lazy), 7),
}
console.log(Lazy, later[0]() === Lazy);
function inner() {
  enum InnerLazy {
    A = seed(),
    B = ((f: () => number) => f())(() => InnerLazy.A + 1),
  }
  return InnerLazy;
}
console.log(inner());

// Constant member reads fold (even before the enum exists, as amaro inlines
// them); reverse mappings and other keys read the object.
function early() {
  try {
    return [Early.A, Early["B"], Early[`A`], (Early as any).Missing];
  } catch (e: any) {
    return e.message;
  }
}
function earlyReverse() {
  try {
    return [Early[0], Early[Early.B]];
  } catch (e: any) {
    return e.message;
  }
}
console.log("early", early(), earlyReverse());
enum Early {
  A,
  B = "b".length,
}
console.log("declared", early(), earlyReverse());
