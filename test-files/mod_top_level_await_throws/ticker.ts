let n = 0;
function tick(): void {
  console.log(`tick ${++n}`);
  if (n < 12) Promise.resolve().then(tick);
}
Promise.resolve().then(tick);
