// concat, String.raw, String.fromCharCode, String.fromCodePoint.
console.log("a".concat("b", 1, null, undefined, true, [2, 3], { x: 1 } as any));
console.log("".concat(), "x".concat(""), String.prototype.concat.call(12, 3));
console.log(String.raw({ raw: ["a", "b", "c"] }, 1, 2, 3), String.raw({ raw: [] }), String.raw({ raw: ["only"] }, 9));
console.log(String.fromCharCode(72, 101, 108, 108, 111), String.fromCharCode(), String.fromCharCode(65.9, 65601, -1).length, String.fromCharCode(0x1F600 as any).charCodeAt(0));
console.log(String.fromCharCode(0xd83d, 0xde00), String.fromCodePoint(65, 0x1F600, 0x10FFFF).length, String.fromCodePoint());
for (const v of [-1, 1.5, 0x110000, NaN, Infinity, "x"]) {
  try { String.fromCodePoint(v as any); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
console.log(String.fromCharCode.length, String.fromCodePoint.length, String.raw.length, "".concat.length);
