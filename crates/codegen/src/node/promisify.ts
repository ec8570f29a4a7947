// node 20's `util.promisify`, which the runtime's `util.promisify` calls
// (registered when this module runs; it joins a program whose file
// imports `util` and names `promisify`). The promisified function passes
// a callback `(err, value)` last and settles with its first value, keeps
// the original's prototype and own properties (`name`, `length`), and is
// its own `util.promisify.custom`; an original with a custom form gives
// that form.

import { invalidArgType, registerPromisify } from "kiln:host";

const custom = Symbol.for("nodejs.util.promisify.custom");

function promisify(original: any): any {
  if (typeof original !== "function") {
    invalidArgType("original", "of type function", original);
  }
  if (original[custom]) {
    const fn = original[custom];
    if (typeof fn !== "function") {
      invalidArgType("util.promisify.custom", "of type function", fn);
    }
    return Object.defineProperty(fn, custom, {
      value: fn,
      enumerable: false,
      writable: false,
      configurable: true,
    });
  }
  function fn(this: any, ...args: any[]) {
    return new Promise((resolve, reject) => {
      args.push((err: any, ...values: any[]) => {
        if (err) {
          return reject(err);
        }
        resolve(values[0]);
      });
      Reflect.apply(original, this, args);
    });
  }
  Object.setPrototypeOf(fn, Object.getPrototypeOf(original));
  Object.defineProperty(fn, custom, {
    value: fn,
    enumerable: false,
    writable: false,
    configurable: true,
  });
  const descriptors = Object.getOwnPropertyDescriptors(original);
  for (const d of Object.values(descriptors)) {
    Object.setPrototypeOf(d, null);
  }
  return Object.defineProperties(fn, descriptors);
}

registerPromisify(promisify);
