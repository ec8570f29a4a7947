// A lone low surrogate (or a reversed pair) cannot be encoded either.
console.log(encodeURI("ok"));
console.log(encodeURI("\udc00\ud800"));
