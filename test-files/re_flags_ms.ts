// The m and s flags: ^ and $ at line terminators, . across them.
const t = "line1\nline2\r\nline3\u2028line4";
console.log(t.match(/^line\d$/g), t.match(/^line\d$/gm), t.match(/^line\d/gm)!.length);
console.log(/a.b/.test("a\nb"), /a.b/s.test("a\nb"), /a.b/.test("a\u2028b"), /a[^]b/.test("a\nb"), /a.b/s.flags);
console.log("x\ny".replace(/$/gm, ";"), "x\ny".replace(/^/gm, "> "), /\Ay/.test("Ay"));
console.log(/[\s]/.test("\u00a0"), /\s/.test("\ufeff"), /\d+/.exec("abc ١٢٣ 456")![0], /\bfoo\b/.test("a foo."));
