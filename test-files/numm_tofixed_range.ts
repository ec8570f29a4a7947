// toFixed(101): node's RangeError.
console.log((1).toFixed(100).length);
console.log((1).toFixed(101));
