// `this` and `arguments` inside generators: bound at call time, live across yields, strict-mode semantics.
function* whoAmI(this: unknown) {
  yield typeof this;
  yield this === undefined ? "undefined this (strict mode)" : "has this";
}
console.log([...whoAmI()]);

const counter = {
  label: "counter",
  n: 0,
  *ticks(times: number) {
    for (let i = 0; i < times; i++) {
      this.n++;
      yield `${this.label}:${this.n}`;
    }
  },
};
const t = counter.ticks(3);
console.log(t.next().value);
counter.label = "renamed";
console.log(t.next().value, t.next().value, counter.n);

// call/apply/bind set `this` for the generator body
function* describe(this: { name: string }, greeting: string) {
  yield `${greeting}, ${this.name}`;
  yield `bye, ${this.name}`;
}
console.log([...describe.call({ name: "call" }, "hi")]);
console.log([...describe.apply({ name: "apply" }, ["hey"])]);
const bound = describe.bind({ name: "bound" });
console.log([...bound("yo")], bound.name);

// arrow functions inside the generator capture its this and arguments
function* withArrows(this: { base: number }, ..._nums: number[]) {
  const add = (x: number) => x + this.base;
  const argCount = () => arguments.length;
  for (const x of arguments as unknown as number[]) yield `${x}+${this.base}=${add(x)} (of ${argCount()})`;
}
for (const line of withArrows.call({ base: 100 }, 1, 2, 3)) console.log(line);

// arguments is an array-like snapshot in strict mode: assigning params does not change it
function* args(a: number, b?: number) {
  yield arguments.length;
  a = 99;
  yield [a, arguments[0]];
  yield Array.prototype.slice.call(arguments);
  yield typeof arguments[Symbol.iterator];
  yield Object.prototype.toString.call(arguments);
}
for (const v of args(1)) console.log("args(1):", v);
console.log([...args(1, 2)]);

// arguments read lazily after the caller's array changed
const list = [1, 2];
function* reader(xs: number[]) {
  yield arguments[0].length;
  yield arguments[0].length;
}
const r = reader(list);
console.log(r.next().value);
list.push(3, 4);
console.log(r.next().value);

// class generator method: this is the instance, also inside nested generator functions via a saved ref
class Team {
  constructor(public name: string, public members: string[]) {}
  *roster() {
    const self = this;
    function* decorate(prefix: string) {
      for (const m of self.members) yield `${prefix}${m}@${self.name}`;
    }
    yield* decorate("- ");
    yield `(${this.members.length} members)`;
  }
}
const team = new Team("core", ["ann", "bo"]);
for (const line of team.roster()) console.log(line);
const detached = team.roster;
const viaCall = detached.call(new Team("other", ["zed"]));
console.log(viaCall.next().value, viaCall.next().value);
