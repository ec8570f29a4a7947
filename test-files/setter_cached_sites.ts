// Stores at the same sites many times over receivers of several shapes:
// a site's cached entries store into an own data property or call a
// setter directly, so each of these must still behave as node does — a
// setter redefined or replaced by a data property after the site cached
// it, an accessor with only a getter, a setter that throws, holders
// several prototypes up, receivers frozen after the site cached them.

class Celsius {
  log: string[] = [];
  c = 0;
  set temp(v: number) {
    this.log.push("C" + v);
    this.c = v;
  }
}
class Fahrenheit extends Celsius {
  set temp(v: number) {
    this.log.push("F" + v);
    this.c = ((v - 32) * 5) / 9;
  }
}
class Raw {
  log: string[] = [];
  temp = 0;
}
function setTemp(o: any, v: number) {
  o.temp = v;
}

const items: any[] = [new Celsius(), new Fahrenheit(), new Raw(), { temp: 1 }, new Celsius()];
function round(label: string, v: number) {
  for (const it of items) setTemp(it, v);
  console.log(label, items.map((it) => `${it.c ?? "-"}/${it.temp ?? "-"}`).join(" "));
}
for (let i = 0; i < 3; i++) round("warm " + i, 50 + i * 9);
console.log(items[0].log.join(","), items[1].log.join(","));

Object.defineProperty(Celsius.prototype, "temp", {
  set(v: number) {
    this.c = "redefined " + v;
  },
  configurable: true,
});
round("redefined", 10);
Object.defineProperty(Celsius.prototype, "temp", { value: 0, writable: true, configurable: true });
round("data on the prototype", 20);
console.log(Object.keys(items[0]).join(","), Object.keys(items[4]).join(","));

// An accessor with only a getter: the store throws in strict code.
class ReadOnly {
  get v() {
    return 1;
  }
}
function setV(o: any, n: number) {
  o.v = n;
}
const ro = new ReadOnly();
for (let i = 0; i < 3; i++) {
  try {
    setV(ro, i);
    console.log("stored?", ro.v);
  } catch (e) {
    console.log((e as Error).constructor.name, (e as Error).message);
  }
}

// A setter that throws at a site that cached it.
class Picky {
  seen: number[] = [];
  set value(v: number) {
    if (v % 2) throw new RangeError("odd " + v);
    this.seen.push(v);
  }
}
function setValue(o: any, v: number) {
  o.value = v;
}
const pk = new Picky();
for (let i = 0; i < 5; i++) {
  try {
    setValue(pk, i);
  } catch (e) {
    console.log("caught", (e as Error).message);
  }
}
console.log(pk.seen.join(","));

// A setter several prototypes up, receivers at several depths, and the
// value a store expression gives (the assigned value, not the setter's
// result).
class B1 {
  store: string[] = [];
  set tag(v: string) {
    this.store.push(v.toUpperCase());
  }
}
class B2 extends B1 {}
class B3 extends B2 {}
class B4 extends B3 {}
const deep: any[] = [new B1(), new B4(), new B2(), new B3(), new B4()];
for (let i = 0; i < 2; i++) {
  const results = deep.map((o, k) => (o.tag = "t" + i + k));
  console.log(results.join(" "), deep.map((o) => o.store.join("")).join(" "));
}

// Receivers frozen, sealed or made non-extensible after the site cached
// their shape.
function setX(o: any, v: number) {
  o.x = v;
}
const plain: any[] = [{ x: 1 }, { x: 2, y: 3 }, { x: 4 }];
for (let i = 0; i < 3; i++) for (const p of plain) setX(p, i);
Object.freeze(plain[0]);
Object.seal(plain[1]);
Object.preventExtensions(plain[2]);
for (const p of plain) {
  try {
    setX(p, 99);
    console.log("stored", JSON.stringify(p));
  } catch (e) {
    console.log((e as Error).constructor.name, (e as Error).message);
  }
}

// A setter that keeps its argument through `arguments`, called from a
// cached site while objects are allocated: the argument must survive the
// collections its body may start.
class Sink {
  got: any[] = [];
  set v(_x: any) {
    const copy = Array.from(arguments);
    this.got.push(copy[0]);
  }
}
const sink: any = new Sink();
for (let i = 0; i < 3000; i++) sink.v = { i, tag: "v" + i };
let bad = 0;
sink.got.forEach((o: any, i: number) => {
  if (o.i !== i || o.tag !== "v" + i) bad++;
});
console.log("setter arguments kept:", sink.got.length, bad);
