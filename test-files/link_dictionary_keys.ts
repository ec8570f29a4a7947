// Keys that are the names of Object.prototype's methods, made at run time
// (decoded from escapes), written to and read from plain objects: every
// object inherits Object.prototype's methods, so kiln links them into
// every program instead of leaving stubs there (kiln_codegen::link).
const parsed = JSON.parse('{"hasOwnPropert\\u0079": 1, "isPrototype\\u004Ff": 2}');
const dict: any = {};
for (const k in parsed) {
  dict[k] = parsed[k];
}
console.log(dict);
const k = decodeURIComponent("%69sPrototypeOf");
console.log(typeof ({} as any)[k], Object.keys(dict).length);
