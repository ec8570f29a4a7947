// Sorting records with comparators: by several keys, by a string with
// localeCompare-free comparisons, numbers descending, stable ties.
function people(n) {
  const first = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"];
  const out = [];
  let seed = 99;
  for (let i = 0; i < n; i++) {
    seed = (seed * 69069 + 1) % 4294967296;
    out.push({ name: first[seed % 8] + (seed % 1000), age: 18 + (seed % 60), score: (seed % 10007) / 7, id: i });
  }
  return out;
}

const list = people(100000);
let check = 0;
for (let round = 0; round < 3; round++) {
  const byAge = list.slice().sort((a, b) => a.age - b.age || b.score - a.score);
  const byName = list.slice().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  const scores = list.map((p) => p.score).sort((a, b) => b - a);
  check += byAge[0].id + byAge[99999].id + byName[500].id + scores[1234];
}
console.log(check.toFixed(4));
