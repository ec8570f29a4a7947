// console.log of dates: ISO form, Invalid Date, inside objects and
// arrays, extra properties, subclasses, %s/%o/%j.
const d = new Date(Date.UTC(2024, 0, 15, 10, 0, 0));
console.log(d);
console.log(new Date(NaN), [d, new Date(NaN)], { when: d, nested: { deeper: { deepest: { d } } } });
const x: any = new Date(0); x.note = 'with a property';
console.log(x);
class Stamp extends Date {}
console.log(new Stamp(0), [new Stamp(NaN)]);
console.log(new Date(-62198755200000), new Date(8.64e15), new Date(-1));
console.log('%s | %o | %j | %d', d, d, d, d);
console.log(Date.prototype, Object.create(Date.prototype));
console.log(new Map([[d, new Date(1)]]), new Set([new Date(2)]));
const nullProto: any = new Date(5); Object.setPrototypeOf(nullProto, null);
console.log(nullProto);
