// A float-heavy particle simulation with plain objects: gravity, drag,
// collisions with walls and a spring between neighbours.
function makeParticles(n) {
  const ps = [];
  for (let i = 0; i < n; i++) {
    ps.push({ x: (i * 37) % 100, y: (i * 91) % 100, vx: Math.sin(i) * 2, vy: Math.cos(i) * 2, mass: 1 + (i % 5) });
  }
  return ps;
}

function step(ps, dt) {
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i];
    const q = ps[(i + 1) % ps.length];
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const dist = Math.sqrt(dx * dx + dy * dy) + 0.001;
    const force = (dist - 5) * 0.05;
    p.vx += ((force * dx) / dist / p.mass) * dt;
    p.vy += ((force * dy) / dist / p.mass - 9.81) * dt;
    p.vx *= 0.999;
    p.vy *= 0.999;
  }
  for (const p of ps) {
    p.x += p.vx * dt;
    p.y += p.vy * dt;
    if (p.x < 0) {
      p.x = -p.x;
      p.vx = -p.vx * 0.9;
    } else if (p.x > 100) {
      p.x = 200 - p.x;
      p.vx = -p.vx * 0.9;
    }
    if (p.y < 0) {
      p.y = -p.y;
      p.vy = -p.vy * 0.9;
    }
  }
}

function energy(ps) {
  let e = 0;
  for (const p of ps) e += 0.5 * p.mass * (p.vx * p.vx + p.vy * p.vy) + p.mass * 9.81 * p.y;
  return e;
}

const ps = makeParticles(2000);
for (let s = 0; s < 6000; s++) step(ps, 0.01);
console.log(energy(ps).toFixed(4), ps[10].x.toFixed(6), ps[1999].vy.toFixed(6));
