"use strict";
class Base {
  static count = 0;
  #name;
  constructor(name) {
    this.#name = name;
    Base.count++;
  }
  get name() {
    return this.#name;
  }
  describe() {
    return `base ${this.#name}`;
  }
}
module.exports = Base;
