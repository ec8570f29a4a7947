// console.log reads an error's `stack`, and the first read of a stack
// formats and keeps it: logging the same error again runs no `name` or
// `message` getter for the stack, and a message changed in between shows
// only where node reads it again (found by scripts/fuzz: a duplicated
// `console.log(c)` line of inspect_error_name_getter).
let nameReads = 0;
let messageReads = 0;
class Counted extends Error {
  get name() {
    nameReads++;
    return "CountedError";
  }
}
const c = new Counted("x");
console.log(c);
console.log(c);
console.log("name reads", nameReads);

class Talkative extends Error {
  #text = "first";
  get message() {
    messageReads++;
    return this.#text;
  }
  set message(v: string) {
    this.#text = v;
  }
  say(v: string) {
    this.#text = v;
  }
}
const t = new Talkative();
console.log(String(t.stack).split("\n")[0]);
t.say("second");
console.log(t);
console.log("message reads", messageReads);

const plain = new Error("plain");
console.log(plain);
console.log(plain);
plain.message = "changed";
console.log(plain);
console.log(String(plain.stack).split("\n")[0]);

const late = new TypeError("late");
late.name = "Renamed";
console.log(late);
console.log(late);
console.log(String(late.stack).split("\n")[0]);
