export function metaOf(): object {
  return import.meta;
}

export function describe(): string {
  const m = import.meta;
  const dir = m.dirname.slice(m.dirname.lastIndexOf("/") + 1);
  return `lib module in ${dir}/, resolves its sibling as ${m.resolve("./where.js").slice(-12)}`;
}
