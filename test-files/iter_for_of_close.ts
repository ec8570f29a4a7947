// for…of closes the iterator on break, return, outer continue and throw; arrays, strings, destructuring heads.
class Range {
  constructor(private lo: number, private hi: number) {}
  [Symbol.iterator]() {
    let i = this.lo; const hi = this.hi;
    return {
      next: () => (i < hi ? { value: i++, done: false } : { value: undefined, done: true }),
      return: () => { console.log("closed at", i); return { done: true }; },
    };
  }
}
for (const x of new Range(0, 3)) console.log(x);
for (const x of new Range(0, 10)) { if (x == 2) break; console.log("b", x); }
function f(): number { for (const x of new Range(5, 10)) { if (x == 6) return x; } return -1; }
console.log(f());
try { for (const x of new Range(0, 5)) { if (x == 1) throw new Error("boom"); } } catch (e) { console.log((e as Error).message); }
outer: for (const a of [1, 2]) { for (const b of new Range(0, 5)) { if (b == 1) continue outer; console.log(a, b); } }
for (const [k, v] of [["a", 1], ["b", 2]] as [string, number][]) console.log(k, v);
for (const ch of "h😀i") console.log(ch);
const arr = [1, 2, 3]; for (const x of arr) { if (x == 1) arr.push(4); console.log("arr", x); }
const fs: (() => number)[] = []; for (const x of [7, 8]) fs.push(() => x); console.log(fs[0](), fs[1]());
let y; for (y of [9]) ; console.log(y);
