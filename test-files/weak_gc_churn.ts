// Many short-lived keys: the collector drops their entries while the live
// keys keep theirs (the entries that died are not observable, only that
// nothing breaks and live keys still answer).
const wm = new WeakMap<object, number>();
const ws = new WeakSet<object>();
const live: object[] = [];
for (let i = 0; i < 20000; i++) {
  const k = { i, payload: 'p' + i };
  wm.set(k, i);
  ws.add(k);
  if (i % 1000 === 0) live.push(k);
}
let ok = 0;
for (let j = 0; j < live.length; j++) if (wm.get(live[j]) === j * 1000 && ws.has(live[j])) ok++;
console.log(ok, live.length);
const chain = new WeakMap<object, object>();
let head: any = { n: 0 };
const first = head;
for (let i = 1; i < 1000; i++) { const next = { n: i }; chain.set(head, next); head = next; }
let cur: any = first, steps = 0;
while (chain.has(cur)) { cur = chain.get(cur); steps++; }
console.log(steps, cur.n);
const selfRef = new WeakMap<object, object>();
for (let i = 0; i < 5000; i++) { const k = { i }; selfRef.set(k, { back: k }); }
const keep = { keep: true };
selfRef.set(keep, { back: keep });
console.log((selfRef.get(keep) as any).back === keep);
