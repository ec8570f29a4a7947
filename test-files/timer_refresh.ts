// timeout.refresh() restarts a timer's countdown with the same callback; refreshing a timeout inside its own callback makes it fire again.
const events: string[] = [];

// refresh() returns the timer itself, so calls chain.
const chained = setTimeout(() => console.log("chained fired once"), 1);
console.log("refresh returns the same object:", chained.refresh() === chained);

// An idle timer that keeps being refreshed by activity until activity stops.
let activity = 0;
setTimeout(act, 2);
const idle = setTimeout(() => {
  events.push(`idle after ${activity} activities`);
  console.log("idle timer fired after", activity, "activities");
  repeatDemo();
}, 10);

function act(): void {
  activity++;
  if (activity < 4) setTimeout(act, 2);
  idle.refresh();
  console.log("activity", activity, "pushed the idle timer back");
}

// Refreshing a timeout from inside its own callback makes it fire again.
function repeatDemo(): void {
  let repeats = 0;
  const again = setTimeout(() => {
    repeats++;
    console.log("again fired", repeats);
    if (repeats < 3) again.refresh();
    else console.log("events:", events.join(", "));
  }, 5);
}
