// `for (const i = 0; ...; i++)`: the body runs once, then the update throws TypeError.
let runs = 0;
for (const i = 5; runs > 100; ) {
  runs++;
}
console.log("const loop with no update is fine; runs =", runs);
for (const i = 0; i < 3; i++) {
  console.log("body runs with i =", i);
}
console.log("unreachable");
