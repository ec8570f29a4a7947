// Array.prototype's methods: names, lengths, order, and the iterator alias.
console.log(Object.getOwnPropertyNames(Array.prototype).join());
const lens = Object.getOwnPropertyNames(Array.prototype)
  .filter((k) => typeof (Array.prototype as any)[k] === 'function' && k !== 'constructor')
  .map((k) => `${k}/${(Array.prototype as any)[k].length}`);
console.log(lens.join(' '));
console.log(Array.prototype[Symbol.iterator] === Array.prototype.values, Array.prototype[Symbol.iterator].name);
const d = Object.getOwnPropertyDescriptor(Array.prototype, 'map');
console.log(d);
console.log(Object.keys(Array.prototype), typeof [].map, [].map.name);
