// Calls and `new` whose callee kiln tests against compiled candidates
// (by the method's or class's name): a match gets its arguments by value,
// anything else (a built-in, a bound function, another class under the
// same name, a proxy-like wrapper) takes the generic path, which reads
// them from the caller's frame. Objects as arguments, allocation in the
// loop, so a collection between the test and the use would show.

class Box {
  constructor(a, b) {
    this.a = a;
    this.b = b;
  }
  m(x, y) {
    return [x.v + y.v, this.a.v];
  }
}
const plain = {
  m: Math.max,
};
const bound = {
  m: function (x, y) {
    return [x.v * y.v, this.tag];
  }.bind({ tag: "bound" }),
};
const arrow = { m: (x, y) => [x.v - y.v, "arrow"] };

let acc = 0;
const seen = new Set();
for (let i = 0; i < 3000; i++) {
  const x = { v: i };
  const y = { v: i % 7 };
  const box = new Box({ v: i }, [i]);
  const [r1, t1] = box.m(x, y);
  acc += r1 + t1;
  const r2 = plain.m(x.v, y.v);
  acc += r2;
  const [r3, t3] = bound.m(x, y);
  acc += r3 % 1000;
  seen.add(t3);
  const [r4, t4] = arrow.m(x, y);
  acc += r4;
  seen.add(t4);
}
console.log(acc, [...seen]);

// The class binding replaced: the same `new Shape(…)` site reaches two
// classes.
let Shape = class Shape {
  constructor(w, h) {
    this.w = w;
    this.h = h;
  }
  area() {
    return this.w.n * this.h.n;
  }
};
const First = Shape;
let area = 0;
for (let i = 0; i < 2000; i++) {
  if (i === 1000) {
    Shape = class Shape {
      constructor(w, h) {
        this.size = [w, h];
      }
      area() {
        return this.size[0].n + this.size[1].n;
      }
    };
  }
  const s = new Shape({ n: i % 10 }, { n: 3 });
  area += s.area();
}
console.log(area, new First({ n: 2 }, { n: 5 }).area(), new Shape({ n: 2 }, { n: 5 }).area());

// Fewer and more arguments than the candidate's parameters.
class Pair {
  constructor(a, b) {
    this.a = a;
    this.b = b;
  }
}
const p1 = new Pair({ k: 1 });
const p3 = new Pair({ k: 1 }, { k: 2 }, { k: 3 });
console.log(p1, p3);
