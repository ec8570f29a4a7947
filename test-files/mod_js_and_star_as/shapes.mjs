export const area = (r) => Math.round(Math.PI * r * r * 100) / 100;
