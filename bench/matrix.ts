// Matrix multiplication the way a script writes it: rows made with
// `new Array(n)`, filled in loops, untyped helpers.
function makeMatrix(n, seed) {
  const m = new Array(n);
  for (let i = 0; i < n; i++) {
    m[i] = new Array(n);
    for (let j = 0; j < n; j++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      m[i][j] = (seed % 1000) / 100;
    }
  }
  return m;
}

function multiply(a, b) {
  const n = a.length;
  const out = new Array(n);
  for (let i = 0; i < n; i++) {
    const row = new Array(n).fill(0);
    const ai = a[i];
    for (let k = 0; k < n; k++) {
      const aik = ai[k];
      const bk = b[k];
      for (let j = 0; j < n; j++) row[j] += aik * bk[j];
    }
    out[i] = row;
  }
  return out;
}

function trace(m) {
  let t = 0;
  for (let i = 0; i < m.length; i++) t += m[i][i];
  return t;
}

const a = makeMatrix(200, 1);
const b = makeMatrix(200, 2);
let c = multiply(a, b);
for (let r = 0; r < 8; r++) c = multiply(c, a).map((row) => row.map((x) => x / 100));
console.log(trace(c).toFixed(6), c[3][7].toFixed(6));
