// split with RegExps: captures spliced in, limits, empty matches, the
// empty string, sticky and global flags ignored.
console.log("a1b2c3".split(/\d/), "a1b2c3".split(/(\d)/), "a1b2c3".split(/(\d)/, 3), "a, b ,c".split(/\s*,\s*/));
console.log("abc".split(/(?:)/), "abc".split(/(?:)/, 2), "".split(/x/), "".split(/(?:)/), "abc".split(/$/));
console.log("one  two".split(/(\s)(\s)?/), "a-b_c".split(/(-)|(_)/), "test".split(/(t)/));
console.log("aXbxc".split(/x/i), "a,b,".split(/,/), ",a".split(/,/), "abc".split(/b/g), "abc".split(/b/y));
console.log("a1b".split(/\d/, 0), "a1b".split(/\d/, -1), "2024-05-06T07:08".split(/[-T:]/));
