const value = "dashed";
const inner = 42;
export { value as "kebab-name", inner as renamed };
export const x = 1, y = 2;
