// Static initialisation blocks and their ordering with static fields.
const log: string[] = [];
class Config {
  static a = (log.push("field a"), 1);
  static {
    log.push("block 1 sees a=" + this.a);
    Config.b = this.a * 10;
  }
  static b: number; // a field declaration without initialiser: redefines b as undefined
  static c = (log.push("field c"), 3);
  static {
    log.push("block 2 sees b=" + Config.b + " c=" + this.c);
  }
  static #hidden = "private static";
  static {
    log.push("block 3 reads " + Config.#hidden);
  }
}
console.log(log);
console.log("b was reset by its later declaration", Config.a, Config.b, Config.c);
let fromBlock: any;
class Exporter {
  #x = 42;
  static {
    fromBlock = (o: Exporter) => o.#x;
  }
}
console.log("block leaks private accessor", fromBlock(new Exporter()));
class Counter {
  static count: number;
  static {
    let local = 0;
    for (let i = 1; i <= 4; i++) local += i;
    Counter.count = local;
  }
}
console.log("computed in block", Counter.count);
console.log("log length before Parent/Child:", log.length);
class Parent {
  static {
    log.push("parent block");
  }
}
class Child extends Parent {
  static {
    log.push("child block, super is Parent: " + (Object.getPrototypeOf(this) === Parent));
  }
}
console.log(log.pop(), log.pop());
