// An encoded surrogate (ED A0 80) is not valid UTF-8.
console.log(decodeURIComponent("%ED%9F%BF").length);
console.log(decodeURIComponent("%ED%A0%80"));
