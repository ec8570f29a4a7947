// Switches over many constant cases, as tokenizers and interpreters write
// them: fall-through, duplicates (the first wins), default in the middle,
// -0 and 0, values that only look equal, and a discriminant of each type.
function opName(op: number): string {
  switch (op) {
    case 0: return "nop";
    case 1: return "push";
    case 2: return "pop";
    case 3: return "add";
    case 4: return "sub";
    case 5: return "mul";
    case 6: return "div";
    case 7: return "mod";
    case 8: return "neg";
    case 9: return "jmp";
    case 10: return "jz";
    case 11: return "jnz";
    case 12: return "call";
    case 13: return "ret";
    case 14: return "load";
    case 15: return "store";
    case -1: return "minus one";
    case 2147483647: return "max int";
    case -2147483648: return "min int";
    case 3: return "never: a second 3";
    default: return "unknown " + String(op);
  }
}
for (const v of [0, -0, 1, 3, 15, 16, -1, 2147483647, -2147483648, 2147483648, 1.5, NaN, Infinity, -Infinity, 3.0000000000000004]) {
  console.log(Object.is(v, -0) ? "-0" : v, opName(v));
}

function keyword(word: unknown): number {
  let score = 0;
  switch (word) {
    case "if": score += 1;
    case "else": score += 10;
      break;
    case "for": score = 100; break;
    case "while": score = 101; break;
    case "do": score = 102; break;
    default: score = -1;
    case "return": score += 1000; break;
    case "function": score = 104; break;
    case "var": score = 105; break;
    case "let": score = 106; break;
    case "const": score = 107; break;
    case "class": score = 108; break;
    case "new": score = 109; break;
    case "this": score = 110; break;
    case "typeof": score = 111; break;
    case "": score = 112; break;
    case "ünïcödé": score = 113; break;
    case "😀": score = 114; break;
    case "IF": score = 115; break;
    case "if ": score = 116; break;
    case "for": score = 999; break;
  }
  return score;
}
const probes: unknown[] = ["if", "else", "for", "while", "return", "", "ünïcödé", "😀", "IF", "if ", "i", "iff", "zzz",
  "\ud83d\ude00", "class", undefined, null, 0, 1, true, { toString: () => "if" }, ["if"], "typeof", "new", "th" + "is"];
for (const p of probes) console.log(typeof p, JSON.stringify(p), keyword(p));

// A discriminant that is a string of digits never equals a number case, and
// a number never equals a string case.
function mixed(v: unknown): string {
  switch (v) {
    case 1: return "one";
    case 2: return "two";
    case 3: return "three";
    case 4: return "four";
    case 5: return "five";
    case 6: return "six";
    case 7: return "seven";
    case 8: return "eight";
    case "1": return "string one";
    case "2": return "string two";
    case "3": return "string three";
    case "4": return "string four";
    case "5": return "string five";
    case "6": return "string six";
    case "7": return "string seven";
    case "8": return "string eight";
    default: return "neither";
  }
}
console.log([1, "1", 8, "8", 9, "9", new Number(1), false].map((v) => mixed(v)).join(" "));

// The discriminant is evaluated once, before any test; the cases see the
// scope of the whole switch body.
let evaluated = 0;
function next(): number {
  evaluated++;
  return 7;
}
switch (next()) {
  case 0: case 1: case 2: case 3: case 4: case 5: case 6:
  case 8: case 9: case 10: case 11: case 12: case 13: case 14: case 15:
    console.log("wrong");
    break;
  case 7: {
    let inner = "seven";
    console.log(inner, evaluated);
  }
}

// In a loop, with break and continue, in a generator and an async function.
let total = 0;
outer: for (let i = 0; i < 40; i++) {
  switch (i % 20) {
    case 0: case 1: case 2: case 3: continue;
    case 4: case 5: case 6: case 7: total += 1; break;
    case 8: case 9: case 10: case 11: total += 10; break;
    case 12: case 13: case 14: case 15: total += 100; break;
    case 16: case 17: if (i > 30) break outer; total += 1000; break;
  }
}
console.log("total", total);
function* tokens(src: string) {
  for (const ch of src) {
    switch (ch) {
      case "(": yield "lparen"; break;
      case ")": yield "rparen"; break;
      case "+": yield "plus"; break;
      case "-": yield "minus"; break;
      case "*": yield "star"; break;
      case "/": yield "slash"; break;
      case "=": yield "eq"; break;
      case "<": yield "lt"; break;
      case ">": yield "gt"; break;
      case "!": yield "bang"; break;
      case "&": yield "amp"; break;
      case "|": yield "pipe"; break;
      case "^": yield "caret"; break;
      case "%": yield "percent"; break;
      case ",": yield "comma"; break;
      case ";": yield "semi"; break;
      case " ": break;
      default: yield "char:" + ch;
    }
  }
}
console.log([...tokens("(a + b) * c; x != y | z%2")].join(" "));
async function classify(n: number): Promise<string> {
  await null;
  switch (n) {
    case 100: case 101: case 102: case 103: case 104: case 105: case 106: case 107:
      return "1xx";
    case 200: case 201: case 202: case 203: case 204: case 205: case 206: case 207:
      return "2xx";
    case 404: return "not found";
    default: return "other";
  }
}
Promise.all([100, 204, 404, 500].map(classify)).then((r) => console.log(r));
