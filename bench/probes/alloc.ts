// The cost of allocating a small object, measured by `bench/probe alloc`
// with callgrind. Each function runs its loop a fixed number of times and
// is called REPS times, so (f80 - f16) / (64 * REPS) is the cost of one
// iteration with entry and exit cancelled out; the `plain` loops do the
// same work without allocating. The object is stored into a module-level
// variable so it is not dead; the plain loops store a number there
// instead. 64 * 80 * REPS small objects stay far below the nursery's
// size, so no collection falls inside the measured loops.

const REPS = 4;

let sink: unknown = null;

function alloc16(): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    sink = { x: i, y: i };
    s += i;
  }
  return s;
}

function alloc80(): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    sink = { x: i, y: i };
    s += i;
  }
  return s;
}

function plain16(): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    sink = i;
    s += i;
  }
  return s;
}

function plain80(): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    sink = i;
    s += i;
  }
  return s;
}

// The same with a class instance (constructor call, two field stores).
class Point {
  x: number;
  y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
}

function newPoint16(): number {
  let s = 0;
  for (let i = 0; i < 16; i++) {
    sink = new Point(i, i);
    s += i;
  }
  return s;
}

function newPoint80(): number {
  let s = 0;
  for (let i = 0; i < 80; i++) {
    sink = new Point(i, i);
    s += i;
  }
  return s;
}

// The class's instance cache belongs to its constructor, not to a loop:
// fill it here, or newPoint16 (called first) would pay for it alone and
// the difference would come out negative.
sink = new Point(0, 0);

let t = 0;
for (let r = 0; r < REPS; r++) {
  t += alloc16() + alloc80() + plain16() + plain80() + newPoint16() + newPoint80();
}
console.log(t);
