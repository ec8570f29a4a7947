// Array literals with holes (elisions).
const a: any = [1, , 3];
console.log("length", a.length, "a[1]", a[1], "1 in a", 1 in a, "0 in a", 0 in a);
console.log(a);
const trailing: any = [1, 2, ,];
console.log("trailing comma + hole", trailing.length, trailing);
const oneComma: any = [1, 2,];
console.log("single trailing comma is not a hole", oneComma.length, oneComma);
const allHoles: any = [, , ,];
console.log("all holes", allHoles.length, allHoles);
const leading: any = [, "x"];
console.log("leading hole", leading.length, leading, Object.keys(leading));
const many: any = [1, , , , 5, , 7];
console.log(many, Object.keys(many));
const explicitUndef: any = [undefined, , undefined];
console.log("undefined vs hole", explicitUndef, 0 in explicitUndef, 1 in explicitUndef);
a[1] = 2;
console.log("filled", a, 1 in a);
delete a[0];
console.log("delete makes hole", a, a.length, 0 in a);
const nested: any = [[, 1], [2, ,], { h: [, ,] }];
console.log(nested);
let count = 0;
for (let i = 0; i < many.length; i++) {
  if (i in many) count++;
}
console.log("present elements", count, "of", many.length);
