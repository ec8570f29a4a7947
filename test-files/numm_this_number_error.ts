// Number.prototype methods on a non-number receiver: node's TypeError.
const o: any = { toFixed: Number.prototype.toFixed, valueOf() { return 5; } };
console.log(Number.prototype.valueOf.call(new Number(7)));
console.log(Number.prototype.toFixed.call(3.14159, 2));
console.log(o.toFixed(1));
