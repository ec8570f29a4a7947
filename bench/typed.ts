// Typed arrays as programs use them: a particle simulation keeping its
// state in Float64Arrays (structure of arrays), an 8-bit image blurred and
// thresholded in Uint8Arrays with a Uint32Array histogram, and Int32Array
// prefix sums answering range queries. Untyped, as such code is written.

function simulate(n, steps) {
  const x = new Float64Array(n), y = new Float64Array(n), z = new Float64Array(n);
  const vx = new Float64Array(n), vy = new Float64Array(n), vz = new Float64Array(n);
  const mass = new Float64Array(n);
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < n; i++) {
    x[i] = rand() * 100;
    y[i] = rand() * 100;
    z[i] = rand() * 100;
    mass[i] = 1 + rand();
  }
  const dt = 0.01;
  for (let s = 0; s < steps; s++) {
    for (let i = 0; i < n; i++) {
      let ax = 0, ay = 0, az = 0;
      const xi = x[i], yi = y[i], zi = z[i];
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
        const d2 = dx * dx + dy * dy + dz * dz + 0.01;
        const inv = mass[j] / (d2 * Math.sqrt(d2));
        ax += dx * inv;
        ay += dy * inv;
        az += dz * inv;
      }
      vx[i] += ax * dt;
      vy[i] += ay * dt;
      vz[i] += az * dt;
    }
    for (let i = 0; i < n; i++) {
      x[i] += vx[i] * dt;
      y[i] += vy[i] * dt;
      z[i] += vz[i] * dt;
    }
  }
  let e = 0;
  for (let i = 0; i < n; i++) e += 0.5 * mass[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
  return e;
}

function image(w, h, rounds) {
  let src = new Uint8Array(w * h);
  for (let yy = 0; yy < h; yy++) {
    for (let xx = 0; xx < w; xx++) src[yy * w + xx] = (xx * 7 + yy * 13 + ((xx * yy) >> 3)) & 255;
  }
  let dst = new Uint8Array(w * h);
  for (let r = 0; r < rounds; r++) {
    for (let yy = 1; yy < h - 1; yy++) {
      for (let xx = 1; xx < w - 1; xx++) {
        const i = yy * w + xx;
        const sum =
          src[i - w - 1] + src[i - w] + src[i - w + 1] +
          src[i - 1] + src[i] + src[i + 1] +
          src[i + w - 1] + src[i + w] + src[i + w + 1];
        dst[i] = (sum / 9) | 0;
      }
    }
    const t = src;
    src = dst;
    dst = t;
  }
  const hist = new Uint32Array(256);
  for (let i = 0; i < src.length; i++) hist[src[i]]++;
  let median = 0;
  for (let acc = 0; median < 256; median++) {
    acc += hist[median];
    if (acc * 2 >= src.length) break;
  }
  let above = 0;
  for (let i = 0; i < src.length; i++) if (src[i] > median) above++;
  return [median, above, hist[median]];
}

function rangeQueries(n, q) {
  const values = new Int32Array(n);
  for (let i = 0; i < n; i++) values[i] = ((i * 2654435761) % 1000) - 500;
  const prefix = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i] + values[i];
  let total = 0;
  for (let k = 0; k < q; k++) {
    const a = (k * 7919) % n, b = (k * 104729) % n;
    const lo = a < b ? a : b, hi = a < b ? b : a;
    total += prefix[hi + 1] - prefix[lo];
  }
  return total;
}

console.log(simulate(300, 20).toFixed(6));
console.log(image(512, 512, 12).join(" "));
console.log(rangeQueries(1000000, 2000000));
