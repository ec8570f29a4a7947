export const description = "shouts";
export default (s: string): string => s.toUpperCase();
