// Enums whose initialisers reference earlier members or compute values.
enum Flags {
  None = 0,
  A = 1 << 0,
  B = 1 << 1,
  C = 1 << 2,
  AB = A | B,
  ABC = AB | C,
  NotA = ~A,
}
enum Size {
  Small = 10,
  Medium = Small * 2,
  Large = Medium + Small,
  Huge = Large ** 2,
  Next,
}
enum Text {
  Greeting = "hello",
  Shout = Greeting + "!",
}
function seed(): number {
  return 40 + 2;
}
enum Runtime {
  First = seed(),
  Len = "abcd".length,
  Third = 3,
  Fourth,
}
console.log("Flags", Flags.None, Flags.A, Flags.B, Flags.C, Flags.AB, Flags.ABC, Flags.NotA);
console.log("Flags reverse", Flags[3], Flags[7], Flags[-2], Flags[0]);
console.log("has B?", (Flags.ABC & Flags.B) !== 0, "has C in AB?", (Flags.AB & Flags.C) !== 0);
console.log("Size", Size.Small, Size.Medium, Size.Large, Size.Huge, Size.Next, Size[901]);
console.log("Text", Text.Greeting, Text.Shout);
console.log("Runtime", Runtime.First, Runtime.Len, Runtime.Third, Runtime.Fourth, Runtime[42], Runtime[4]);
let mask: number = Flags.None;
mask |= Flags.A;
mask |= Flags.C;
console.log("mask", mask, Flags[mask] ?? "(no name)", (mask & Flags.A) === Flags.A);
mask |= Flags.B;
console.log("mask", mask, Flags[mask]);
