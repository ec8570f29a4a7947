//! Call sites: speculation on the compiled functions a call may reach
//! (the direct entries `kl_dN`/`kl_nN` behind a callee test through a
//! cache), and the built-ins whose common case runs inline at a method
//! call (`a.push(v)`, `Math.f(x)`).

use super::FnEmitter;
use crate::ir::*;
use std::fmt::Write;

impl FnEmitter<'_> {
    /// Wraps `call` in a test for each compiled candidate: a match calls
    /// its direct entry (`head` gives its name and leading arguments) with
    /// the call's arguments `vals` by value, missing ones undefined. The
    /// generic `call` reads them from the outgoing slots (`&fr[out_base]`),
    /// where a callee that collects finds them moved: they are stored
    /// there on its path alone (`new Point(i, i)` with its constructor
    /// compiled: two stores fewer, bench/probe alloc).
    pub(super) fn speculate(
        &mut self,
        call: String,
        fv: &str,
        cands: &[FuncId],
        vals: &[String],
        head: impl Fn(FuncId) -> String,
    ) -> String {
        let base = self.frame.out_base as usize;
        let stores: Vec<String> = vals
            .iter()
            .enumerate()
            .map(|(i, v)| format!("fr[{}] = {v}", base + i))
            .collect();
        if cands.is_empty() {
            for store in &stores {
                self.line(&format!("{store};"));
            }
            return call;
        }
        let stored: String = stores.iter().map(|s| format!("{s}, ")).collect();
        let mut call = format!("({stored}{call})");
        for &cand in cands.iter().rev() {
            let mut direct = head(cand);
            for i in 0..self.m.func(cand).params.len() {
                match vals.get(i) {
                    Some(v) => write!(direct, ", {v}").unwrap(),
                    None => direct.push_str(", KL_UNDEFINED"),
                }
            }
            let test = self.callee_test(fv, cand);
            call = format!("({test} ? {direct}) : {call})");
        }
        call
    }

    /// The test that the callee `fv` is a function object of `cand`,
    /// through a fresh callee cache (a hidden global after the program's).
    fn callee_test(&mut self, fv: &str, cand: FuncId) -> String {
        let slot = self.m.globals.len() + self.strs.new_fn_cache() as usize;
        format!(
            "kl_fn_is_cached({fv}, &kl_info{}, &kl_globals[{slot}])",
            cand.0
        )
    }
}

/// The kiln.h `KL_MATH_*` constant of a one-argument Math function whose
/// calls `kl_call_math1` can run inline (by method name: the callee is
/// checked at run time).
pub(super) fn math_id(name: &[u16]) -> Option<&'static str> {
    const IDS: [(&str, &str); 13] = [
        ("sqrt", "KL_MATH_SQRT"),
        ("floor", "KL_MATH_FLOOR"),
        ("ceil", "KL_MATH_CEIL"),
        ("abs", "KL_MATH_ABS"),
        ("trunc", "KL_MATH_TRUNC"),
        ("round", "KL_MATH_ROUND"),
        ("sin", "KL_MATH_SIN"),
        ("cos", "KL_MATH_COS"),
        ("tan", "KL_MATH_TAN"),
        ("exp", "KL_MATH_EXP"),
        ("log", "KL_MATH_LOG"),
        ("atan", "KL_MATH_ATAN"),
        ("sign", "KL_MATH_SIGN"),
    ];
    let name = String::from_utf16(name).ok()?;
    IDS.iter().find(|(n, _)| *n == name).map(|&(_, id)| id)
}

/// The kiln.h `KL_MATH_*` constant of `Math.max` and `Math.min`, whose
/// two-argument calls `kl_call_math2` can run inline.
pub(super) fn math2_id(name: &[u16]) -> Option<&'static str> {
    match String::from_utf16(name).ok()?.as_str() {
        "max" => Some("KL_MATH_MAX"),
        "min" => Some("KL_MATH_MIN"),
        _ => None,
    }
}
