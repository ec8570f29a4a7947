// V8's words for Object.fromEntries of a non-iterable and for reading
// Symbol.iterator from null or undefined.
for (const v of [{}, 5, undefined, null, "ab", true]) {
  try { console.log(Object.fromEntries(v as any)); } catch (e) { console.log((e as Error).message); }
}
for (const u of [undefined, null] as any[]) {
  try { u[Symbol.iterator]; } catch (e) { console.log((e as Error).message); }
  try { u?.[Symbol.iterator]; console.log("optional ok"); } catch (e) { console.log((e as Error).message); }
  try { u[Symbol.asyncIterator]; } catch (e) { console.log((e as Error).message); }
}
