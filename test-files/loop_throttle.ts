// A leading+trailing throttle built on timers, driven by a scripted sequence of call bursts; prints which calls get through.
function throttle(fn: (label: string) => void, wait: number): (label: string) => void {
  let cooling = false;
  let pending: string | null = null;
  const release = (): void => {
    if (pending !== null) {
      const label = pending;
      pending = null;
      fn(label + " (trailing)");
      setTimeout(release, wait); // stay cool after the trailing call
    } else {
      cooling = false;
    }
  };
  return (label: string) => {
    if (!cooling) {
      cooling = true;
      fn(label);
      setTimeout(release, wait);
    } else {
      pending = label; // only the latest call during the cool-down survives
    }
  };
}

const delivered: string[] = [];
const onScroll = throttle((label) => {
  delivered.push(label);
  console.log("  handled", label);
}, 8);

// Each frame comes `gap` ms after the previous one and makes `calls` calls at once.
interface Frame {
  gap: number;
  calls: number;
}
const frames: Frame[] = [
  { gap: 0, calls: 4 },
  { gap: 30, calls: 1 },
  { gap: 4, calls: 2 },
  { gap: 30, calls: 1 },
];

let callNo = 0;
function playFrame(index: number): void {
  if (index === frames.length) {
    setTimeout(() => console.log("delivered:", delivered.join(", ")), 25);
    return;
  }
  setTimeout(() => {
    console.log(`frame ${index + 1}`);
    playFrame(index + 1);
    for (let k = 0; k < frames[index].calls; k++) {
      callNo++;
      onScroll(`scroll#${callNo}`);
    }
  }, frames[index].gap);
}
playFrame(0);
