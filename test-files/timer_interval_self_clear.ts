// clearInterval from inside the interval's own callback stops it at once; `this` in a function callback is the Timeout.
function pollerDemo(next: () => void): void {
  let polls = 0;
  const poller = setInterval(function (this: unknown) {
    polls++;
    console.log("poll", polls, "this is the handle:", this === poller);
    if (polls === 3) {
      clearInterval(poller);
      console.log("poller cleared itself");
      next();
    }
  }, 3);
}

// An interval that clears itself on its very first run behaves like a timeout.
function onceDemo(next: () => void): void {
  const once = setInterval(() => {
    console.log("once ran");
    clearInterval(once);
    next();
  }, 2);
}

// An interval can be cleared by a plain timeout.
function tickerDemo(next: () => void): void {
  let ticks = 0;
  const ticker = setInterval(() => {
    ticks++;
  }, 1);
  setTimeout(() => {
    clearInterval(ticker);
    console.log("ticker stopped, ran at least once:", ticks >= 1);
    const frozen = ticks;
    setTimeout(() => {
      console.log("no ticks after clearing:", ticks === frozen);
      next();
    }, 6);
  }, 12);
}

// Clearing inside the callback, then throwing away the handle, still stops it.
function startPolling(limit: number): void {
  let n = 0;
  const h = setInterval(() => {
    n++;
    if (n === limit) {
      clearInterval(h);
      console.log("startPolling finished after", n, "runs");
    }
  }, 2);
}

pollerDemo(() => onceDemo(() => tickerDemo(() => startPolling(4))));
console.log("demos chained");
