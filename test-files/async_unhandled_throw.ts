// An async function that throws after an await, called without a catch: unhandled rejection, status 1, earlier output kept.
class Inventory {
  private stock = new Map<string, number>([
    ["apple", 5],
    ["pear", 2],
  ]);
  async take(item: string, n: number): Promise<number> {
    await null;
    const have = this.stock.get(item);
    if (have === undefined) throw new TypeError(`unknown item: ${item}`);
    if (have < n) throw new RangeError(`only ${have} ${item} left`);
    this.stock.set(item, have - n);
    console.log(`took ${n} ${item}, ${have - n} left`);
    return have - n;
  }
}
const inv = new Inventory();
async function main(): Promise<void> {
  await inv.take("apple", 2);
  await inv.take("apple", 1);
  try {
    await inv.take("pear", 3);
  } catch (e) {
    console.log("handled:", (e as Error).name, (e as Error).message);
  }
  await inv.take("pear", 2);
  for (let i = 0; i < 5; i++) console.log(`main loop ${i}`);
  await inv.take("banana", 1);
  console.log("never printed");
}
console.log("calling main without catch");
main();
console.log("main returned a promise; sync code continues");
for (const item of ["apple", "pear", "banana"]) console.log(`will ask for ${item}`);
console.log("end of synchronous code");
