// Default parameters of generators are evaluated at call time, before the first next(); ordering printed.
let counter = 0;
function nextDefault(label: string): number {
  counter++;
  console.log(`  evaluating default ${label} (#${counter})`);
  return counter * 10;
}

function* withDefaults(a = nextDefault("a"), b = nextDefault("b") + a) {
  console.log("  body starts with", a, b);
  yield a;
  yield b;
}

console.log("calling withDefaults()");
const g1 = withDefaults();
console.log("called; now next()");
console.log(g1.next());
console.log(g1.next());

console.log("calling withDefaults(1)");
const g2 = withDefaults(1);
console.log("called");
console.log([...g2]);

console.log("calling withDefaults(undefined, 5)");
const g3 = withDefaults(undefined, 5);
console.log([...g3]);

// a default that throws: the error comes from the call itself, not from next()
function explode(): never {
  throw new RangeError("bad default");
}
function* risky(x: number = explode()) {
  console.log("  risky body");
  yield x;
}
try {
  console.log("calling risky()");
  risky();
  console.log("not printed");
} catch (e) {
  console.log("call threw", (e as Error).name, (e as Error).message);
}
console.log("risky(7):", [...risky(7)]);

// destructuring parameters are also evaluated at call time
function* fromOptions({ start = nextDefault("start"), count = 2 }: { start?: number; count?: number } = {}) {
  for (let i = 0; i < count; i++) yield start + i;
}
console.log("calling fromOptions()");
const g4 = fromOptions();
console.log("calling fromOptions({ count: 3 })");
const g5 = fromOptions({ count: 3 });
console.log([...g5], [...g4]);
try {
  fromOptions(null as any);
} catch (e) {
  console.log("null options:", (e as Error).constructor.name);
}

// defaults see earlier parameters and the enclosing scope at call time
let scale = 2;
function* scaled(n: number, factor = scale, label = `x${factor}`) {
  yield `${label}: ${n * factor}`;
}
const before = scaled(5);
scale = 3;
const after = scaled(5);
console.log(before.next().value, after.next().value);

// the generator's length counts parameters before the first default
console.log(withDefaults.length, risky.length, fromOptions.length, scaled.length);
console.log("total defaults evaluated:", counter);
