// An unhandled promise rejection created inside a timer callback ends the program (status 1) right after that callback.
async function fetchUser(id: number): Promise<string> {
  await null;
  if (id < 0) throw new Error(`no user with id ${id}`);
  return `user${id}`;
}

setTimeout(async () => {
  const name = await fetchUser(7);
  console.log("loaded", name);
  // Handled rejection: fine.
  try {
    await fetchUser(-1);
  } catch (e) {
    console.log("handled:", (e as Error).message);
  }
}, 1);

setTimeout(() => {
  console.log("firing a request nobody awaits");
  fetchUser(-2); // the rejection is never handled
  console.log("the callback itself finishes");
  process.nextTick(() => console.log("its nextTick still runs"));
}, 8);

// Same list as the failing timer, but later: the program is gone by then.
setTimeout(() => console.log("never printed"), 8);
