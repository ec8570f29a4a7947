const source = { a: 1, b: [2, 3], extra: 4, more: 5 };
export const {
  a,
  b: [c],
  ...rest
} = source;
export let [x, , y = 10] = [7, 8];
export var first = "first", second = "second";
function shared() {
  return "shared";
}
export { shared as alias1, shared as alias2 };
export let counter = 0;
export const bump = () => {
  counter += 1;
  [x, y] = [y, x];
};
