// TypeScript namespaces with values, as older TypeScript code organises
// itself: exported constants, functions, classes and enums, namespaces
// nested and dotted, members used inside and outside, types mixed in,
// and what the namespace objects print.

namespace Geometry {
  export const EARTH_RADIUS_KM = 6371;
  const DEG = Math.PI / 180;

  export interface Point {
    lat: number;
    lon: number;
  }

  export function toRadians(deg: number): number {
    return deg * DEG;
  }

  export function distance(a: Point, b: Point): number {
    const dLat = toRadians(b.lat - a.lat);
    const dLon = toRadians(b.lon - a.lon);
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
    return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
  }

  export class Route {
    stops: Point[] = [];
    add(p: Point): this {
      this.stops.push(p);
      return this;
    }
    length(): number {
      let total = 0;
      for (let i = 1; i < this.stops.length; i++) total += distance(this.stops[i - 1], this.stops[i]);
      return total;
    }
  }

  export enum Unit {
    Km,
    Mile,
  }

  export namespace Format {
    export function km(x: number): string {
      return x.toFixed(1) + " km";
    }
    export function as(x: number, unit: Unit): string {
      return unit === Unit.Km ? km(x) : (x / 1.609344).toFixed(1) + " mi";
    }
  }

  // Not exported: private to the namespace.
  namespace Cache {
    export const hits: string[] = [];
  }
  export function remember(s: string): number {
    Cache.hits.push(s);
    return Cache.hits.length;
  }
}

namespace App.Config.Defaults {
  export const retries = 3;
  export const name = "kiln";
}

const paris: Geometry.Point = { lat: 48.8566, lon: 2.3522 };
const berlin: Geometry.Point = { lat: 52.52, lon: 13.405 };
const route = new Geometry.Route().add(paris).add(berlin).add(paris);
console.log(Geometry.Format.km(Geometry.distance(paris, berlin)));
console.log(Geometry.Format.as(route.length(), Geometry.Unit.Mile));
console.log(Geometry.EARTH_RADIUS_KM, Geometry.Unit[1], typeof Geometry.toRadians, route instanceof Geometry.Route);
console.log(Geometry.remember("a"), Geometry.remember("b"), (Geometry as any).Cache);
console.log(App.Config.Defaults.retries, App.Config.Defaults.name, App);
console.log(Object.keys(Geometry));
console.log(Geometry.Format);

// Exported `let` and `var`: properties of the namespace, read and written
// live from inside and outside it.
namespace Counter {
  export let count = 0;
  export var label = "c";
  export let unset: number | undefined;
  export let twin: typeof count = count + 2;
  export function bump(by = 1) {
    count += by;
    return count;
  }
  export function reset() {
    count = 0;
  }
  export function snapshot() {
    return { count, label };
  }
  export function swap(o: { count: number }) {
    ({ count } = o);
    return count++;
  }
  function shadow() {
    const count = 100;
    return count;
  }
  export const shadowed = shadow();
}
Counter.bump();
Counter.bump(5);
console.log(Counter.count, Counter.snapshot(), "unset" in Counter, Counter.shadowed);
Counter.count = 40;
console.log(Counter.bump(), Counter.swap({ count: 7 }), Counter.count);
Counter.reset();
Counter.unset = 3;
console.log(Counter);

// A namespace of only types emits nothing, and its name is no value.
namespace Shapes {
  export type Kind = "circle" | "square";
  export interface Shape {
    kind: Kind;
  }
}
const s: Shapes.Shape = { kind: "circle" };
console.log(s, typeof (globalThis as any).Shapes);

// Errors thrown inside a namespace's function keep their messages.
namespace Strict {
  export function check(n: number): number {
    if (n < 0) throw new RangeError(`negative: ${n}`);
    return Math.sqrt(n);
  }
}
try {
  Strict.check(-4);
} catch (e) {
  console.log((e as Error).name, (e as Error).message, Strict.check(16));
}
