// Invalid UTF-8 in escapes: overlong forms, encoded surrogates, code points
// past U+10FFFF, bad continuation bytes. The first of them throws.
console.log(decodeURIComponent("%F4%8F%BF%BF").length, decodeURI("%C2%A2"));
console.log(decodeURI("%C0%80"));
