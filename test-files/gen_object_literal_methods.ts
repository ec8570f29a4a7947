// Object-literal generator methods: *m(), computed names, *[Symbol.iterator](), and spread of such objects.
const methodName = "evens";
const suffix = "Desc";

const toolkit = {
  base: 10,
  *upTo(n: number) {
    for (let i = 0; i < n; i++) yield this.base + i;
  },
  *[methodName](limit: number) {
    for (let i = 0; i <= limit; i += 2) yield i;
  },
  *["count" + suffix](from: number) {
    while (from > 0) yield from--;
  },
  *[Symbol.iterator]() {
    yield "first";
    yield "second";
    yield "third";
  },
  "*quoted name": 1,
  *"quoted generator"() {
    yield "q";
  },
  *42() {
    yield "numeric name";
  },
};

console.log([...toolkit.upTo(3)]);
console.log([...toolkit.evens(9)]);
console.log([...toolkit.countDesc(4)]);
console.log([...toolkit]);
console.log([...toolkit["quoted generator"]()]);
console.log([...toolkit[42]()]);
console.log(Object.keys(toolkit));
console.log(toolkit.upTo.name, toolkit.evens.name, toolkit.countDesc.name, toolkit[Symbol.iterator].name);
console.log(toolkit["quoted generator"].name, toolkit[42].name);

// `this` follows the receiver
const other = { base: 100, upTo: toolkit.upTo };
console.log([...other.upTo(2)]);

// iterable object used by for...of, destructuring and Array.from
for (const word of toolkit) console.log("word:", word);
const [w1, ...restWords] = toolkit;
console.log(w1, restWords);
console.log(Array.from(toolkit, (s: string) => s.length));

// an object whose iterator generator reads live state
const deck = {
  cards: ["A", "K", "Q"],
  *[Symbol.iterator]() {
    for (let i = 0; i < this.cards.length; i++) yield `${i}:${this.cards[i]}`;
  },
};
console.log([...deck]);
deck.cards.push("J");
console.log([...deck]);
const live = deck[Symbol.iterator]();
console.log(live.next().value);
deck.cards.splice(1, 1);
console.log(live.next().value, live.next().value, live.next().done);

// nested object generator methods referring to one another
const walker = {
  *pair(a: string, b: string) {
    yield a;
    yield b;
  },
  *all() {
    yield* this.pair("x", "y");
    yield* this.pair("z", "w");
  },
};
console.log([...walker.all()].join("-"));
