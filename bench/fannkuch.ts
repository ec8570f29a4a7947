// fannkuch-redux: the benchmarks-game program as it is usually written in
// JavaScript, with Int32Arrays for the permutation, its copy and the
// counts: for every permutation of 1..n, the number of prefix reversals
// until 1 is in front; prints the checksum and the maximum (n = 10:
// 73196 and 38).

function fannkuch(n) {
  const perm = new Int32Array(n);
  const perm1 = new Int32Array(n);
  const count = new Int32Array(n);
  let maxFlips = 0;
  let checksum = 0;
  let permCount = 0;
  for (let i = 0; i < n; i++) perm1[i] = i;
  let r = n;
  while (true) {
    while (r !== 1) {
      count[r - 1] = r;
      r--;
    }
    for (let i = 0; i < n; i++) perm[i] = perm1[i];
    let flips = 0;
    let k;
    while ((k = perm[0]) !== 0) {
      const k2 = (k + 1) >> 1;
      for (let i = 0; i < k2; i++) {
        const t = perm[i];
        perm[i] = perm[k - i];
        perm[k - i] = t;
      }
      flips++;
    }
    if (flips > maxFlips) maxFlips = flips;
    checksum += permCount % 2 === 0 ? flips : -flips;
    while (true) {
      if (r === n) return [checksum, maxFlips];
      const perm0 = perm1[0];
      let i = 0;
      while (i < r) {
        const j = i + 1;
        perm1[i] = perm1[j];
        i = j;
      }
      perm1[r] = perm0;
      count[r] = count[r] - 1;
      if (count[r] > 0) break;
      r++;
    }
    permCount++;
  }
}

const [checksum, flips] = fannkuch(10);
console.log(checksum + "\nPfannkuchen(10) = " + flips);
