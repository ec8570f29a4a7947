//! Integer counters: number variables kept in C as `int64_t`.
//!
//! A loop's index (`for (let i = 0; i < n; i++)`) is a double in kiln's
//! types, and every use of it as an index paid for that: the test that
//! the double is an integer in range (a conversion each way and three
//! compares), and `i & 7` the range test of ToInt32. A variable whose
//! every assignment is one of
//!
//! - an integer constant of int32 range,
//! - the result of a bitwise operator (`|`, `&`, `^`, `<<`, `>>`: an
//!   int32) or `>>>` (a uint32),
//! - a copy of another such variable (`x`, `+x`, ToNumeric of `x`),
//! - such a variable plus or minus an integer constant of at most 256,
//!
//! only ever holds integers, and holds in `int64_t` exactly the value
//! double arithmetic would give: the step is kiln.h's `kl_i64_step`, a
//! plain integer add while the value is below 2^52 in magnitude and the
//! double add (rounding as a double does) past it. Rounding stops a
//! counter's growth once its unit in the last place exceeds twice the
//! step (at 2^62 for a step of 256), so the value never leaves `int64_t`.
//! No such value is NaN, an infinity or -0 (an integer constant -0 is not
//! taken; `-1 + 1` is +0 in both arithmetics).
//!
//! The emitter reads such a variable as `((double)vN)` wherever a double
//! is wanted, and as the integer itself where that is cheaper: an index
//! (kiln.h `kl_get_index_i`), a bitwise operand, a comparison with
//! another counter or an integer constant.

use super::FnEmitter;
use super::frame::{Repr, Storage};
use crate::ir::*;
use crate::passes::infer::operand_ty;

/// The largest step `v ± c` a counter takes (see the module comment).
const MAX_STEP: f64 = 256.0;

/// Whether `d` is an integer constant a counter may start from.
fn int32_const(d: f64) -> bool {
    d.fract() == 0.0
        && (-2147483648.0..=2147483647.0).contains(&d)
        && !(d == 0.0 && d.is_sign_negative())
}

/// The step of `v ± c` with `c` an integer constant of at most
/// [`MAX_STEP`], as the signed amount added to `v`.
fn step(rv: &Rv) -> Option<(VarId, i64)> {
    let small = |c: f64| c.fract() == 0.0 && c.abs() <= MAX_STEP;
    match *rv {
        Rv::Binary(BinOp::Add, Operand::Var(v), Operand::Const(Const::Num(c)))
        | Rv::Binary(BinOp::Add, Operand::Const(Const::Num(c)), Operand::Var(v))
            if small(c) =>
        {
            Some((v, c as i64))
        }
        Rv::Binary(BinOp::Sub, Operand::Var(v), Operand::Const(Const::Num(c))) if small(c) => {
            Some((v, -(c as i64)))
        }
        Rv::Unary(UnOp::Inc, Operand::Var(v)) => Some((v, 1)),
        Rv::Unary(UnOp::Dec, Operand::Var(v)) => Some((v, -1)),
        _ => None,
    }
}

/// Whether `rv` is a bitwise operator, whose number result is an int32
/// (a uint32 for `>>>`; a variable whose type is number holds no BigInt).
fn bitwise(rv: &Rv) -> bool {
    matches!(
        rv,
        Rv::Binary(
            BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Sar | BinOp::Shr,
            _,
            _
        ) | Rv::Unary(UnOp::BitNot, _)
    )
}

/// The counters of a function, by variable index (all empty where there
/// are none).
#[derive(Default)]
pub(super) struct Counters {
    /// The `int64_t` variables.
    pub int: Vec<bool>,
    /// Those that only ever count up, and only ever count down, from an
    /// int32 or uint32 start: their values stay within 2^32 of zero on the
    /// other side, so a step needs only the test on its own side (kiln.h
    /// `kl_i64_step_up`/`kl_i64_step_down`, one compare fewer).
    pub up: Vec<bool>,
    pub down: Vec<bool>,
}

/// An assignment `dst = src` (a copy, `step` None) or `dst = src + step`.
struct Link {
    dst: VarId,
    src: VarId,
    step: Option<i64>,
}

/// The variable `rv` copies (`x`, `+x`, ToNumeric of `x`, a narrowing).
fn copy_of(rv: &Rv) -> Option<VarId> {
    match *rv {
        Rv::Use(Operand::Var(w))
        | Rv::Narrow(Operand::Var(w), _)
        | Rv::Unary(UnOp::ToNumeric | UnOp::Plus, Operand::Var(w)) => Some(w),
        _ => None,
    }
}

/// Every copy and step of `f`.
fn links(f: &Func) -> Vec<Link> {
    let mut links = Vec::new();
    for b in &f.blocks {
        for i in &b.insts {
            let Inst::Assign(dst, rv) = i else { continue };
            if let Some(src) = copy_of(rv) {
                links.push(Link {
                    dst: *dst,
                    src,
                    step: None,
                });
            } else if let Some((src, c)) = step(rv) {
                links.push(Link {
                    dst: *dst,
                    src,
                    step: Some(c),
                });
            }
        }
    }
    links
}

/// Takes out of `set` every variable a link assigns from one out of it,
/// until none is left: the greatest subset closed under the links. A
/// worklist, so a function's long chains of copies cost one pass.
fn close(set: &mut [bool], links: &[Link]) {
    let mut users: Vec<Vec<VarId>> = vec![Vec::new(); set.len()];
    for l in links {
        users[l.src.index()].push(l.dst);
    }
    let mut work: Vec<usize> = (0..set.len()).filter(|&i| !set[i]).collect();
    while let Some(i) = work.pop() {
        for d in &users[i] {
            if set[d.index()] {
                set[d.index()] = false;
                work.push(d.index());
            }
        }
    }
}

/// The variables a counter would serve as an integer: used as an index,
/// as an operand of a bitwise operator or of a comparison with a number,
/// or copied or stepped into such a variable.
fn int_uses(f: &Func, links: &[Link]) -> Vec<bool> {
    let mut used = vec![false; f.vars.len()];
    let mut mark = |o: &Operand| {
        if let Operand::Var(v) = o {
            used[v.index()] = true;
        }
    };
    let number = |o: &Operand| operand_ty(f, *o).within(Ty::NUMBER);
    for b in &f.blocks {
        for i in &b.insts {
            match i {
                Inst::Assign(_, rv) | Inst::Eval(rv) => match rv {
                    Rv::GetProp(_, PropKey::Computed(k), _) => mark(k),
                    Rv::Binary(op, a, b)
                        if bitwise(rv) || (op.is_comparison() && number(a) && number(b)) =>
                    {
                        mark(a);
                        mark(b);
                    }
                    Rv::Unary(UnOp::BitNot, a) => mark(a),
                    _ => {}
                },
                Inst::SetProp(_, PropKey::Computed(k), _, _) => mark(k),
                _ => {}
            }
        }
    }
    // Back through the links: the source of one into a variable used so
    // is used so.
    let mut sources: Vec<Vec<VarId>> = vec![Vec::new(); used.len()];
    for l in links {
        sources[l.dst.index()].push(l.src);
    }
    let mut work: Vec<usize> = (0..used.len()).filter(|&i| used[i]).collect();
    while let Some(i) = work.pop() {
        for s in &sources[i] {
            if !used[s.index()] {
                used[s.index()] = true;
                work.push(s.index());
            }
        }
    }
    used
}

/// The counters of `f`. None in a coroutine, whose variables the state
/// object saves as values.
pub(super) fn counters(f: &Func, repr: &[Repr], storage: &[Storage]) -> Counters {
    if f.coroutine.is_some() {
        return Counters::default();
    }
    let links = links(f);
    let special: Vec<VarId> = f
        .params
        .iter()
        .copied()
        .chain(f.this_var)
        .chain(f.new_target_var)
        .chain(f.callee_var)
        .collect();
    // Only a variable used as an integer somewhere gains from being one:
    // every other use converts it back to a double (bench/churn's
    // xorshift, whose `x ^ y` results are stored as numbers, +4.6% when
    // they were counters too).
    let mut int = int_uses(f, &links);
    for (i, c) in int.iter_mut().enumerate() {
        *c &= repr[i] == Repr::F64
            && storage[i] == Storage::Local
            && !special.contains(&VarId(i as u32));
    }
    // Out, a variable with an assignment of another kind (or none), then
    // whatever copies or steps from one out.
    let mut assigned = vec![false; int.len()];
    for b in &f.blocks {
        for i in &b.insts {
            let Inst::Assign(v, rv) = i else { continue };
            assigned[v.index()] = true;
            let ok = match rv {
                Rv::Use(Operand::Const(Const::Num(d))) => int32_const(*d),
                rv => bitwise(rv) || copy_of(rv).is_some() || step(rv).is_some(),
            };
            int[v.index()] &= ok;
        }
    }
    for (c, a) in int.iter_mut().zip(&assigned) {
        *c &= *a;
    }
    close(&mut int, &links);
    // One way: out, a counter with a step the other way, and whatever
    // copies or steps from one out.
    let one_way = |up: bool| {
        let mut ok = int.clone();
        for l in &links {
            if l.step.is_some_and(|c| (c >= 0) != up) {
                ok[l.dst.index()] = false;
            }
        }
        close(&mut ok, &links);
        ok
    };
    Counters {
        up: one_way(true),
        down: one_way(false),
        int,
    }
}

impl FnEmitter<'_> {
    pub(super) fn is_int(&self, v: VarId) -> bool {
        self.counters.int.get(v.index()) == Some(&true)
    }

    /// The counter itself (its `int64_t`), if the operand is one.
    pub(super) fn counter(&self, o: Operand) -> Option<String> {
        match o {
            Operand::Var(v) if self.is_int(v) => Some(self.var(v)),
            _ => None,
        }
    }

    /// Both operands as integers, when one is a counter and the other a
    /// counter or an integer constant of int32 range: a comparison of
    /// them is the integers' (no counter is NaN or -0).
    pub(super) fn int_pair(&self, a: Operand, b: Operand) -> Option<(String, String)> {
        let int = |o: Operand| match o {
            Operand::Const(Const::Num(d)) if int32_const(d) => Some(format!("{}", d as i64)),
            o => self.counter(o),
        };
        if self.counter(a).is_none() && self.counter(b).is_none() {
            return None;
        }
        Some((int(a)?, int(b)?))
    }

    /// ToInt32 of a number operand whose double is `x`.
    pub(super) fn to_i32(&self, o: Operand, x: &str) -> String {
        match self.counter(o) {
            Some(c) => format!("kl_i64_to_i32({c})"),
            None => format!("kl_d_to_i32({x})"),
        }
    }

    /// ToUint32 of a number operand whose double is `x`.
    pub(super) fn to_u32(&self, o: Operand, x: &str) -> String {
        match self.counter(o) {
            Some(c) => format!("((uint32_t)kl_i64_to_i32({c}))"),
            None => format!("kl_d_to_u32({x})"),
        }
    }

    /// `dst = rv` for a counter `dst`, in one of the forms [`counters`]
    /// admits.
    pub(super) fn assign_int(&mut self, dst: VarId, rv: &Rv) {
        let code = match (rv, copy_of(rv)) {
            (Rv::Use(Operand::Const(Const::Num(d))), _) => format!("{}", *d as i64),
            (_, Some(w)) => self.var(w),
            (rv, None) => match step(rv) {
                Some((w, c)) => {
                    let f = if c >= 0 && self.counters.up.get(w.index()) == Some(&true) {
                        "kl_i64_step_up"
                    } else if c < 0 && self.counters.down.get(w.index()) == Some(&true) {
                        "kl_i64_step_down"
                    } else {
                        "kl_i64_step"
                    };
                    format!("{f}({}, {c})", self.var(w))
                }
                None => {
                    // A bitwise operator: its int32 (or uint32) result
                    // as an integer (`int_result`), with no double between.
                    self.int_result = true;
                    let ex = self.rv(rv);
                    self.int_result = false;
                    self.finish(ex, Some(dst));
                    return;
                }
            },
        };
        let target = self.var(dst);
        self.line(&format!("{target} = {code};"));
    }
}
