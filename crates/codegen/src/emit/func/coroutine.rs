//! The two C functions of a coroutine: which blocks each holds, the
//! resume entry's dispatch on the resume point (restoring what the
//! suspension saved), and the suspension itself (saving what is live into
//! its resume block in the state object).

use super::{FnEmitter, Repr, convert};
use crate::ir::*;
use std::fmt::Write;

/// The C prototype of a coroutine's resume entry: (its state object, the
/// resume point it is suspended at, how it is resumed, the value sent).
pub(in crate::emit) fn resume_prototype(fid: FuncId) -> String {
    format!(
        "KL_FN KlValue kl_r{}(KlThread *th, KlValue co, uint32_t point, int mode, KlValue sent)",
        fid.0
    )
}

/// Which of a function's C functions is being emitted.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Part {
    /// `kl_fN`: from the entry block (a coroutine's, up to its first
    /// suspension).
    Call,
    /// `kl_rN`: a coroutine's resume entry, from its resume blocks.
    Resume,
}

/// The blocks reachable from `roots` through jumps and exception edges,
/// and through suspensions' resume edges only when `resumed`.
pub(super) fn part_blocks(f: &Func, roots: &[BlockId], resumed: bool) -> Vec<bool> {
    let mut seen = vec![false; f.blocks.len()];
    let mut stack = roots.to_vec();
    while let Some(b) = stack.pop() {
        if std::mem::replace(&mut seen[b.index()], true) {
            continue;
        }
        let block = f.block(b);
        match block.term {
            Term::Suspend(_, r) if resumed => stack.push(r),
            Term::Suspend(..) => {}
            ref t => stack.extend(t.successors()),
        }
        stack.extend(block.handler);
    }
    seen
}

impl FnEmitter<'_> {
    /// The resume entry's start: the state object into its variable, then
    /// the variables saved at the suspension it names, and a jump to its
    /// resume block.
    pub(super) fn dispatch(&mut self) {
        let co = self.f.coroutine.expect("a coroutine");
        let state = self.var(co.state);
        let to = self.frame.repr[co.state.index()];
        let state_line = format!("{state} = {};", convert("co".into(), Repr::Val, to));
        self.line(&state_line);
        self.line("switch (point) {");
        let mut resumes: Vec<(BlockId, Vec<VarId>)> = self
            .frame
            .saved
            .iter()
            .map(|(b, v)| (*b, v.clone()))
            .collect();
        resumes.sort();
        for (b, vars) in resumes {
            let point = self.resume_point(b);
            let mut body = String::new();
            if !vars.is_empty() {
                body.push_str("const KlValue *sv = kl_co_saved(co); ");
            }
            for (i, v) in vars.iter().enumerate() {
                let to = self.frame.repr[v.index()];
                write!(
                    body,
                    "{} = {}; ",
                    self.var(*v),
                    convert(format!("sv[{i}]"), Repr::Val, to)
                )
                .unwrap();
            }
            self.line(&format!("case {point}: {{ {body}goto b{}; }}", b.0));
        }
        self.line("default: __builtin_unreachable();");
        self.line("}");
    }

    /// The resume point of a suspension that resumes at block `r`.
    fn resume_point(&self, r: BlockId) -> u32 {
        if self.initial_resume == Some(r) {
            0
        } else {
            r.0
        }
    }

    /// Saves what is live into resume block `r` in the state object,
    /// records `r` as the resume point and returns `value`. Nothing here
    /// allocates, so nothing collects between the stores.
    pub(super) fn suspend(&mut self, value: Operand, r: BlockId) {
        let co = self.f.coroutine.expect("only coroutines suspend");
        let state = self.val(Operand::Var(co.state));
        let vars = self.frame.saved.get(&r).cloned().unwrap_or_default();
        let mut code = String::from("{ ");
        if !vars.is_empty() {
            write!(code, "KlRecord *sv = kl_co_store({state}); ").unwrap();
        }
        for (i, v) in vars.iter().enumerate() {
            let x = self.val(Operand::Var(*v));
            write!(code, "kl_co_save(th, sv, {i}, {x}); ").unwrap();
        }
        let v = self.val(value);
        let point = self.resume_point(r);
        write!(code, "kl_co_suspend({state}, {point}); ").unwrap();
        // An async function's call runs its body at once: its first
        // suspension hands the state to the runtime, which resumes it and
        // returns its promise.
        let v = if point == 0 && co.kind == CoKind::Async {
            format!("kl_async_start(th, {state})")
        } else {
            v
        };
        if self.frame.nslots > 0 {
            write!(
                code,
                "KlValue ret = {v}; kl_pop_frame(th, fr); return ret; }}"
            )
            .unwrap();
        } else {
            write!(code, "return {v}; }}").unwrap();
        }
        self.line(&code);
    }
}
