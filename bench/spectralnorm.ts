// spectral-norm: the benchmarks-game program as it is usually written in
// JavaScript, over Float64Arrays, untyped: the eigenvalue of A^T A for the
// infinite matrix A(i, j) = 1 / ((i + j)(i + j + 1) / 2 + i + 1), by the
// power method. Prints the norm to nine decimals (1.274224148 for n = 1000).

function A(i, j) {
  return 1 / (((i + j) * (i + j + 1)) / 2 + i + 1);
}

function Au(u, v) {
  const n = u.length;
  for (let i = 0; i < n; ++i) {
    let t = 0;
    for (let j = 0; j < n; ++j) t += A(i, j) * u[j];
    v[i] = t;
  }
}

function Atu(u, v) {
  const n = u.length;
  for (let i = 0; i < n; ++i) {
    let t = 0;
    for (let j = 0; j < n; ++j) t += A(j, i) * u[j];
    v[i] = t;
  }
}

function AtAu(u, v, w) {
  Au(u, w);
  Atu(w, v);
}

function spectralnorm(n) {
  const u = new Float64Array(n).fill(1);
  const v = new Float64Array(n);
  const w = new Float64Array(n);
  let vv = 0;
  let vBv = 0;
  for (let i = 0; i < 10; ++i) {
    AtAu(u, v, w);
    AtAu(v, u, w);
  }
  for (let i = 0; i < n; ++i) {
    vBv += u[i] * v[i];
    vv += v[i] * v[i];
  }
  return Math.sqrt(vBv / vv);
}

console.log(spectralnorm(1000).toFixed(9));
