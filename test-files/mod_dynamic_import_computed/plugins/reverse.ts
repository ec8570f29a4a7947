export const description = "mirrors";
export default (s: string): string => [...s].reverse().join("");
