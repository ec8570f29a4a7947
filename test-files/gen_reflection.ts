// Reflection on generators: typeof, inspect output, toString tags, prototypes, instanceof, name and length.
function* countTo(limit: number, step = 1) {
  for (let i = 0; i < limit; i += step) yield i;
}
const anon = function* () {};
class Box {
  *items() { yield 1; }
  static *make() { yield new Box(); }
}

const g = countTo(3);
console.log(g);
console.log(countTo);
console.log(anon);
console.log(Box.prototype.items, Box.make);
console.log(typeof g, typeof countTo, typeof g.next, typeof g[Symbol.iterator]);
console.log(Object.prototype.toString.call(g));
console.log(Object.prototype.toString.call(countTo));
console.log(String(g), `${g}`);
console.log(g[Symbol.iterator]() === g);
console.log(g[Symbol.toStringTag], (countTo as any)[Symbol.toStringTag]);

// prototype relationships
const GeneratorFunctionPrototype = Object.getPrototypeOf(countTo);
const GeneratorPrototype = Object.getPrototypeOf(countTo.prototype);
console.log(GeneratorFunctionPrototype === Object.getPrototypeOf(anon));
console.log(GeneratorFunctionPrototype.prototype === GeneratorPrototype);
console.log(Object.getPrototypeOf(g) === countTo.prototype);
console.log(Object.getPrototypeOf(g) === anon.prototype);
console.log(g instanceof countTo, g instanceof anon, g instanceof Object);
console.log(Object.getPrototypeOf(GeneratorFunctionPrototype) === Function.prototype);
console.log(countTo instanceof Function, Object.getPrototypeOf(GeneratorPrototype) === Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
console.log(countTo.prototype, GeneratorPrototype);
console.log(Object.getOwnPropertyNames(GeneratorPrototype).sort());
console.log(GeneratorPrototype.next === g.next, Object.prototype.hasOwnProperty.call(g, "next"));
console.log(Object.keys(g), Object.getOwnPropertyNames(g), JSON.stringify(g));

// the constructor of a generator function is GeneratorFunction, which is not a global
const GeneratorFunction = GeneratorFunctionPrototype.constructor;
console.log(GeneratorFunction.name, typeof (globalThis as any).GeneratorFunction, anon instanceof GeneratorFunction);

// name and length
console.log(countTo.name, countTo.length, anon.name, anon.length);
console.log(Box.prototype.items.name, Box.make.name, Box.make.length);
const obj = { *["computed" + 1](a: number, b: number) { yield a + b; } };
console.log(obj.computed1.name, obj.computed1.length);
const nameDesc = Object.getOwnPropertyDescriptor(countTo, "name");
console.log(nameDesc);
console.log(Object.getOwnPropertyDescriptor(countTo, "prototype"));

// methods are shared: g.next is the same function for every generator
const h = anon();
console.log(g.next === h.next, g.return === h.throw, g.next.name, g.return.name, g.throw.name, g.next.length);
console.log(h, h.next(), h);

// calling next with another receiver is a TypeError
try {
  g.next.call({} as any);
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
