// Timers that schedule timers: children run in later passes, breadth-first, after timers already pending.
let leaves = 0;
let siblingRan = false;

function level(n: number, path: string): void {
  console.log(`level ${n} at ${path}`);
  if (n === 3) {
    leaves++;
    if (leaves === 8) setTimeout(() => countdown(5), 0);
    return;
  }
  setTimeout(() => level(n + 1, path + ".a"), 0);
  setTimeout(() => level(n + 1, path + ".b"), 0);
}

setTimeout(() => {
  level(0, "root");
}, 0);

// Created before any child of root, with the same delay: runs before all of them.
setTimeout(() => {
  console.log("sibling of root");
  siblingRan = true;
}, 0);

function countdown(n: number): void {
  if (n === 0) {
    console.log("countdown finished; sibling ran:", siblingRan);
    return;
  }
  console.log("countdown", n);
  setTimeout(countdown, 1, n - 1);
}

console.log("main script ends before any timer");
