//! Frame planning: where each variable of a function lives in C.
//!
//! A variable's representation follows its type (`double` for numbers,
//! `bool` for booleans, `KlValue` otherwise). A `KlValue` variable that may
//! hold a heap reference and is live across a point where the collector can
//! run (a call, a loop header's poll, the function-entry check) lives in a
//! shadow-stack slot, where the collector finds and updates it; every other
//! variable is a plain C local.

use crate::ir::*;
use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repr {
    F64,
    Bool,
    Val,
}

impl Repr {
    pub fn of(ty: Ty) -> Repr {
        if ty == Ty::NUMBER {
            Repr::F64
        } else if ty == Ty::BOOL {
            Repr::Bool
        } else {
            Repr::Val
        }
    }

    /// The C value a variable of this representation starts as.
    pub fn zero(self) -> &'static str {
        match self {
            Repr::F64 => "0.0",
            Repr::Bool => "false",
            Repr::Val => "KL_UNDEFINED",
        }
    }

    pub fn c_type(self) -> &'static str {
        match self {
            Repr::F64 => "double",
            Repr::Bool => "bool",
            Repr::Val => "KlValue",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    Local,
    Slot(u32),
}

pub struct Frame {
    pub repr: Vec<Repr>,
    pub storage: Vec<Storage>,
    pub nslots: u32,
    /// First slot of the outgoing-argument area (arguments of calls are
    /// stored there, so a callee reading them after collecting sees them
    /// moved).
    pub out_base: u32,
    /// Slots to clear after an instruction (block index, instruction
    /// index): variables it read for the last time, where a collection may
    /// still come before the function returns. A slot otherwise keeps its
    /// last reference alive until it is written again or the frame is
    /// popped: binary-trees' stretch tree (15 MB) stayed live in the
    /// module's frame to the end, and each short-lived tree until the next
    /// one was built. Only in the module's body and in functions with a
    /// loop, the frames that live long: in binary-trees' recursive `check`
    /// the three stores cost ~5% of its instructions and kept nothing
    /// alive for longer than the call.
    pub clear_after: HashMap<(usize, usize), Vec<u32>>,
    /// A coroutine's suspensions: for each resume block, the variables
    /// live into it, which the suspension saves in the state object (in
    /// this order) and the resume entry restores. The state variable
    /// itself is not among them: the resume entry receives the object.
    pub saved: HashMap<BlockId, Vec<VarId>>,
    /// The most variables any suspension saves (the state object's store).
    pub nsaved: usize,
}

/// A small bitset over variables.
#[derive(Clone, PartialEq, Eq)]
struct Set(Vec<u64>);

impl Set {
    fn new(n: usize) -> Set {
        Set(vec![0; n.div_ceil(64)])
    }
    fn add(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }
    fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }
    fn add_all(&mut self, members: &[u32]) {
        for &i in members {
            self.add(i as usize);
        }
    }
    fn union(&mut self, o: &Set) {
        for (a, b) in self.0.iter_mut().zip(&o.0) {
            *a |= *b;
        }
    }
    /// The members, a word at a time: a set over a long module body's
    /// 100 000 variables is mostly empty words.
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(|(_, bits)| **bits != 0)
            .flat_map(|(w, &bits)| {
                let mut rest = bits;
                std::iter::from_fn(move || {
                    (rest != 0).then(|| {
                        let b = rest.trailing_zeros() as usize;
                        rest &= rest - 1;
                        w * 64 + b
                    })
                })
            })
    }
}

/// Whether the collector may run during this instruction: calls, and
/// anything that can run user code (getters, setters, `valueOf`,
/// `toString`, iterators) — which depends on whether an operand may be an
/// object.
pub fn may_gc(m: &Module, f: &Func, inst: &Inst) -> bool {
    let obj = |o: &Operand| crate::passes::infer::operand_ty(f, *o).may(Ty::OBJECT);
    let rv_gc = |rv: &Rv| match rv {
        Rv::Call(..)
        | Rv::CallValue(..)
        | Rv::Construct(..)
        | Rv::SuperConstruct(..)
        | Rv::GetSuper(..)
        | Rv::ObjectRest(..)
        | Rv::InstanceOf(..) => true,
        // Any iterable but null and undefined may run JavaScript: a
        // string's `[Symbol.iterator]` can be replaced.
        Rv::IterToArray(..) => true,
        Rv::NewArray(args) => args.iter().any(|a| matches!(a, Arg::Spread(_))),
        Rv::GetProp(o, k, _) => {
            let t = crate::passes::infer::operand_ty(f, *o);
            let string_fast = t.within(Ty::STRING)
                && match k {
                    PropKey::Named(s, _) => {
                        m.strings.get(*s) == "length".encode_utf16().collect::<Vec<_>>()
                    }
                    PropKey::Computed(k) => {
                        crate::passes::infer::operand_ty(f, *k).within(Ty::NUMBER)
                    }
                };
            !string_fast
        }
        Rv::Binary(_, a, b) => obj(a) || obj(b),
        Rv::Unary(op, a) => !matches!(op, UnOp::Not | UnOp::ToBool | UnOp::Typeof) && obj(a),
        Rv::ToStr(a) => obj(a),
        Rv::HasProp(k, _, _) | Rv::DeleteProp(_, k, _) => obj(k),
        // console.log may call a `toString` (`%s`) or a getter (`%j`).
        Rv::Intrinsic(
            Intrinsic::Number
            | Intrinsic::String
            | Intrinsic::ConsoleLog
            | Intrinsic::ConsoleError
            | Intrinsic::ToPropertyKey,
            args,
        ) => args.iter().any(obj),
        // The iteration protocol calls JavaScript.
        Rv::Intrinsic(
            Intrinsic::GetIterator(_)
            | Intrinsic::GetAsyncIterator(_)
            | Intrinsic::AsyncCloseStart(_)
            | Intrinsic::PatternStep
            | Intrinsic::PatternRest
            | Intrinsic::Await
            | Intrinsic::DelegateStep
            | Intrinsic::IterDone
            | Intrinsic::ForOfStart(_)
            | Intrinsic::ForOfNextMethod
            | Intrinsic::IterStep
            | Intrinsic::ForOfClose
            | Intrinsic::ForOfCloseThrow
            | Intrinsic::IterTake(..)
            // A global's getter or setter.
            | Intrinsic::GlobalRef(..)
            | Intrinsic::GlobalSet(_)
            | Intrinsic::IterSnapshot(_)
            | Intrinsic::NodeModule(..)
            // A lazy module's body.
            | Intrinsic::ModuleEvaluate
            // A CommonJS module's body; a getter of its exports.
            | Intrinsic::CjsRequire
            | Intrinsic::CjsExport
            // A module's body, to its first `await`.
            | Intrinsic::AsyncModuleStart
            // The specifier's conversion to a string.
            | Intrinsic::DynamicImportComputed(_)
            | Intrinsic::SpreadMiddle,
            _,
        ) => true,
        _ => false,
    };
    match inst {
        Inst::Assign(_, rv) | Inst::Eval(rv) => rv_gc(rv),
        Inst::SetProp(..) | Inst::CopyProps(..) => true,
        Inst::DefineProp(_, k, _)
        | Inst::DefineField(_, k, _)
        | Inst::DefineMethod(_, k, _, _, _) => obj(k),
        _ => false,
    }
}

/// Whether `f` is a leaf: it calls no compiled function itself (no call,
/// `new` or `super(…)`), so whatever it runs besides its own body (a
/// getter, a `valueOf`, a callback of a built-in) the runtime runs through
/// a generic entry. A leaf's body skips the entry check (`kl_enter`) and
/// tests no room for a frame of up to kiln.h's `KL_SHADOW_RESERVE` slots;
/// its generic and construct entries check instead (`kl_leaf_enter`). A
/// leaf called directly is one level below a function that checked, so
/// recursion, which must pass through a non-leaf or a generic entry, is
/// still caught at every cycle. (Richards' `isHeldOrSuspended` and
/// `markAs…` methods: callgrind richards −1.5%, deltablue −2.2%.)
pub fn is_leaf(f: &Func) -> bool {
    !f.is_main
        && !f.blocks.iter().flat_map(|b| &b.insts).any(|i| match i {
            Inst::Assign(_, rv) | Inst::Eval(rv) => matches!(
                rv,
                Rv::Call(..) | Rv::CallValue(..) | Rv::Construct(..) | Rv::SuperConstruct(..)
            ),
            _ => false,
        })
}

/// Whether `f`'s call entry runs the entry check (`kl_enter`, a
/// safepoint): the module body, and a function that is not a leaf and has
/// a loop or an instruction that may collect. Where it does not, nothing
/// can collect between the entry and the function's first GC point, so its
/// incoming values are not live across one there: a small leaf
/// constructor (`this.x = x; this.y = y` fused into the allocation) keeps
/// its parameters in C locals and pushes no frame (`new Point(i, i)`,
/// bench/probe alloc: 35 → 21 instructions, with the arguments passed by
/// value). The making of `this` is a safepoint of its own (`plan`).
pub fn enters(m: &Module, f: &Func) -> bool {
    f.is_main
        || (!is_leaf(f)
            && f.blocks
                .iter()
                .any(|b| b.loop_header || b.insts.iter().any(|i| may_gc(m, f, i))))
}

/// Outgoing argument slots a call instruction needs in the caller's frame.
pub fn outgoing_args(m: &Module, inst: &Inst) -> u32 {
    let rv = match inst {
        Inst::Assign(_, rv) | Inst::Eval(rv) => rv,
        _ => return 0,
    };
    let plain = |args: &[Arg]| {
        if args.iter().any(|a| matches!(a, Arg::Spread(_))) {
            0
        } else {
            args.len() as u32
        }
    };
    match rv {
        Rv::CallValue(_, _, args, _)
        | Rv::Construct(_, args, _)
        | Rv::SuperConstruct(_, _, args, _) => plain(args),
        Rv::Call(callee, _, args) if m.func(*callee).varargs => args.len() as u32,
        _ => 0,
    }
}

fn uses(inst: &Inst, out: &mut Vec<VarId>) {
    for o in inst.operands() {
        if let Operand::Var(v) = o {
            out.push(v);
        }
    }
}

/// The variables a terminator reads: its operands, and a suspension the
/// coroutine's state object too (it saves into it).
fn term_uses(f: &Func, t: &Term, out: &mut Vec<VarId>) {
    for o in t.operands() {
        if let Operand::Var(v) = o {
            out.push(v);
        }
    }
    if let (Term::Suspend(..), Some(co)) = (t, f.coroutine) {
        out.push(co.state);
    }
}

pub fn plan(m: &Module, f: &Func) -> Frame {
    let n = f.vars.len();
    let repr: Vec<Repr> = f.vars.iter().map(|v| Repr::of(v.ty)).collect();
    let candidate: Vec<bool> = f
        .vars
        .iter()
        .zip(&repr)
        .map(|(v, r)| *r == Repr::Val && v.ty.may_ref())
        .collect();
    let mut needs_slot = vec![false; n];

    // Live-in sets by backward dataflow. A block's handler is live from
    // every point of the block. The sets are sorted lists: a dense set per
    // block over a long module body's 100 000 variables was quadratic in
    // memory (2.4 GB at 100 000 statements), and what is live into a block
    // is mostly a few variables.
    let nb = f.blocks.len();
    let mut live_in: Vec<Vec<u32>> = vec![Vec::new(); nb];
    let mut changed = true;
    let mut scratch = Vec::new();
    // Per block: the variables read before any assignment in it (gen) and
    // those it assigns (kill), both sorted.
    let mut gen_kill: Vec<(Vec<u32>, Vec<u32>)> = Vec::with_capacity(nb);
    let mut stamp = vec![u32::MAX; n];
    for (b, block) in f.blocks.iter().enumerate() {
        let (mut gen_, mut kill) = (Vec::new(), Vec::new());
        let b = b as u32;
        for inst in &block.insts {
            scratch.clear();
            uses(inst, &mut scratch);
            for &v in &scratch {
                if stamp[v.index()] != b {
                    stamp[v.index()] = b;
                    gen_.push(v.0);
                }
            }
            if let Inst::Assign(d, _) = inst
                && stamp[d.index()] != b
            {
                stamp[d.index()] = b;
                kill.push(d.0);
            }
        }
        scratch.clear();
        term_uses(f, &block.term, &mut scratch);
        for &v in &scratch {
            if stamp[v.index()] != b {
                stamp[v.index()] = b;
                gen_.push(v.0);
            }
        }
        gen_.sort_unstable();
        kill.sort_unstable();
        gen_kill.push((gen_, kill));
    }
    // Postorder (successors first) settles a backward dataflow in a sweep
    // per loop level; unreachable blocks come last, in block order.
    let mut order = f.reverse_postorder();
    order.reverse();
    let mut reached = vec![false; nb];
    for b in &order {
        reached[b.index()] = true;
    }
    order.extend(f.block_ids().filter(|b| !reached[b.index()]));
    while changed {
        changed = false;
        for b in order.iter().map(|b| b.index()) {
            let block = &f.blocks[b];
            let mut out: Vec<u32> = Vec::new();
            for succ in block.term.successors() {
                out = sorted_union(&out, &live_in[succ.index()]);
            }
            let (gen_, kill) = &gen_kill[b];
            let mut live = sorted_union(gen_, &sorted_minus(&out, kill));
            if let Some(h) = block.handler {
                live = sorted_union(&live, &live_in[h.index()]);
            }
            if live != live_in[b] {
                live_in[b] = live;
                changed = true;
            }
        }
    }

    // Whether a GC point may come after the end of each block (in a
    // successor, a handler, or at a loop header's poll), by a fixpoint.
    let gc_in: Vec<bool> = f
        .blocks
        .iter()
        .map(|b| b.loop_header || b.insts.iter().any(|i| may_gc(m, f, i)))
        .collect();
    let mut gc_later = gc_in.clone();
    let mut changed = true;
    while changed {
        changed = false;
        for b in (0..nb).rev() {
            let block = &f.blocks[b];
            let next = block
                .term
                .successors()
                .into_iter()
                .chain(block.handler)
                .any(|s| gc_later[s.index()]);
            if next && !gc_later[b] {
                gc_later[b] = true;
                changed = true;
            }
        }
    }
    let gc_after_end: Vec<bool> = (0..nb)
        .map(|b| {
            let block = &f.blocks[b];
            block
                .term
                .successors()
                .into_iter()
                .chain(block.handler)
                .any(|s| gc_later[s.index()])
        })
        .collect();
    // (block, instruction, variable, the variable it is copied to): the
    // instruction's last read of the variable.
    let mut last_reads = Vec::new();
    let long_lived = f.is_main || f.blocks.iter().any(|b| b.loop_header);
    let checks_at_entry = enters(m, f);

    // Variables live across a GC point: the union of the live sets at GC
    // points (a word at a time; a member at a time, at each of a long
    // body's GC points, was quadratic).
    let mut live_at_gc = Set::new(n);
    for b in 0..nb {
        let block = &f.blocks[b];
        let mut live = live_out(f, &live_in, b, n);
        if let Some(h) = block.handler {
            live.add_all(&live_in[h.index()]);
        }
        scratch.clear();
        term_uses(f, &block.term, &mut scratch);
        for &v in &scratch {
            live.add(v.index());
        }
        let mut gc_follows = long_lived && gc_after_end[b];
        // The making of `this` collects on a miss (new.target's
        // `prototype` may be a getter): what is live after it is live
        // across a safepoint. After a fused run (the fields' values go
        // to its miss path, which roots them), what is live after the
        // run, through the run's copies (emitted after the making) back
        // to their sources.
        let runs: HashMap<usize, super::func::FusedRun> = (0..block.insts.len())
            .filter_map(|k| Some((k, super::func::fused_run(m, f, &block.insts, k)?)))
            .collect();
        let mut after_run: HashMap<usize, Set> = HashMap::new();
        for (k, inst) in block.insts.iter().enumerate().rev() {
            for (&start, run) in &runs {
                if run.end == k + 1 {
                    // Backwards through the run: its copies (of `this`
                    // among them) are emitted after the making, so a
                    // copy whose value is used later needs its source
                    // intact; its definitions' values go to the miss path.
                    let mut across = live.clone();
                    for inst in block.insts[start + 1..run.end].iter().rev() {
                        if let Inst::Assign(w, Rv::Use(src)) = inst
                            && across.contains(w.index())
                        {
                            across.remove(w.index());
                            if let Operand::Var(x) = src {
                                across.add(x.index());
                            }
                        }
                    }
                    after_run.insert(start, across);
                }
            }
            if gc_follows {
                scratch.clear();
                uses(inst, &mut scratch);
                // A copy into another variable keeps the value alive in the
                // copy's slot anyway (a loop's untyped `s += …` copies `s`).
                let copy = match inst {
                    Inst::Assign(d, Rv::Use(Operand::Var(_))) => Some(d.index()),
                    _ => None,
                };
                for &v in &scratch {
                    if candidate[v.index()] && !live.contains(v.index()) {
                        last_reads.push((b, k, v.index(), copy));
                    }
                }
            }
            gc_follows |= long_lived && may_gc(m, f, inst);
            // The environment parameter is stored with the other incoming
            // values before the entry check: what is live after its
            // assignment is live across that safepoint.
            if checks_at_entry && b == 0 && k <= 1 && matches!(inst, Inst::Assign(_, Rv::OuterEnv))
            {
                live_at_gc.union(&live);
            }
            if let Inst::Assign(d, _) = inst {
                live.remove(d.index());
            }
            if let Inst::Assign(d, Rv::Intrinsic(Intrinsic::OrdinaryCreate, _)) = inst {
                match after_run.get_mut(&k) {
                    Some(across) => {
                        across.remove(d.index());
                        live_at_gc.union(across);
                    }
                    None => live_at_gc.union(&live),
                }
            }
            if may_gc(m, f, inst) {
                live_at_gc.union(&live);
                // The right operand of a numeric operator is read after
                // the left one's conversion, which may collect.
                if let Inst::Assign(_, Rv::Binary(op, _, Operand::Var(b)))
                | Inst::Eval(Rv::Binary(op, _, Operand::Var(b))) = inst
                    && op.converts_in_c()
                {
                    needs_slot[b.index()] |= candidate[b.index()];
                }
            }
            scratch.clear();
            uses(inst, &mut scratch);
            for &v in &scratch {
                live.add(v.index());
            }
            // What the handler reads is live at every point of the block
            // that may throw into it, also where a later instruction of
            // the block assigns the variable again.
            if let Some(h) = block.handler {
                live.add_all(&live_in[h.index()]);
            }
        }
        if block.loop_header || (b == 0 && checks_at_entry) {
            live_at_gc.add_all(&live_in[b]);
        }
    }
    for v in live_at_gc.iter() {
        needs_slot[v] |= candidate[v];
    }
    let mut saved = HashMap::new();
    if let Some(co) = f.coroutine {
        for block in &f.blocks {
            if let Term::Suspend(_, r) = block.term {
                let vars: Vec<VarId> = live_in[r.index()]
                    .iter()
                    .filter(|&&v| v != co.state.0)
                    .map(|&v| VarId(v))
                    .collect();
                saved.insert(r, vars);
            }
        }
    }
    let nsaved = saved.values().map(Vec::len).max().unwrap_or(0);
    let mut storage = vec![Storage::Local; n];
    let mut nslots = 0;
    for v in 0..n {
        if needs_slot[v] {
            storage[v] = Storage::Slot(nslots);
            nslots += 1;
        }
    }
    let mut clear_after: HashMap<(usize, usize), Vec<u32>> = HashMap::new();
    for (b, k, v, copy) in last_reads {
        if copy.is_some_and(|d| matches!(storage[d], Storage::Slot(_))) {
            continue;
        }
        if let Storage::Slot(slot) = storage[v] {
            let list = clear_after.entry((b, k)).or_default();
            if !list.contains(&slot) {
                list.push(slot);
            }
        }
    }
    let out = f
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .map(|i| outgoing_args(m, i))
        .max()
        .unwrap_or(0);
    let out_base = nslots;
    nslots += out;
    Frame {
        repr,
        storage,
        nslots,
        out_base,
        clear_after,
        saved,
        nsaved,
    }
}

fn live_out(f: &Func, live_in: &[Vec<u32>], b: usize, n: usize) -> Set {
    let mut s = Set::new(n);
    for succ in f.blocks[b].term.successors() {
        s.add_all(&live_in[succ.index()]);
    }
    s
}

/// The union of two sorted lists.
fn sorted_union(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// The members of sorted `a` not in sorted `b`.
fn sorted_minus(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(a.len());
    let mut j = 0;
    for &x in a {
        while j < b.len() && b[j] < x {
            j += 1;
        }
        if j == b.len() || b[j] != x {
            out.push(x);
        }
    }
    out
}
