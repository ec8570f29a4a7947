// String.prototype's own properties, method names and lengths, and
// methods that are generic over non-string receivers.
const names = ["at", "charAt", "charCodeAt", "codePointAt", "concat", "endsWith", "includes", "indexOf", "lastIndexOf",
  "localeCompare", "match", "matchAll", "normalize", "padEnd", "padStart", "repeat", "replace", "replaceAll", "search",
  "slice", "split", "startsWith", "substring", "substr", "toLowerCase", "toUpperCase", "trim", "trimStart", "trimEnd",
  "toString", "valueOf", "toLocaleLowerCase", "toLocaleUpperCase"];
let line = "";
for (const n of names) line += `${(String.prototype as any)[n].name}/${(String.prototype as any)[n].length} `;
console.log(line);
console.log(Object.keys(String.prototype).length, typeof String.prototype[Symbol.iterator]);
console.log(String.prototype.at.call(12345, -1), String.prototype.split.call(1.5, "."), String.prototype.repeat.call(true, 2));
