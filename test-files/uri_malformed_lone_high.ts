// A lone high surrogate cannot be encoded: URIError: URI malformed.
console.log(encodeURIComponent("\ud83d\ude00"), encodeURI("\ud800\udc00"));
console.log("before");
console.log(encodeURIComponent("abc\ud800"));
console.log("not reached");
