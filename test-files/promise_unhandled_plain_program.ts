// An unhandled rejection in a program that logs only strings and has no
// `throw` of its own: node still prints the reason (here a plain object,
// wrapped in its UnhandledPromiseRejection error) and exits with 1.
const steps: string[] = [];
function load(name: string): Promise<string> {
  steps.push(`load ${name}`);
  return name.startsWith("x") ? Promise.reject({ missing: name }) : Promise.resolve(name.toUpperCase());
}
load("alpha").then((v) => console.log("loaded", v));
load("xray");
queueMicrotask(() => console.log(steps.join(", ")));
console.log("scheduled");
