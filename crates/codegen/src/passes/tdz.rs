//! Definite initialisation: a TDZ check on a binding that every path has
//! already initialised is dropped, and a binding with no check left never
//! holds the TDZ marker. Module-level bindings are analysed inside the
//! module body only; other functions keep their checks.

use crate::ir::*;
use std::collections::HashSet;

/// A set of places, as a bitset over the function's variables followed by
/// the module's globals.
#[derive(Clone, PartialEq, Eq)]
struct Init(Vec<u64>);

impl Init {
    fn empty(n: usize) -> Init {
        Init(vec![0; n.div_ceil(64)])
    }
    fn full(n: usize) -> Init {
        Init(vec![u64::MAX; n.div_ceil(64)])
    }
    fn has(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }
    fn set(&mut self, i: usize, on: bool) {
        if on {
            self.0[i / 64] |= 1 << (i % 64);
        } else {
            self.0[i / 64] &= !(1 << (i % 64));
        }
    }
    fn meet(&mut self, o: &Init) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a &= *b;
        }
    }
}

pub fn remove_redundant_checks(m: &mut Module) {
    let nglobals = m.globals.len();
    for f in &mut m.funcs {
        remove_in(f, nglobals);
    }
    // Drop the TDZ marker of bindings no check reads any more.
    let mut checked_vars: Vec<HashSet<VarId>> = Vec::new();
    let mut checked_globals = HashSet::new();
    for f in &m.funcs {
        let mut vars = HashSet::new();
        for b in &f.blocks {
            for i in &b.insts {
                match i {
                    Inst::CheckInit(Place::Var(v), ..) => {
                        vars.insert(*v);
                    }
                    Inst::CheckInit(Place::Global(g), ..) => {
                        checked_globals.insert(*g);
                    }
                    _ => {}
                }
            }
        }
        // A derived constructor's `this` is observed by its own checks
        // (CheckThis, CheckSuperOnce, the constructor result).
        if let (FuncKind::ClassConstructor { derived: true }, Some(t)) = (f.kind, f.this_var) {
            vars.insert(t);
        }
        checked_vars.push(vars);
    }
    for (f, checked) in m.funcs.iter_mut().zip(&checked_vars) {
        for b in &mut f.blocks {
            b.insts.retain(|i| match i {
                Inst::Assign(v, Rv::Use(Operand::Const(Const::Uninit))) => checked.contains(v),
                Inst::SetGlobal(g, Operand::Const(Const::Uninit)) => checked_globals.contains(g),
                _ => true,
            });
        }
    }
}

fn place_index(nvars: usize, p: Place) -> usize {
    match p {
        Place::Var(v) => v.index(),
        Place::Global(g) => nvars + g.index(),
    }
}

/// Applies one instruction to the set of initialised places.
fn transfer(state: &mut Init, nvars: usize, is_main: bool, inst: &Inst) {
    match inst {
        Inst::Assign(v, rv) => state.set(v.index(), *rv != Rv::Use(Operand::Const(Const::Uninit))),
        Inst::SetGlobal(g, op) if is_main => {
            state.set(nvars + g.index(), *op != Operand::Const(Const::Uninit))
        }
        Inst::CheckInit(p, ..) if is_main || matches!(p, Place::Var(_)) => {
            state.set(place_index(nvars, *p), true)
        }
        _ => {}
    }
}

fn remove_in(f: &mut Func, nglobals: usize) {
    let nvars = f.vars.len();
    let n = nvars + nglobals;
    let nb = f.blocks.len();
    if nb == 0 {
        return;
    }
    let mut state_in: Vec<Init> = vec![Init::full(n); nb];
    state_in[0] = Init::empty(n);
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..nb {
            let mut s = state_in[b].clone();
            let block = &f.blocks[b];
            // An exception can leave the block before any of its stores.
            if let Some(h) = block.handler {
                let mut hs = state_in[h.index()].clone();
                hs.meet(&s);
                if hs != state_in[h.index()] {
                    state_in[h.index()] = hs;
                    changed = true;
                }
            }
            for inst in &block.insts {
                transfer(&mut s, nvars, f.is_main, inst);
            }
            for succ in block.term.successors() {
                let mut ns = state_in[succ.index()].clone();
                ns.meet(&s);
                if ns != state_in[succ.index()] {
                    state_in[succ.index()] = ns;
                    changed = true;
                }
            }
        }
    }
    for (b, block) in f.blocks.iter_mut().enumerate() {
        let mut s = state_in[b].clone();
        let mut keep = Vec::with_capacity(block.insts.len());
        for inst in block.insts.drain(..) {
            let redundant = match &inst {
                Inst::CheckInit(p @ Place::Var(_), ..) => s.has(place_index(nvars, *p)),
                Inst::CheckInit(p @ Place::Global(_), ..) => {
                    f.is_main && s.has(place_index(nvars, *p))
                }
                _ => false,
            };
            transfer(&mut s, nvars, f.is_main, &inst);
            if !redundant {
                keep.push(inst);
            }
        }
        block.insts = keep;
    }
}
