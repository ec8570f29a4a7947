// n-body: the benchmarks-game simulation of the Jovian planets, written
// class-based from the classic description: a Body class with position,
// velocity and mass, a System class that offsets the sun's momentum,
// advances all pairs by a time step and computes the total energy. The work
// is double arithmetic on fields of a few objects (no allocation in the
// loop). Prints the energy before and after, to nine decimals, as the
// benchmarks game does (-0.169075164 before, -0.169083134 after 1e6 steps).

const STEPS = 500000;

const PI = Math.PI;
const SOLAR_MASS = 4 * PI * PI;
const DAYS_PER_YEAR = 365.24;

class Body {
  constructor(
    public x: number,
    public y: number,
    public z: number,
    public vx: number,
    public vy: number,
    public vz: number,
    public mass: number,
  ) {}

  // Pairwise gravitational update of both bodies' velocities.
  interact(other: Body, dt: number): void {
    const dx = this.x - other.x;
    const dy = this.y - other.y;
    const dz = this.z - other.z;
    const d2 = dx * dx + dy * dy + dz * dz;
    const mag = dt / (d2 * Math.sqrt(d2));
    const m1 = this.mass * mag;
    const m2 = other.mass * mag;
    this.vx -= dx * m2;
    this.vy -= dy * m2;
    this.vz -= dz * m2;
    other.vx += dx * m1;
    other.vy += dy * m1;
    other.vz += dz * m1;
  }

  move(dt: number): void {
    this.x += dt * this.vx;
    this.y += dt * this.vy;
    this.z += dt * this.vz;
  }

  kinetic(): number {
    return 0.5 * this.mass * (this.vx * this.vx + this.vy * this.vy + this.vz * this.vz);
  }
}

function planet(x: number, y: number, z: number, vx: number, vy: number, vz: number, mass: number): Body {
  return new Body(x, y, z, vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR, mass * SOLAR_MASS);
}

class NBodySystem {
  bodies: Body[];

  constructor(bodies: Body[]) {
    this.bodies = bodies;
    let px = 0;
    let py = 0;
    let pz = 0;
    for (const b of bodies) {
      px += b.vx * b.mass;
      py += b.vy * b.mass;
      pz += b.vz * b.mass;
    }
    const sun = bodies[0];
    sun.vx = -px / SOLAR_MASS;
    sun.vy = -py / SOLAR_MASS;
    sun.vz = -pz / SOLAR_MASS;
  }

  advance(dt: number): void {
    const bodies = this.bodies;
    const n = bodies.length;
    for (let i = 0; i < n; i++) {
      const bi = bodies[i];
      for (let j = i + 1; j < n; j++) bi.interact(bodies[j], dt);
    }
    for (let i = 0; i < n; i++) bodies[i].move(dt);
  }

  energy(): number {
    const bodies = this.bodies;
    const n = bodies.length;
    let e = 0;
    for (let i = 0; i < n; i++) {
      const bi = bodies[i];
      e += bi.kinetic();
      for (let j = i + 1; j < n; j++) {
        const bj = bodies[j];
        const dx = bi.x - bj.x;
        const dy = bi.y - bj.y;
        const dz = bi.z - bj.z;
        e -= (bi.mass * bj.mass) / Math.sqrt(dx * dx + dy * dy + dz * dz);
      }
    }
    return e;
  }
}

const system = new NBodySystem([
  new Body(0, 0, 0, 0, 0, 0, SOLAR_MASS),
  // Jupiter
  planet(
    4.8414314424647209,
    -1.16032004402742839,
    -0.103622044471123109,
    1.66007664274403694e-3,
    7.69901118419740425e-3,
    -6.90460016972063023e-5,
    9.54791938424326609e-4,
  ),
  // Saturn
  planet(
    8.34336671824457987,
    4.12479856412430479,
    -0.403523417114321381,
    -2.76742510726862411e-3,
    4.99852801234917238e-3,
    2.30417297573763929e-5,
    2.85885980666130812e-4,
  ),
  // Uranus
  planet(
    12.894369562139131,
    -15.1111514016986312,
    -0.223307578892655734,
    2.96460137564761618e-3,
    2.3784717395948095e-3,
    -2.96589568540237556e-5,
    4.36624404335156298e-5,
  ),
  // Neptune
  planet(
    15.3796971148509165,
    -25.9193146099879641,
    0.179258772950371181,
    2.68067772490389322e-3,
    1.62824170038242295e-3,
    -9.51592254519715870e-5,
    5.15138902046611451e-5,
  ),
]);

console.log(system.energy().toFixed(9));
for (let i = 0; i < STEPS; i++) system.advance(0.01);
console.log(system.energy().toFixed(9));
