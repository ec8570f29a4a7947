// One `instanceof` site sees many right-hand sides in turn: classes of
// the same shape, a function whose `prototype` is replaced, a bound
// function, a non-object prototype, primitives, an instance whose
// prototype changes, and at last a class that says who its instances are.
// Each answer must be the one the current objects give, not a remembered one.
function isA(x: unknown, C: any): unknown {
  try {
    return x instanceof C;
  } catch (e) {
    return (e as Error).constructor.name + ": " + (e as Error).message;
  }
}

class Animal {}
class Dog extends Animal {}
class Cat extends Animal {}
class Rock {}
const dog = new Dog();
const cat = new Cat();
const rock = new Rock();

const out: string[] = [];
for (let round = 0; round < 3; round++) {
  out.push([isA(dog, Dog), isA(dog, Animal), isA(cat, Dog), isA(rock, Animal), isA(rock, Rock)].join(","));
}

// A plain function: its `prototype` is writable, so the same function
// (same shape) answers differently once it is replaced.
function Legacy(this: any) {}
const legacy = new (Legacy as any)();
out.push(String(isA(legacy, Legacy)));
(Legacy as any).prototype = Dog.prototype;
out.push([isA(legacy, Legacy), isA(dog, Legacy), isA(cat, Legacy)].join(","));
(Legacy as any).prototype = 42;
out.push(String(isA(dog, Legacy)));
(Legacy as any).prototype = Animal.prototype;
out.push([isA(dog, Legacy), isA(cat, Legacy), isA(rock, Legacy)].join(","));

// Primitives on the left, non-callables on the right.
out.push([isA(1, Dog), isA("dog", Dog), isA(null, Dog), isA(undefined, Animal)].join(","));
out.push([isA(dog, {}), isA(dog, 3), isA(dog, null)].join(" | "));

// Bound functions test their target.
const BoundDog = (Dog as any).bind(null);
const BoundBound = BoundDog.bind(null);
out.push([isA(dog, BoundDog), isA(cat, BoundDog), isA(dog, BoundBound), isA(dog, Dog)].join(","));

// The left side's chain changes between two tests of one site.
const shifty = new Dog();
out.push(String(isA(shifty, Dog)));
Object.setPrototypeOf(shifty, Cat.prototype);
out.push([isA(shifty, Dog), isA(shifty, Cat), isA(shifty, Animal)].join(","));
Object.setPrototypeOf(shifty, null);
out.push([isA(shifty, Dog), isA(shifty, Object)].join(","));

// Many shapes of constructors at one site, in a loop.
const ctors: any[] = [Dog, Cat, Animal, Rock, Legacy, Object, Array, Function, BoundDog];
const things: unknown[] = [dog, cat, rock, legacy, [], {}, isA, 5, "s"];
let hits = 0;
for (let i = 0; i < 200; i++) {
  if (isA(things[i % things.length], ctors[(i * 7) % ctors.length]) === true) hits++;
}
out.push("hits " + hits);

// Now a base class answers for itself: every site must ask it.
Object.defineProperty(Animal, Symbol.hasInstance, {
  value: (v: unknown) => v === rock,
});
out.push([isA(dog, Animal), isA(rock, Animal), isA(dog, Dog), isA(cat, Cat), isA(rock, Rock)].join(","));
// Dog inherits the static from Animal (Dog's [[Prototype]] is Animal).
out.push([isA(rock, Dog), isA(dog, Legacy)].join(","));
hits = 0;
for (let i = 0; i < 200; i++) {
  if (isA(things[i % things.length], ctors[(i * 7) % ctors.length]) === true) hits++;
}
out.push("hits " + hits);
console.log(out.join("\n"));
