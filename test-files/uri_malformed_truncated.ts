// A multi-byte sequence cut short by the end of the string.
console.log(decodeURIComponent("%E2%82%AC"));
console.log(decodeURIComponent("%E2%82"));
