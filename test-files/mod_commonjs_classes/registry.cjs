"use strict";
const Base = require("./base.cjs");

class Registry {
  static VERSION = "3";
  #items = [];
  add(x) {
    if (!(x instanceof Base)) throw new TypeError("not a Base");
    this.#items.push(x);
  }
  get size() {
    return this.#items.length;
  }
  names() {
    return this.#items.map((x) => x.name);
  }
  find(name) {
    return this.#items.find((x) => x.name === name);
  }
  toString() {
    return `Registry(${this.names().join(",")})`;
  }
  toJSON() {
    return { items: this.names() };
  }
}

exports.Registry = Registry;
exports.create = (name) => new Base(name);
