// A class-heavy simulation written with `#private` state throughout, as
// modern TypeScript often is: vectors with private coordinates behind
// getters, bodies with private position and velocity, a private method
// per step, a static counter. Untyped where people leave it untyped.
class Vec {
  #x;
  #y;
  static #made = 0;
  constructor(x, y) {
    this.#x = x;
    this.#y = y;
    Vec.#made++;
  }
  get x() {
    return this.#x;
  }
  get y() {
    return this.#y;
  }
  add(o) {
    return new Vec(this.#x + o.x, this.#y + o.y);
  }
  scale(k) {
    return new Vec(this.#x * k, this.#y * k);
  }
  addInPlace(o, k) {
    this.#x += o.#x * k;
    this.#y += o.#y * k;
  }
  length() {
    return Math.sqrt(this.#x * this.#x + this.#y * this.#y);
  }
  static made() {
    return Vec.#made;
  }
}

class Body {
  #pos;
  #vel;
  #mass;
  #bounces = 0;
  constructor(pos, vel, mass) {
    this.#pos = pos;
    this.#vel = vel;
    this.#mass = mass;
  }
  #bounce(limit) {
    if (Math.abs(this.#pos.x) > limit || Math.abs(this.#pos.y) > limit) {
      this.#vel = this.#vel.scale(-0.9);
      this.#bounces++;
    }
  }
  step(gravity, dt) {
    this.#vel.addInPlace(gravity, dt / this.#mass);
    this.#pos.addInPlace(this.#vel, dt);
    this.#bounce(100);
  }
  get bounces() {
    return this.#bounces;
  }
  energy() {
    const v = this.#vel.length();
    return 0.5 * this.#mass * v * v;
  }
}

const bodies = [];
for (let i = 0; i < 200; i++) {
  bodies.push(new Body(new Vec(i % 17, i % 23), new Vec((i % 7) - 3, (i % 5) - 2), 1 + (i % 4)));
}
const gravity = new Vec(0, -9.8);
for (let t = 0; t < 20000; t++) {
  for (const b of bodies) b.step(gravity, 0.01);
}
let energy = 0;
let bounces = 0;
for (const b of bodies) {
  energy += b.energy();
  bounces += b.bounces;
}
console.log("energy", energy.toFixed(3), "bounces", bounces, "vectors", Vec.made());
