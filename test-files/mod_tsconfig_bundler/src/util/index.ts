export const fmt = (n: number) => n.toFixed(3);
