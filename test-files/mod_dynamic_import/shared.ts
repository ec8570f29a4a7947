// Statically imported by main and by the plugins: evaluated once, first.
export const registry: string[] = [];
export function register(name: string) {
  registry.push(name);
  return registry.length;
}
console.log("shared evaluated");
