// Union, intersection, difference and subset by hand (node 20 has no
// Set.prototype.union), and dedupe of an array in first-seen order.
const union = <T,>(a: Set<T>, b: Set<T>) => { const r = new Set(a); b.forEach((x) => r.add(x)); return r; };
const inter = <T,>(a: Set<T>, b: Set<T>) => { const r = new Set<T>(); a.forEach((x) => { if (b.has(x)) r.add(x); }); return r; };
const diff = <T,>(a: Set<T>, b: Set<T>) => { const r = new Set<T>(); a.forEach((x) => { if (!b.has(x)) r.add(x); }); return r; };
const subset = <T,>(a: Set<T>, b: Set<T>) => { let ok = true; a.forEach((x) => { if (!b.has(x)) ok = false; }); return ok; };
const a = new Set([1, 2, 3, 4]), b = new Set([3, 4, 5]);
console.log(union(a, b), inter(a, b), diff(a, b), diff(b, a));
console.log(subset(new Set([3, 4]), a), subset(b, a), subset(new Set(), b));
console.log((Set.prototype as any).union, (Set.prototype as any).intersection);
const words = 'the quick brown fox jumps over the lazy dog the end'.split(' ');
const uniq = new Set(words);
const out: string[] = [];
uniq.forEach((w) => out.push(w));
console.log(out.join(' '), uniq.size, words.length);
const seen = new Set<string>();
const dupes: string[] = [];
for (let i = 0; i < words.length; i++) { if (seen.has(words[i])) dupes.push(words[i]); seen.add(words[i]); }
console.log(dupes);
