// Lookahead, lookbehind (positive and negative), numbered and named
// backreferences.
console.log("$10 €20 $30".match(/(?<=\$)\d+/g), "$10 €20 $30".match(/(?<!\$)\b\d+/g));
console.log("price: 100 dollars".replace(/\d+(?= dollars)/, "N"), "a1b2c3".replace(/[a-z](?!2)/g, "_"));
console.log(/(\w)\1/.exec("abccd"), /(?<ch>\w)\k<ch>/.exec("xyzzy")!.groups);
console.log("aa bb cd".match(/(\w)\1/g), /(a)|\1b/.exec("b"), /\1(a)/.exec("aa"));
console.log("abcabc".replace(/(?<first>a)(b)/g, "[$<first>|$2|$1]"), /(?<=(\d)(\d))x/.exec("12x"));
console.log("xyx".replace(/(?<=x)y/, "-"), "ab".match(/(?<=a)b|(?<=b)a/g), /(?<!a)b/.test("ab"));
