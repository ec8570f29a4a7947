// A first program for kiln: `cargo run --release -- run examples/hello.ts`
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

const who: string = "kiln";
console.log(`Hello from ${who}!`);
console.log("fib(20) =", fib(20), 0.1 + 0.2, -0, 1e21, "😀".length);
