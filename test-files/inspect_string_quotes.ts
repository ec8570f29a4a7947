// Quote selection for nested strings.
console.log(["plain"]);
console.log(["it's"]);
console.log(['say "hi"']);
console.log(["it's \"both\""]);
console.log(["it's \"all\" `three`"]);
console.log(["`backtick` only"]);
console.log(["`back` and 'single'"]);
console.log(["`back` and \"double\""]);
console.log({ s: "it's", d: 'a "q"', both: "'\"", three: "'\"`" });
console.log([""]);
console.log(["'"], ['"'], ["`"]);
console.log("top-level strings are raw:", "it's", 'say "hi"');
const key: any = {};
key["it's"] = 1;
key['say "x"'] = 2;
key["both ' \""] = 3;
console.log(key);
console.log([["nested 'deep'"]], { a: { b: "x'y" } });
