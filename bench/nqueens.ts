// Backtracking: all solutions of N queens with arrays of booleans, and
// all permutations of a list with a swap-based generator of arrays.
function queens(n) {
  const cols = new Array(n).fill(false);
  const d1 = new Array(2 * n).fill(false);
  const d2 = new Array(2 * n).fill(false);
  let count = 0;
  function place(row) {
    if (row === n) {
      count++;
      return;
    }
    for (let c = 0; c < n; c++) {
      if (cols[c] || d1[row + c] || d2[row - c + n]) continue;
      cols[c] = d1[row + c] = d2[row - c + n] = true;
      place(row + 1);
      cols[c] = d1[row + c] = d2[row - c + n] = false;
    }
  }
  place(0);
  return count;
}

function permutations(list) {
  const out = [];
  const a = list.slice();
  function go(k) {
    if (k === a.length) {
      out.push(a.slice());
      return;
    }
    for (let i = k; i < a.length; i++) {
      [a[k], a[i]] = [a[i], a[k]];
      go(k + 1);
      [a[k], a[i]] = [a[i], a[k]];
    }
  }
  go(0);
  return out;
}

const solutions = [];
for (let n = 4; n <= 11; n++) solutions.push(queens(n));
const perms = permutations([1, 2, 3, 4, 5, 6, 7, 8, 9]);
let check = 0;
for (const p of perms) check = (check * 31 + p[0] * 7 + p[8]) % 1000003;
console.log(solutions.join(","), perms.length, check);
