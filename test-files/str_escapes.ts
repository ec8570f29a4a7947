// String escape sequences.
console.log("newline:[a\nb]");
console.log("tab:[a\tb]");
console.log("cr-lf:[a\r\nb]".length);
console.log("backslash:[\\] quote:[\"] apos:['] [\']");
console.log("hex \x41\x42\x43 \x7e \x20|");
console.log("unicode \u0041\u00e9\u4e2d \u{1F600} \u{41} \u{0000041}");
console.log("nul length", "\0".length, "a\0b".length, "nul code is not printable:[" + "\0" + "]");
console.log("vertical tab and form feed lengths", "\v".length, "\f".length, "\b".length);
console.log("line continuation: [ab\
cd]");
console.log('single quoted "double" inside', 'and \'escaped\'');
console.log("non-escape chars: \q\w\e", "\d".length);
console.log("latin1", "\xe9\xff\xa0|".length, "caf\xe9");
console.log("BMP", "\u2603 \u20ac \u00a9 \u2122");
console.log("surrogate pair escape", "\uD83D\uDE00" === "\u{1F600}", "\uD83D\uDE00");
console.log("template escapes", `tab\there`, `dollar \${x} brace`, `backtick \``);
console.log(`template newline: [a
b]`.length);
console.log(`template with real
newline`);
console.log("mixed", "\x41\u0042\u{43}\0".length);
let s = "";
s += "\n";
s += "\t";
s += "\\";
console.log("built length", s.length, s === "\n\t\\");
console.log("empty", "", "|", '', "|", ``, "|");
console.log("unicode escapes in identifiers-free code ok:", "\u00c5ngstr\u00f6m");
