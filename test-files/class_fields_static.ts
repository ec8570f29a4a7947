// Public instance fields and static fields / methods.
let counter = 0;
class Widget {
  static count = 0;
  static readonly kind = "widget";
  static registry: string[] = [];
  id = ++counter;
  label = "w" + this.id;
  tags: string[] = [];
  uninit: any;
  constructor() {
    Widget.count++;
    Widget.registry.push(this.label);
  }
  static create() {
    return new Widget();
  }
  static describe() {
    return this.kind + " x" + this.count;
  }
}
const a = new Widget();
const b = Widget.create();
console.log(a, b);
console.log(Widget.count, Widget.kind, Widget.registry, Widget.describe());
console.log("fields are own", a.hasOwnProperty("id"), Object.keys(a));
console.log("tags not shared", a.tags === b.tags);
console.log("static not on instance", (a as any).count, "count" in a);
console.log("statics are own props of class", Object.keys(Widget));
console.log(Widget);
class Computed {
  ["comp" + "uted"] = 1;
  static ["s" + "tatic"] = 2;
  123 = "numeric";
  "quoted key" = true;
}
console.log(new Computed(), (Computed as any).static);
class ArrowField {
  n = 5;
  get = () => this.n;
}
const af = new ArrowField();
const detached = af.get;
console.log("arrow field bound to instance", detached(), af);
class StaticThis {
  static a = 1;
  static b = this.a + 1;
  static c = StaticThis.b + 1;
}
console.log("static this", StaticThis.a, StaticThis.b, StaticThis.c, StaticThis);
