// A JSON-like tokenizer and recursive-descent parser over a string,
// written with charAt, indexOf, substring and slice as people write them.
function tokenize(src) {
  const tokens = [];
  let i = 0;
  while (i < src.length) {
    const ch = src.charAt(i);
    if (ch === " " || ch === "\n" || ch === "\t") {
      i++;
    } else if ("{}[]:,".indexOf(ch) >= 0) {
      tokens.push({ type: ch, value: ch });
      i++;
    } else if (ch === '"') {
      let j = i + 1;
      let out = "";
      while (src.charAt(j) !== '"') {
        if (src.charAt(j) === "\\") {
          out += src.charAt(j + 1);
          j += 2;
        } else {
          out += src.charAt(j);
          j++;
        }
      }
      tokens.push({ type: "string", value: out });
      i = j + 1;
    } else if (ch === "-" || (ch >= "0" && ch <= "9")) {
      let j = i + 1;
      while (j < src.length && "0123456789.eE+-".indexOf(src.charAt(j)) >= 0) j++;
      tokens.push({ type: "number", value: parseFloat(src.substring(i, j)) });
      i = j;
    } else if (src.slice(i, i + 4) === "true") {
      tokens.push({ type: "bool", value: true });
      i += 4;
    } else if (src.slice(i, i + 5) === "false") {
      tokens.push({ type: "bool", value: false });
      i += 5;
    } else if (src.slice(i, i + 4) === "null") {
      tokens.push({ type: "null", value: null });
      i += 4;
    } else {
      throw new Error("unexpected " + ch + " at " + i);
    }
  }
  return tokens;
}

function parse(tokens) {
  let pos = 0;
  function value() {
    const t = tokens[pos++];
    if (t.type === "{") {
      const obj = {};
      if (tokens[pos].type === "}") {
        pos++;
        return obj;
      }
      while (true) {
        const key = tokens[pos++].value;
        pos++; // :
        obj[key] = value();
        const sep = tokens[pos++];
        if (sep.type === "}") return obj;
      }
    }
    if (t.type === "[") {
      const arr = [];
      if (tokens[pos].type === "]") {
        pos++;
        return arr;
      }
      while (true) {
        arr.push(value());
        const sep = tokens[pos++];
        if (sep.type === "]") return arr;
      }
    }
    return t.value;
  }
  return value();
}

const parts = [];
for (let i = 0; i < 3000; i++) {
  parts.push(
    `{"id": ${i}, "name": "item \\"${i}\\"", "price": ${(i * 3.7).toFixed(2)}, "tags": ["a", "b${i % 5}"], "ok": ${i % 2 === 0}, "next": null}`,
  );
}
const text = "[" + parts.join(",\n") + "]";
let sum = 0;
let names = 0;
for (let round = 0; round < 20; round++) {
  const data = parse(tokenize(text));
  for (const item of data) {
    sum += item.price;
    names += item.name.length + item.tags.length;
  }
}
console.log(text.length, sum.toFixed(2), names);
