export const area = (r: number) => Math.PI * r * r;
