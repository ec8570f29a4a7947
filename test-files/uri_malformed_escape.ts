// A % not followed by two hex digits: URIError: URI malformed.
console.log(decodeURIComponent("%41%4a%4A"), decodeURI("%25"));
console.log(decodeURIComponent("%4"));
