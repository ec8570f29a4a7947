// node 20 (V8 11.3) predates duplicate named groups in distinct
// alternatives and pattern modifiers: both are SyntaxErrors.
for (const [p, f] of [["(?<y>a)|(?<y>b)", ""], ["(?<y>a)(?<y>b)", ""], ["(?i:a)b", ""], ["(?-i:a)b", "i"], ["(?m:^a)", ""], ["(?s:.)", ""], ["(?:a)", ""], ["(?<n>a)\\k<n>", ""], ["(?<y>a)|(?<z>b)", "u"]]) {
  try {
    console.log(String(new RegExp(p, f)), new RegExp(p, f).exec("aab"));
  } catch (e: any) {
    console.log(e.constructor.name, e.message);
  }
}
