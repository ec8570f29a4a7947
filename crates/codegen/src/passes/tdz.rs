//! Definite initialisation: a TDZ check on a binding that every path has
//! already initialised is dropped, and a binding with no check left never
//! holds the TDZ marker. Module-level bindings are analysed inside the
//! module body only; other functions keep their checks.

use crate::ir::*;
use std::collections::{HashMap, HashSet};

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
    for f in &mut m.funcs {
        remove_in(f);
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

/// The places a function's analysis tracks, each with its bit: those its
/// checks name (a variable, or in the module body a global). The others
/// cannot make a check redundant, and a universe of every variable and
/// global made the analysis quadratic in the program's size: a 20 000-
/// statement script's body (70 000 variables, thousands of globals, each
/// closure's blocks carrying a bit for every global) spent 120 s here.
struct Places {
    vars: HashMap<VarId, usize>,
    globals: HashMap<GlobalId, usize>,
}

impl Places {
    fn of(f: &Func) -> Places {
        let mut p = Places {
            vars: HashMap::new(),
            globals: HashMap::new(),
        };
        for b in &f.blocks {
            for i in &b.insts {
                match i {
                    Inst::CheckInit(Place::Var(v), ..) => {
                        let n = p.len();
                        p.vars.entry(*v).or_insert(n);
                    }
                    Inst::CheckInit(Place::Global(g), ..) if f.is_main => {
                        let n = p.len();
                        p.globals.entry(*g).or_insert(n);
                    }
                    _ => {}
                }
            }
        }
        p
    }
    fn len(&self) -> usize {
        self.vars.len() + self.globals.len()
    }
    fn bit(&self, p: Place) -> Option<usize> {
        match p {
            Place::Var(v) => self.vars.get(&v).copied(),
            Place::Global(g) => self.globals.get(&g).copied(),
        }
    }
}

/// Applies one instruction to the set of initialised places.
fn transfer(state: &mut Init, places: &Places, inst: &Inst) {
    let (place, on) = match inst {
        Inst::Assign(v, rv) => (
            Place::Var(*v),
            *rv != Rv::Use(Operand::Const(Const::Uninit)),
        ),
        Inst::SetGlobal(g, op) => (Place::Global(*g), *op != Operand::Const(Const::Uninit)),
        Inst::CheckInit(p, ..) => (*p, true),
        _ => return,
    };
    if let Some(i) = places.bit(place) {
        state.set(i, on);
    }
}

fn remove_in(f: &mut Func) {
    let places = Places::of(f);
    let n = places.len();
    let nb = f.blocks.len();
    if nb == 0 || n == 0 {
        return;
    }
    let mut state_in: Vec<Init> = vec![Init::full(n); nb];
    state_in[0] = Init::empty(n);
    let order = f.reverse_postorder();
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order {
            let b = b.index();
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
                transfer(&mut s, &places, inst);
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
                Inst::CheckInit(p, ..) => places.bit(*p).is_some_and(|i| s.has(i)),
                _ => false,
            };
            transfer(&mut s, &places, &inst);
            if !redundant {
                keep.push(inst);
            }
        }
        block.insts = keep;
    }
}
