// Optional calls keep the receiver; optional chains across functions.
class Node1 {
  constructor(public value: number, public next: Node1 | null = null) {}
  get2() {
    return this.next?.next?.value;
  }
}
const list = new Node1(1, new Node1(2, new Node1(3)));
console.log(list.next?.value, list.next?.next?.value, list.next?.next?.next?.value);
console.log(list.get2(), list.next?.get2());
const registry: any = {
  handlers: {
    greet(name: string) {
      return "hello " + name + " from " + this.id;
    },
    id: "handlers",
  },
};
console.log(registry.handlers?.greet?.("ann"));
console.log(registry.nope?.greet?.("ann"));
console.log(registry.handlers?.["greet"]?.("bob"));
function maybe(flag: boolean): any {
  return flag ? { run: () => "ran" } : undefined;
}
console.log(maybe(true)?.run(), maybe(false)?.run());
const callbacks: any[] = [() => "first", null, () => "third"];
for (let i = 0; i < callbacks.length; i++) console.log(i, callbacks[i]?.());
const config: any = { db: { port: 5432 } };
const port = config?.db?.port;
const host = config?.db?.host ?? "localhost";
console.log(host + ":" + port);
let counter = 0;
const obj: any = {
  get inc() {
    counter++;
    return { val: counter };
  },
};
console.log(obj?.inc?.val, obj?.inc.val, counter);
const nothing: any = undefined;
console.log(typeof nothing?.a, nothing?.a === undefined);
