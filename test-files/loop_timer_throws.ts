// An exception thrown in a timer callback is uncaught: status 1, earlier output kept, later timers never run.
class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

function loadSetting(key: string): number {
  const settings: Record<string, number> = { retries: 3, timeout: 10 };
  if (!(key in settings)) throw new ConfigError(`missing setting "${key}"`);
  return settings[key];
}

setTimeout(() => {
  console.log("retries =", loadSetting("retries"));
}, 1);

setTimeout(() => {
  try {
    loadSetting("colour");
  } catch (e) {
    console.log("caught inside the timer:", (e as Error).message);
  }
  console.log("about to read a missing setting without a try");
  loadSetting("verbosity");
  console.log("never printed");
}, 5);

// Same delay, created later: would run in the same pass, but the program is already dead.
setTimeout(() => console.log("never printed either"), 5);
setTimeout(() => console.log("nor this"), 15);
console.log("main done");
