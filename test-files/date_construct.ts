// new Date(...) from numbers, components (local time, here UTC), strings,
// other dates and objects; two-digit years; overflowing fields; clipping.
const show = (d: Date) => console.log(d.getTime(), d.toISOString === undefined ? '' : (isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString()));
show(new Date(0)); show(new Date(-1)); show(new Date(1.9)); show(new Date(-1.9)); show(new Date(8.64e15)); show(new Date(-8.64e15)); show(new Date(8.64e15 + 1));
show(new Date(NaN)); show(new Date(Infinity)); show(new Date('0')); show(new Date(true as any)); show(new Date(null as any)); show(new Date(undefined));
show(new Date(2024, 0)); show(new Date(2024, 0, 15, 10, 30, 45, 123)); show(new Date(2024, 1, 29)); show(new Date(2023, 1, 29));
show(new Date(2024, 12, 1)); show(new Date(2024, -1, 1)); show(new Date(2024, 0, 0)); show(new Date(2024, 0, 1, 25, 61, 61, 1001));
show(new Date(0, 0)); show(new Date(99, 11, 31)); show(new Date(100, 0)); show(new Date(-1, 0)); show(new Date(49, 0)); show(new Date(1e6, 0)); show(new Date(275760, 8, 13)); show(new Date(275760, 8, 13, 0, 0, 0, 1));
show(new Date(2024, 0, 1.9, 1.9)); show(new Date(2024, NaN)); show(new Date(2024, 0, undefined as any));
const d = new Date(Date.UTC(2020, 5, 15));
show(new Date(d)); console.log(new Date(d) !== d);
show(new Date({ valueOf() { return 86400000; } } as any));
show(new Date({ toString() { return '2001-02-03'; }, valueOf: undefined } as any));
show(new Date({ [Symbol.toPrimitive]() { return 42; } } as any));
show(new Date('2024-01-15')); show(new Date('not a date'));
const order: string[] = [];
new Date({ valueOf() { order.push('y'); return 2000; } } as any, { valueOf() { order.push('m'); return 1; } } as any, { valueOf() { order.push('d'); return 2; } } as any);
console.log(order.join(''));
console.log(typeof Date(), Date(1, 2, 3).length > 20, typeof new Date(), new Date() instanceof Date);
class Stamp extends Date { label() { return 'stamp:' + this.toISOString(); } }
const st = new Stamp(0);
console.log(st.label(), st instanceof Date, st instanceof Stamp, Object.prototype.toString.call(st));
console.log(Date.length, Date.name, Object.getOwnPropertyNames(Date).sort());
