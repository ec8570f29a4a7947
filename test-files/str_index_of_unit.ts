// indexOf with a one-unit needle (kiln scans inline when the callee is the
// built-in): one- and two-byte haystacks and needles, views, arrays'
// indexOf at the same site, other needles, and an overridden indexOf.
const delims = "{}[]:,";
const found = [..."a{b]c:,€"].map((ch) => delims.indexOf(ch));
console.log(found.join(" "));
const wide = "x€y😀z";
console.log(wide.indexOf("€"), wide.indexOf("z"), wide.indexOf("\ud83d"), wide.indexOf("\ude00"), wide.indexOf("q"));
console.log("abc".indexOf("€"), "ÿa".indexOf("ÿ"), "".indexOf("a"), "abc".indexOf(""), "abcabc".indexOf("bc"));
const view = "0123456789".repeat(10).slice(5, 95);
console.log(view.indexOf("0"), view.indexOf("4"), view.indexOf("9"));
const things: any[] = ["q", [1, 2, "q"], "xyq"];
console.log(things.map((t) => t.indexOf("q")));
console.log("banana".indexOf("a", 2), (12345 as any).toString().indexOf("3"));
const orig = String.prototype.indexOf;
(String.prototype as any).indexOf = function () {
  return 99;
};
console.log(delims.indexOf(":"));
String.prototype.indexOf = orig;
console.log(delims.indexOf(":"));
