// Two modules only import() reaches, importing each other: the one
// imported second runs first and meets the first one's binding in its TDZ.
const a = await import("./a.ts");
console.log(a.x, a.y, a.f());
