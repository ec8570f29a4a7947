// The longest minor-collection pause with a large live set: about 300 000
// long-lived records (tens of MB) stay reachable while 4 million
// short-lived objects come and go, and every thousandth step stores a young
// object into an old record (the remembered set). `KILN_GC_STATS=1` prints
// max_minor_pause_us. The live set is made by JSON.parse, which builds it
// without collecting (in node too), so the minor pauses measured are those
// of the churn over a large old heap, not the copying of the live set.
const parts: string[] = [];
for (let i = 0; i < 300000; i++) parts.push(`{"id":${i},"name":"rec${i % 1000}","tag":null}`);
const live: { id: number; name: string; tag: { v: number } | null }[] = JSON.parse("[" + parts.join(",") + "]");
parts.length = 0;
let sum = 0;
for (let round = 0; round < 4000000; round++) {
  const tmp = { a: round, b: [round, round + 1] };
  sum = (sum + tmp.a + tmp.b[1]) % 1000003;
  if (round % 1000 == 0) live[round % live.length].tag = { v: round };
}
let tags = 0;
for (const r of live) if (r.tag) tags += r.tag.v % 7;
console.log(live.length, sum, tags, live[live.length - 1].id);
