type Transform = (s: string) => string;
const plugins = new Map<string, { fn: Transform; description: string }>();
export function register(name: string, fn: Transform, description: string): void {
  plugins.set(name, { fn, description });
}
export function run(input: string): string[] {
  return [...plugins].map(([name, p]) => `${name} (${p.description}): ${p.fn(input)}`);
}
export function count(): number {
  return plugins.size;
}
