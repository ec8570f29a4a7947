// console.log of generators inside other values, with added properties, in arrays, maps and classes.
function* letters() {
  yield "a";
  yield "b";
}
const g = letters();
console.log(g);
console.log([g, letters]);
console.log({ gen: g, fn: letters });
console.log(new Map([["g", g]]), new Set([letters]));

// properties added to a generator object and to a generator function
const tagged = letters() as Generator<string> & { label?: string; count?: number };
tagged.label = "tagged";
tagged.count = 2;
console.log(tagged);
console.log(Object.keys(tagged), tagged.label);
(letters as any).meta = { version: 1 };
console.log(letters);
console.log({ letters });
delete (letters as any).meta;
console.log(letters);

// after running to completion the inspection is unchanged
const done = letters();
[...done];
console.log(done, done.next());

// generator methods and instances from classes and object literals
class Repo {
  name = "repo";
  *files() { yield "a.ts"; }
  static *all() { yield new Repo(); }
}
const r = new Repo();
console.log(r.files, Repo.all);
console.log(r.files());
console.log({ files: r.files(), all: Repo.all() });
const literal = { *items() { yield 1; }, plain() { return 1; }, arrow: () => 2 };
console.log(literal);
console.log(literal.items(), [literal.items, literal.plain]);

// nested containers and util-like formatting
const state = {
  pending: [letters(), letters()],
  factories: { letters, anon: function* () {} },
  meta: { created: "static", gens: new Map([[1, letters()]]) },
};
console.log(state);
console.log(JSON.stringify(state));
console.log(String([letters]).length > 0, typeof `${letters.name}`);

// a generator object whose prototype was given a toString
function* custom() { yield 1; }
(custom.prototype as any).toString = function () { return "custom-gen"; };
const c = custom();
console.log(String(c), `${c}`, c + "!");
console.log(c);
console.log(Object.prototype.toString.call(c));
// Symbol.toStringTag overridden on an instance
const renamed = letters() as any;
try {
  renamed[Symbol.toStringTag] = "Renamed";
} catch (e) {
  console.log("assignment failed:", (e as Error).constructor.name);
}
Object.defineProperty(renamed, Symbol.toStringTag, { value: "Renamed" });
console.log(Object.prototype.toString.call(renamed));
console.log(renamed);
