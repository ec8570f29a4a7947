// atob and btoa, node 20's globals: base64 of Latin-1 strings, WHATWG's
// forgiving decoding (whitespace, missing padding), and node's errors.
console.log(btoa("hello"), btoa("é\u00ff"), btoa(""), btoa(123 as any), btoa(null as any), btoa("a\u0000b"));
console.log(atob("aGVsbG8="), atob(" aGVs\nbG8\t"), atob("aGk"), JSON.stringify(atob("/w==")), atob(""), atob("YQ"));
console.log(atob(btoa("round trip ÿ")), [...atob("AAEC/w==")].map((c) => c.charCodeAt(0)));
for (const f of [
  () => btoa("€"),
  () => atob("a"),
  () => atob("a*bc"),
  () => atob("aGk=="),
  () => atob("aG=k"),
  () => atob("aGk==="),
  () => (atob as any)(),
  () => (btoa as any)(),
]) {
  try {
    console.log("ok", JSON.stringify(f()));
  } catch (e) {
    const err = e as Error & { code?: number | string };
    console.log(err.name, err.code, err.message);
  }
}
console.log(typeof atob, atob.name, atob.length, btoa.name);
