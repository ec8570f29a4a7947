// Numeric enums: auto-increment, explicit values, reverse mapping.
enum Color {
  Red,
  Green,
  Blue,
}
enum Status {
  Active = 1,
  Inactive,
  Banned = 10,
  Deleted,
}
enum Neg {
  MinusTwo = -2,
  MinusOne,
  Zero,
  One,
}
enum Frac {
  Half = 0.5,
  Whole = 1,
}
console.log("Color", Color.Red, Color.Green, Color.Blue);
console.log("reverse", Color[0], Color[1], Color[2], Color[3]);
console.log("Status", Status.Active, Status.Inactive, Status.Banned, Status.Deleted);
console.log("Status reverse", Status[1], Status[2], Status[10], Status[11], Status[3]);
console.log("Neg", Neg.MinusTwo, Neg.MinusOne, Neg.Zero, Neg.One, Neg[-1], Neg[0]);
console.log("Frac", Frac.Half, Frac.Whole, Frac[0.5]);
function name(c: Color): string {
  return Color[c];
}
console.log("name()", name(Color.Blue), name(Color.Red), name(7 as Color));
function describe(c: Color): string {
  switch (c) {
    case Color.Red:
      return "warm";
    case Color.Green:
    case Color.Blue:
      return "cool";
    default:
      return "unknown";
  }
}
console.log(describe(Color.Red), describe(Color.Green), describe(Color.Blue), describe(9 as Color));
let c: Color = Color.Green;
c++;
console.log("incremented", c, Color[c], c === Color.Blue);
console.log("arith", Color.Blue * 10, Color.Green + Status.Banned, typeof Color.Red, typeof Color[0]);
console.log("compare", Color.Red < Color.Blue, Status.Deleted > Status.Banned);
let idx = 0;
let names = "";
while (Color[idx] !== undefined) {
  names += Color[idx] + " ";
  idx++;
}
console.log("iterate by reverse mapping:", names);
console.log("template", `${Color.Green}:${Color[Color.Green]}`);
