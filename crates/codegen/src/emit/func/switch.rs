//! The case lookup of a `switch` over constants (`Rv::CaseIndex`): a C
//! `switch` on an int32 discriminant and a binary search among the string
//! cases, where the chain of strict-equality tests made gcc's time grow
//! with the square of the cases (5 000 cases: 54 s at -O2; bench/compile).

use super::FnEmitter;
use crate::ir::*;
use std::fmt::Write;

impl FnEmitter<'_> {
    /// The name of the lookup function of case table `t`, emitted with
    /// the helpers on first use: `int32_t kl_caseN(KlValue)` returns the
    /// position of the first case whose test is strictly equal, or -1.
    pub(super) fn case_index_fn(&mut self, t: CaseTableId) -> String {
        let name = format!("kl_case{}", t.0);
        if !self.strs.cases.insert(t) {
            return name;
        }
        let table = &self.m.case_tables[t.index()];
        // The first case of each value wins, as the tests run in order.
        let mut ints: Vec<(i32, u32)> = Vec::new();
        let mut strs: Vec<(Vec<u16>, u32)> = Vec::new();
        for &(c, pos) in table {
            match c {
                Const::Num(d) => {
                    let v = d as i32;
                    if !ints.iter().any(|e| e.0 == v) {
                        ints.push((v, pos));
                    }
                }
                Const::Str(s) => {
                    let units = self.m.strings.get(s).to_vec();
                    if !strs.iter().any(|e| e.0 == units) {
                        strs.push((units, pos));
                    }
                }
                _ => unreachable!("a case table holds numbers and strings"),
            }
        }
        // The runtime's binary search compares as `string::cmp` does: by
        // UTF-16 code units.
        strs.sort();
        let mut out = String::new();
        if !strs.is_empty() {
            let refs: Vec<String> = strs
                .iter()
                .map(|(u, _)| format!("&{}", self.strs.name(u)))
                .collect();
            let pos: Vec<String> = strs.iter().map(|e| e.1.to_string()).collect();
            writeln!(
                out,
                "static const void *const {name}s[] = {{{}}};\nstatic const int32_t {name}p[] = {{{}}};",
                refs.join(", "),
                pos.join(", ")
            )
            .unwrap();
        }
        writeln!(out, "static int32_t {name}(KlValue d) {{").unwrap();
        if !ints.is_empty() {
            out.push_str(
                "  if (kl_is_number(d)) {\n    double x = kl_num(d);\n    \
                 if (!(x >= -2147483648.0 && x <= 2147483647.0) || (double)(int32_t)x != x) return -1;\n    \
                 switch ((int32_t)x) {\n",
            );
            for (v, pos) in &ints {
                writeln!(out, "    case {v}: return {pos};").unwrap();
            }
            out.push_str("    default: return -1;\n    }\n  }\n");
        }
        if !strs.is_empty() {
            writeln!(
                out,
                "  if (kl_is_string(d)) return kl_case_string(d, {name}s, {name}p, {});",
                strs.len()
            )
            .unwrap();
        }
        out.push_str("  return -1;\n}\n");
        self.strs.helpers.push_str(&out);
        name
    }
}
