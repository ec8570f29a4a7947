// Math's constants, its toStringTag and how console.log shows it.
console.log(Math.E, Math.LN10, Math.LN2, Math.LOG10E, Math.LOG2E, Math.PI, Math.SQRT1_2, Math.SQRT2);
console.log(Math.PI === 3.141592653589793, Math.SQRT2 * Math.SQRT2, Math.LOG2E * Math.LN2);
console.log(Math);
console.log([Math]);
console.log({ m: Math });
console.log(Object.prototype.toString.call(Math), `${Math}`);
const desc = Object.getOwnPropertyDescriptor(Math, Symbol.toStringTag);
console.log(desc !== undefined && desc.value, desc !== undefined && desc.writable, desc !== undefined && desc.configurable);
(Math as any).custom = 1;
console.log(Math);
console.log(Object.keys(Math));
