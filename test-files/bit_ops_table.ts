// Bitwise operators on int32 values.
function ops(a: number, b: number): void {
  console.log(`${a} ${b}:`, "&", a & b, "|", a | b, "^", a ^ b, "~a", ~a, "~b", ~b);
}
ops(0, 0);
ops(1, 3);
ops(12, 10);
ops(-1, 5);
ops(-5, 3);
ops(255, -256);
ops(2147483647, 1);
ops(-2147483648, -1);
ops(0x55555555, 0x2AAAAAAA);
ops(0x0F0F0F0F, 0x00FF00FF);
ops(-2147483648, 2147483647);
console.log("~0", ~0, "~-1", ~-1, "~~5.7", ~~5.7, "~~-5.7", ~~-5.7);
console.log("double not of big", ~~2147483648, ~~4294967295, ~~4294967296);
console.log("xor swap:");
let p = 17, q = 42;
p ^= q; q ^= p; p ^= q;
console.log("p", p, "q", q);
console.log("mask low byte", 0x12345678 & 0xff, "high", (0x12345678 >> 24) & 0xff);
console.log("set bit 31", 1 << 31, (1 << 31) | 1, (1 << 31) >>> 0);
console.log("precedence", 1 | 2 & 3, (1 | 2) & 3, 1 ^ 3 | 4, 5 & 3 === 1 ? "t" : "f", 2 + 3 << 1);
console.log("on floats", 5.9 | 0, -5.9 | 0, 0.5 & 1, 3.7 ^ 1.2);
console.log("on non-numbers", ("12" as any) | 0, ("abc" as any) | 0, (null as any) | 0, (undefined as any) | 0, (true as any) | 0, ("0x10" as any) & 0xff);
