// Number.prototype.valueOf on a string: node's TypeError.
console.log(Number.prototype.valueOf.call(3));
console.log(Number.prototype.valueOf.call("3"));
