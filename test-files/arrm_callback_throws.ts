// An exception thrown by a callback propagates out of the built-in: the
// program ends with it uncaught (status 1) after printing the steps so far.
const seen: number[] = [];
const doubled = [1, 2, 3].map((x) => x * 2);
console.log('before', doubled);
[10, 20, 30].forEach((x) => {
  seen.push(x);
  console.log('visiting', x);
  if (x === 20) throw new Error('stop at ' + x);
});
console.log('never printed', seen);
