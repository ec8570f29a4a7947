// `await` of a promise already resolved, measured by `bench/probe await`
// with callgrind: the whole program's instructions with N = 16000 and
// N = 80000 awaits, differenced and divided by 64000. What one await
// costs, all of it: attaching the async function to the promise, its
// suspension, the microtask that resumes it, its resumption, and the
// loop around it.

const N = 16000;

const p = Promise.resolve(1);

async function loop(): Promise<number> {
  let s = 0;
  for (let i = 0; i < N; i++) {
    s += await p;
  }
  return s;
}

loop().then((s) => console.log(s));
