// The protocol reads `done` then `value` of each result, through getters;
// a done result's value is not read; truthiness decides done.
const log: string[] = [];
function result(i: number, done: unknown) {
  return {
    get done() { log.push('done' + i); return done; },
    get value() { log.push('value' + i); return i; },
  };
}
const seq = [false, 0, '', null, 'yes'];
const it = { [Symbol.iterator]() { let i = 0; return { next() { const d = seq[i]; return result(i++, d); } }; } };
console.log([...it], log.join(' '));
log.length = 0;
console.log(Array.from(it), log.join(' '));
const extraArgs: number[] = [];
const counting = { [Symbol.iterator]() { let i = 0; return { next(...args: unknown[]) { extraArgs.push(args.length); return { value: i, done: i++ > 1 }; } }; } };
console.log([...counting], extraArgs);
const proxyish = { [Symbol.iterator]() { return { next: () => ({ value: 'no done field' }), count: 0 }; } };
const got: string[] = [];
for (const v of [1, 2, 3]) got.push(String(v));
console.log(got, typeof proxyish);
