// Symbol keys print with node's escapes, lone surrogates included.
const syms = [Symbol("\ud800"), Symbol("it's"), Symbol("back\\slash"), Symbol("nl\nx"), Symbol("tab\t"), Symbol("\x7f\x85"), Symbol("ok \udc00 \ud83d\ude00")];
for (const s of syms) console.log({ [s]: 1 }, s, [s]);
const o: any = {}; for (const s of syms) o[s] = s;
console.log(o);
