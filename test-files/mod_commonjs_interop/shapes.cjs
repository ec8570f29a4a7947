"use strict";
const util = require("./util.cjs");

class Shape {
  area() {
    return 0;
  }
}
class Square extends Shape {
  constructor(side) {
    super();
    this.side = side;
  }
  area() {
    return util.round(this.side * this.side);
  }
}
function area(s) {
  return s.area();
}
function describe(s) {
  return `${s.constructor.name} of area ${area(s)}`;
}
module.exports = { Shape, Square, area, describe, version: "1.0", later: area };
