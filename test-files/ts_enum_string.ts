// String enums: no reverse mapping.
enum Direction {
  Up = "UP",
  Down = "DOWN",
  Left = "LEFT",
  Right = "RIGHT",
}
enum Mixed {
  No = 0,
  Yes = "YES",
}
console.log(Direction.Up, Direction.Down, Direction.Left, Direction.Right);
console.log("typeof", typeof Direction.Up, "length", Direction.Right.length);
console.log("no reverse mapping:", (Direction as any)["UP"], (Direction as any).UP);
console.log("Mixed", Mixed.No, Mixed.Yes, Mixed[0], (Mixed as any)["YES"]);
function opposite(d: Direction): Direction {
  switch (d) {
    case Direction.Up:
      return Direction.Down;
    case Direction.Down:
      return Direction.Up;
    case Direction.Left:
      return Direction.Right;
    case Direction.Right:
      return Direction.Left;
  }
}
console.log("opposites", opposite(Direction.Up), opposite(Direction.Left), opposite(Direction.Right), opposite(Direction.Down));
const d: Direction = Direction.Left;
console.log("equality", d === Direction.Left, d === ("LEFT" as Direction), (d as string) == "LEFT");
console.log("concat", "go " + Direction.Up + "!", `${Direction.Down}/${Direction.Left}`);
function arrow(d: Direction): string {
  if (d === Direction.Up) return "^";
  if (d === Direction.Down) return "v";
  return d === Direction.Left ? "<" : ">";
}
console.log(arrow(Direction.Up) + arrow(Direction.Right) + arrow(Direction.Down) + arrow(Direction.Left));
console.log("compare", Direction.Down < Direction.Up, Direction.Left > Direction.Right);
