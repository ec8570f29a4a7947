// Whether short-entry objects fit on one line depends on entry count and total width.
const letters = "abcdefghijklmnopqrstuvwxyz";
for (let n = 1; n <= 16; n++) {
  const o: any = {};
  for (let i = 0; i < n; i++) o[letters[i]] = i;
  console.log(o);
}
for (let n = 5; n <= 12; n++) {
  const o: any = {};
  for (let i = 0; i < n; i++) o["key" + i] = "v" + i;
  console.log(o);
}
for (let n = 8; n <= 13; n++) {
  const o: any = {};
  for (let i = 0; i < n; i++) o[letters[i] + letters[i]] = true;
  console.log(o);
}
