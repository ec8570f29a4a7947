// A fake async database with latency simulated by microtask chains: inserts, queries, transactions with rollback.
async function latency(ticks: number): Promise<void> {
  for (let i = 0; i < ticks; i++) await null;
}
interface Row { id: number; name: string; dept: string; salary: number }
class FakeDb {
  private rows = new Map<number, Row>();
  private nextId = 1;
  queries = 0;
  async insert(r: Omit<Row, "id">): Promise<Row> {
    await latency(2);
    this.queries++;
    const row = { id: this.nextId++, ...r };
    this.rows.set(row.id, row);
    return row;
  }
  async find(pred: (r: Row) => boolean): Promise<Row[]> {
    await latency(3);
    this.queries++;
    return [...this.rows.values()].filter(pred).map((r) => ({ ...r }));
  }
  async update(id: number, patch: Partial<Row>): Promise<Row> {
    await latency(1);
    this.queries++;
    const row = this.rows.get(id);
    if (!row) throw new Error(`row ${id} not found`);
    Object.assign(row, patch);
    return { ...row };
  }
  async transaction<T>(work: (db: FakeDb) => Promise<T>): Promise<T> {
    const snapshot = new Map([...this.rows].map(([k, v]) => [k, { ...v }]));
    const savedId = this.nextId;
    try {
      return await work(this);
    } catch (e) {
      this.rows = snapshot;
      this.nextId = savedId;
      throw e;
    }
  }
}
const db = new FakeDb();
const staff: Omit<Row, "id">[] = [
  { name: "ada", dept: "eng", salary: 120 }, { name: "bob", dept: "ops", salary: 90 },
  { name: "cyd", dept: "eng", salary: 105 }, { name: "dan", dept: "sales", salary: 80 },
];
const inserted = await Promise.all(staff.map((s) => db.insert(s)));
console.log("inserted ids:", inserted.map((r) => r.id));
const eng = await db.find((r) => r.dept === "eng");
console.log("eng:", eng.map((r) => r.name));
console.log("raise:", await db.update(3, { salary: 110 }));
try {
  await db.update(42, { salary: 1 });
} catch (e) {
  console.log("update failed:", (e as Error).message);
}
const moved = await db.transaction(async (tx) => {
  await tx.update(2, { dept: "eng" });
  return tx.insert({ name: "eve", dept: "eng", salary: 99 });
});
console.log("committed:", moved.name, moved.id);
try {
  await db.transaction(async (tx) => {
    await tx.update(1, { salary: 0 });
    await tx.insert({ name: "ghost", dept: "none", salary: 0 });
    throw new Error("validation failed");
  });
} catch (e) {
  console.log("rolled back:", (e as Error).message);
}
const all = await db.find(() => true);
for (const r of all) console.log(`  ${r.id} ${r.name.padEnd(5)} ${r.dept.padEnd(6)} ${r.salary}`);
const byDept = new Map<string, number>();
for (const r of all) byDept.set(r.dept, (byDept.get(r.dept) ?? 0) + r.salary);
console.log("payroll by dept:", Object.fromEntries(byDept));
const [rich, poor] = await Promise.all([db.find((r) => r.salary >= 100), db.find((r) => r.salary < 100)]);
console.log("salary >= 100:", rich.map((r) => r.name).join(", "));
console.log("salary < 100:", poor.map((r) => r.name).join(", "));
console.log("queries executed:", db.queries);
