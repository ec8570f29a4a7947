// Date.parse takes any Unicode white space between words, as V8's legacy
// parser does (toLocaleString writes U+202F before AM/PM).
const d = new Date(Date.UTC(2020, 5, 15, 13, 45, 30));
console.log(Date.parse(d.toLocaleString("en-US", { timeZone: "UTC" }) + " GMT"));
console.log(Date.parse("Jan\u00a01\u00a02020"), Date.parse("2020-01-01\u3000"), Date.parse("\ufeff2020-01-01"));
console.log(Date.parse("1/1/1970, 12:00:00\u202fAM GMT"), Date.parse("Mon,\u2003Jan 6 2020 GMT"));
