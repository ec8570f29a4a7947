// A lead byte followed by an escape that is not a continuation byte, and a
// stray continuation byte as lead.
console.log(decodeURI("%E2%82%AC%20"));
console.log(decodeURI("%80"));
