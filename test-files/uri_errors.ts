// URIError: URI malformed for every kind of bad input, caught; and the
// valid neighbours of each.
function attempt(label: string, f: () => string): void {
  try {
    console.log(label, "=>", f());
  } catch (e) {
    const err = e as Error;
    console.log(label, "threw", String(err), err instanceof URIError, err.name);
  }
}
const enc: string[] = ["\ud800", "\udbff", "\udc00", "\udfff", "a\ud800b", "\udc00\ud800", "\ud800\ud800", "\ud83d\ude00", "x\ud83d"];
for (let i = 0; i < enc.length; i++) {
  attempt("encodeURIComponent #" + i, () => encodeURIComponent(enc[i]));
  attempt("encodeURI #" + i, () => encodeURI(enc[i]));
}
const dec: string[] = [
  "%", "%4", "%G0", "%0G", "%%41", "abc%", "%E2%82", "%E2%82%", "%E2%82%A", "%E2%82AC",
  "%E2%28%A1", "%80", "%BF", "%C0%80", "%C1%BF", "%C2%80", "%E0%80%80", "%E0%A0%80",
  "%ED%A0%80", "%ED%BF%BF", "%ED%9F%BF", "%EE%80%80", "%F0%80%80%80", "%F0%90%80%80",
  "%F4%8F%BF%BF", "%F4%90%80%80", "%F5%80%80%80", "%F8%88%80%80%80", "%FE", "%FF",
  "%C2%41", "%E2%82%41", "%2", "%25%", "%2F%",
];
for (let i = 0; i < dec.length; i++) {
  attempt("decodeURIComponent " + dec[i], () => encodeURIComponent(decodeURIComponent(dec[i])));
  attempt("decodeURI " + dec[i], () => encodeURI(decodeURI(dec[i])));
}
