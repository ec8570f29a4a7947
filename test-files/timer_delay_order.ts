// setTimeout with delays 20, 10, 0, 1 and 5 created together fire by expiry, not creation; equal delays fire in creation order.
const fired: string[] = [];

function schedule(label: string, delay: number): void {
  setTimeout(() => {
    fired.push(label);
    console.log(`fired ${label} (delay ${delay})`);
  }, delay);
}

// Longer delays first: each of these is overtaken by the shorter ones created after it.
schedule("slow", 20);
schedule("medium", 10);
schedule("zero", 0);
schedule("fast", 1);
schedule("five", 5);
// Same delays again: they queue up behind the earlier timers with the same delay.
schedule("medium-2", 10);
schedule("slow-2", 20);

setTimeout(() => {
  console.log("order:", fired.join(" > "));
  console.log("count:", fired.length);
}, 28);

console.log("scheduled 7 timers and a report; nothing has fired yet:", fired.length === 0);
