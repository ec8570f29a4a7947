// Shift counts are taken mod 32 (only the low 5 bits); negative counts wrap too.
function sh(x: number, n: number): void {
  console.log(`x=${x} n=${n}:`, "<<", x << n, ">>", x >> n, ">>>", x >>> n);
}
sh(1, 0);
sh(1, 1);
sh(1, 31);
sh(1, 32);
sh(1, 33);
sh(1, 64);
sh(1, -1);
sh(1, -31);
sh(1, -32);
sh(-1, 0);
sh(-1, 1);
sh(-1, 31);
sh(-1, 32);
sh(-8, 1);
sh(-8, 29);
sh(-8, 35);
sh(255, 4);
sh(255, 28);
sh(0x40000000, 1);
sh(0x40000000, 2);
sh(12345, 100);
sh(12345, -100);
sh(7, 1.9);
sh(7, -0.5);
sh(7, 2 ** 32 + 1);
sh(7, NaN);
sh(7, Infinity);
let v = 1;
for (let k = 0; k < 34; k += 3) {
  console.log("1 <<", k, "=", v << k);
}
