// SyntaxErrors of the constructor, as node words them, and TypeErrors of
// the prototype methods on wrong receivers.
const bad: [string, string][] = [
  ["(", ""], ["(", "g"], [")", ""], ["a**", ""], ["+a", ""], ["a{2,1}", ""], ["[b-a]", ""], ["[", ""], ["\\", ""],
  ["(?<a", ""], ["\\k<a>(?<b>x)", ""], ["(?<a>x)(?<a>y)", ""], ["\\p{Foo}", "u"], ["{", "u"], ["(?:a", ""],
  ["a", "gg"], ["a", "x"], ["a", "uv"], ["\\1", "u"], ["x{2}{3}", ""],
];
for (const [p, f] of bad) {
  try { new RegExp(p, f); console.log("ok", p); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
const d = (n: string) => Object.getOwnPropertyDescriptor(RegExp.prototype, n)!.get!;
const tries: (() => unknown)[] = [
  () => d("global").call({}), () => d("flags").call(1), () => d("source").call({}),
  () => RegExp.prototype.exec.call({}, "a"), () => RegExp.prototype.toString.call(1),
  () => RegExp.prototype.toString.call({ source: "x", flags: "q" }), () => d("flags").call({ global: true, sticky: 1 }),
];
for (const t of tries) {
  try { console.log(t()); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
