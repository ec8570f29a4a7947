// Character classes, escapes, quantifiers (greedy and lazy), alternation
// and anchors.
console.log("aaa".match(/a+?/)![0], "aaa".match(/a{2,}/)![0], "<a><b>".match(/<.*?>/g), "<a><b>".match(/<.*>/)![0]);
console.log("x-y_z 9".match(/[\w-]+/g), "tab\there".split(/\t/), /[^\d\s]+/.exec("12 ab 3")![0], /\x41\u0042\103/.test("ABC"));
console.log("cat bat rat".match(/[bc]at|rat/g), /^(?:a|ab)c$/.test("abc"), /(a|ab)(c|bcd)(d*)/.exec("abcd"));
console.log("a{1}b".match(/\{1\}/)![0], /a{,2}/.test("a{,2}"), /]/.test("]"), /[\]]/.test("]"), /\cJ/.test("\n"));
console.log("2001:db8::1".split(/:+/), "AbCdEf".replace(/[A-Z]/g, (c) => "_" + c.toLowerCase()));
