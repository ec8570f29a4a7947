export default (n: number) => n * n;
