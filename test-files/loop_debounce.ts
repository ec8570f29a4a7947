// A debounce helper built on setTimeout/clearTimeout, driven by a scripted sequence of events with chosen gaps.
function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
}

const saved: string[] = [];
const save = debounce((text: string, version: number) => {
  saved.push(text);
  console.log(`saved "${text}" (v${version})`);
}, 8);

// Each event is typed `gap` ms after the previous one: bursts with 1 ms gaps are
// merged into one save; a 25 ms pause lets the pending save go through first.
const script: Array<[number, string]> = [
  [1, "h"],
  [1, "he"],
  [1, "hel"],
  [1, "hell"],
  [25, "hello"],
  [1, "hello "],
  [25, "hello w"],
  [1, "hello wo"],
  [0, "hello wor"],
  [1, "hello world"],
];

function play(index: number, version: number): void {
  if (index === script.length) {
    setTimeout(() => console.log("all saves:", JSON.stringify(saved)), 25);
    return;
  }
  const [gap, text] = script[index];
  setTimeout(() => {
    console.log(`typed "${text}"`);
    play(index + 1, version + 1);
    save(text, version);
  }, gap);
}

play(0, 1);
