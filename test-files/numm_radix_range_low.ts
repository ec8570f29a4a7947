// toString(1) and toString(0): RangeError, even for NaN.
console.log((10).toString(2));
console.log(NaN.toString(1));
