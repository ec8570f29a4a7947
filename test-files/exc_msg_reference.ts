// ReferenceError and TDZ messages, and assignment to constants.
function t(label: string, f: () => unknown): void {
  try {
    f();
    console.log(label, "no error");
  } catch (e) {
    console.log(label, (e as Error).name, "|", (e as Error).message);
  }
}
declare const notDefinedAnywhere: number;
t("undeclared read", () => notDefinedAnywhere + 1);
t("undeclared typeof", () => typeof notDefinedAnywhere);
t("tdz let", () => { const f = () => later; f(); let later = 1; return later; });
t("tdz const", () => { const g = () => c; g(); const c = 2; return c; });
t("tdz class", () => { const h = () => new K(); h(); class K {} return K; });
t("tdz in own initialiser", () => { const f = (): number => self; let self: number = f(); return self; });
const fixed = 1;
t("const assign", () => { (fixed as any) = 2; });
t("const compound", () => { let f = () => { (fixed as any) += 1; }; f(); });
t("const in loop", () => { for (const i of [1, 2]) { (i as any)++; } });
t("after all that", () => fixed);
