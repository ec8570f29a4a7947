//! C for one function: its frame, its blocks as labels, and each
//! instruction specialised on the inferred types of its operands.
//!
//! Exceptions travel by return value: a call that threw returns
//! `KL_EXCEPTION` (or, for an unboxed return, leaves `th->exc_pending` set),
//! and the code jumps to the block's handler or to `kl_exc`, which pops the
//! frame and propagates.

use super::frame::{self, Frame, Repr, Storage};
use super::{StrPool, c_func_name};
use crate::emit::cstr::{c_double, c_value_number};
use crate::ir::*;
use crate::passes::infer::operand_ty;
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

mod calls;
mod chunks;
mod coroutine;
mod ctor;
pub(in crate::emit) use ctor::{FusedRun, fused_run};
mod entries;
mod ex;
mod intrinsic;
mod ints;
mod literal;
mod operators;
mod props;
mod switch;
mod typed;

use calls::{math_id, math2_id};
pub(super) use coroutine::resume_prototype;
use coroutine::{Part, part_blocks};
pub(super) use entries::{DirectCalls, construct_entry, direct_entry, func_info, generic_entry};
use ex::{Check, Ex, left_first};

/// One function's C.
pub(super) struct Emitted {
    /// What every translation unit holds: file-scope declarations, or the
    /// whole function when it is inlined at every call.
    pub shared: String,
    /// Its C functions, each for one unit ([`super::CProgram::items`]).
    pub items: Vec<String>,
}

pub(super) struct FnEmitter<'m> {
    m: &'m Module,
    f: &'m Func,
    fid: FuncId,
    frame: Frame,
    strs: &'m mut StrPool,
    out: String,
    targets: HashSet<BlockId>,
    cur_block: BlockId,
    /// The variable `Rv::OuterEnv` assigns (stored at entry, with the other
    /// incoming values).
    env_var: Option<VarId>,
    direct: &'m DirectCalls,
    /// Variables assigned once, by a method get (`o.m` of `o.m(…)`): the
    /// key, which names the functions a call of them may speculate on.
    method_vars: HashMap<VarId, StrId>,
    /// Variables holding a class constructor's `this` made since the last
    /// instruction that may collect, in the current block: defines on
    /// them are initialising stores and skip the write barrier.
    fresh: HashSet<VarId>,
    /// Object literal templates whose head this function reads once, on
    /// entry (`kl_h{t}_0`, `kl_h{t}_1`), see [`hoisted_templates`].
    hoisted: Vec<TemplateId>,
    /// A coroutine's first suspension's resume block (resume point 0).
    initial_resume: Option<BlockId>,
    /// Whether a return of a double or bool says no exception is pending
    /// ([`MAX_ASSUMING_RETURNS`]).
    assume_on_return: bool,
    /// A chunked module body's variables that live in file-scope statics
    /// (`kl_mv{i}`), see [`chunks`].
    statics: Vec<bool>,
    /// File-scope declarations every translation unit needs (a chunked
    /// body's statics and its chunks' prototypes).
    shared: String,
    /// The C functions emitted so far, each a definition a translation
    /// unit of its own may hold (a chunked body's chunks and driver).
    items: Vec<String>,
    /// The blocks of the chunk being emitted, when the body is chunked.
    chunk: Option<std::ops::Range<u32>>,
    /// Blocks outside the current chunk that it jumps to (`kl_to{b}`).
    far: HashSet<u32>,
    /// Variables holding a typed array made here, with the element type
    /// their constructor's name promises (`kl_ta{v}`, see [`typed`]).
    typed: HashMap<VarId, &'static str>,
    /// The integer counters (`int64_t` in C, see [`ints`]).
    counters: ints::Counters,
    /// Set while a bitwise operator assigned to a counter is emitted: its
    /// code is the integer, not the integer as a double.
    int_result: bool,
}

/// Functions with more returns than this do not tell the C compiler at
/// each one that no exception is pending: the assumption is for small
/// callees that get inlined, and gcc's value numbering weighed each one
/// against every other (a 5 000-case switch of `return`s: 38 s at -O2
/// with them, 2 s without).
const MAX_ASSUMING_RETURNS: usize = 32;

/// The templates of a function's object literals whose head (kiln.h
/// `kl_tpl_head`) it reads on entry, into locals that gcc keeps in
/// registers, instead of at each literal: a literal in a loop then stores
/// the head without loading it (the template lies in memory that any
/// call might write, so gcc reloaded it on every iteration:
/// `{x: i, y: i}` in bench/probe alloc 12 → 10 instructions). Only in a
/// function with a loop, and at most 4 templates: each one read on entry
/// costs two loads on every call, used or not.
fn hoisted_templates(f: &Func) -> Vec<TemplateId> {
    const MAX_HOISTED: usize = 4;
    if !f.blocks.iter().any(|b| b.loop_header) {
        return Vec::new();
    }
    let mut ts: Vec<TemplateId> = Vec::new();
    for b in &f.blocks {
        for i in &b.insts {
            if let Inst::Assign(_, Rv::ObjectLit(t, _)) = i
                && !ts.contains(t)
            {
                ts.push(*t);
            }
        }
    }
    if ts.len() > MAX_HOISTED {
        ts.clear();
    }
    ts
}

/// What a function of return representation `r` returns when it threw.
fn exc_return_code(r: Repr) -> &'static str {
    match r {
        Repr::Val => "KL_EXCEPTION",
        Repr::F64 => "0.0",
        Repr::Bool => "false",
    }
}

pub(super) fn ret_repr(f: &Func) -> Repr {
    if f.is_main || f.coroutine.is_some() {
        Repr::Val
    } else {
        Repr::of(f.ret_ty)
    }
}

pub(super) fn param_repr(f: &Func, i: usize) -> Repr {
    Repr::of(f.var(f.params[i]).ty)
}

/// The C parameters of a function after `th`: its environment, `this`,
/// `new.target` (when it has them), then its parameters or (argc, argv).
fn c_params(f: &Func) -> Vec<String> {
    let mut params = vec!["KlThread *th".to_string()];
    if f.callee_var.is_some() {
        params.push("KlValue callee".into());
    }
    if f.has_env {
        params.push("KlValue env".into());
    }
    if f.this_var.is_some() {
        params.push("KlValue this_v".into());
    }
    if f.new_target_var.is_some() {
        params.push("KlValue nt".into());
    }
    if f.varargs {
        params.push("uint32_t argc".into());
        params.push("const KlValue *argv".into());
    } else {
        for i in 0..f.params.len() {
            params.push(format!("{} a{i}", param_repr(f, i).c_type()));
        }
    }
    params
}

/// The C prototype of a function: `static inline` when it is inlined at
/// every call (defined in every translation unit that calls it), else
/// `KL_FN` (defined in one unit of a split program, see [`super::CProgram`]).
pub(super) fn prototype(m: &Module, fid: FuncId) -> String {
    let f = m.func(fid);
    let linkage = if is_inline(f) {
        "static inline __attribute__((always_inline))"
    } else {
        "KL_FN"
    };
    format!(
        "{linkage} {} {}({})",
        ret_repr(f).c_type(),
        c_func_name(m, fid),
        c_params(f).join(", ")
    )
}

/// Whether a function's C is inlined at every direct call.
pub(super) fn is_inline(f: &Func) -> bool {
    is_small_leaf(f)
}

/// Whether a function is small and calls nothing, no loop and no handler:
/// the C compiler is told to inline it at every direct call (gcc kept
/// richards' one-line methods out of line, each call paying a prologue,
/// its frame and the return: 637 M → 615 M instructions inlined at 12 IR
/// instructions; 24 also takes bench/churn's xorshift `rand`: churn 341 M
/// → 323 M, n-body 739 M → 729 M, the others unchanged, and 40 adds
/// nothing more). It can never inline into itself, as it makes no calls.
fn is_small_leaf(f: &Func) -> bool {
    const MAX_INSTS: usize = 24;
    if f.is_main
        || f.coroutine.is_some()
        || f.blocks
            .iter()
            .any(|b| b.loop_header || b.handler.is_some())
    {
        return false;
    }
    let mut n = 0;
    for b in &f.blocks {
        for i in &b.insts {
            n += 1;
            let call = matches!(
                i,
                Inst::Assign(
                    _,
                    Rv::Call(..) | Rv::CallValue(..) | Rv::Construct(..) | Rv::SuperConstruct(..)
                ) | Inst::Eval(
                    Rv::Call(..) | Rv::CallValue(..) | Rv::Construct(..) | Rv::SuperConstruct(..)
                )
            );
            if call {
                return false;
            }
        }
    }
    n <= MAX_INSTS
}

/// Whether a function object can be constructed with `new`.
pub(super) fn is_constructor(f: &Func) -> bool {
    matches!(f.kind, FuncKind::Normal | FuncKind::ClassConstructor { .. }) && f.coroutine.is_none()
}

const GENERIC_ARGS: &str =
    "KlThread *th, KlValue fn, KlValue this_v, uint32_t argc, const KlValue *argv";
const CONSTRUCT_ARGS: &str =
    "KlThread *th, KlValue fn, KlValue nt, uint32_t argc, const KlValue *argv";

/// Where an entry finds the arguments it forwards: the generic
/// `(argc, argv)` of `kl_gN`/`kl_cN`, or the C parameters `a0…` of a
/// direct entry `kl_dN` (never made for a function taking `arguments`).
#[derive(Clone, Copy, PartialEq)]
enum Incoming {
    Argv,
    Params,
}

/// The arguments of a call from an entry to the specialised function.
fn forward_args(f: &Func, this: &str, nt: &str, incoming: Incoming) -> Vec<String> {
    let mut a = vec!["th".to_string()];
    if f.callee_var.is_some() {
        a.push("fn".into());
    }
    if f.has_env {
        a.push("((KlFunction *)kl_obj(fn))->env".into());
    }
    if f.this_var.is_some() {
        a.push(this.into());
    }
    if f.new_target_var.is_some() {
        a.push(nt.into());
    }
    if f.varargs {
        debug_assert!(
            incoming == Incoming::Argv,
            "no direct entry takes `arguments`"
        );
        a.push("argc".into());
        a.push("argv".into());
    } else {
        for i in 0..f.params.len() {
            // Escaping functions take any value: no conversion.
            let r = param_repr(f, i);
            let raw = match incoming {
                Incoming::Argv => format!("({i} < argc ? argv[{i}] : KL_UNDEFINED)"),
                Incoming::Params => format!("a{i}"),
            };
            a.push(convert(raw, Repr::Val, r));
        }
    }
    a
}

/// Boxes a specialised function's result; an unboxed one signals a throw
/// through `th->exc_pending`.
fn boxed_return(f: &Func, call: &str) -> String {
    match ret_repr(f) {
        Repr::Val => format!("  return {call};\n"),
        r => format!(
            "  {} r = {call};\n  if (KL_UNLIKELY(th->exc_pending)) return KL_EXCEPTION;\n  return {};\n",
            r.c_type(),
            convert("r".into(), r, Repr::Val)
        ),
    }
}

fn convert(expr: String, from: Repr, to: Repr) -> String {
    match (from, to) {
        (a, b) if a == b => expr,
        (Repr::F64, Repr::Val) => format!("kl_from_num({expr})"),
        (Repr::Bool, Repr::Val) => format!("kl_from_bool({expr})"),
        (Repr::Val, Repr::F64) => format!("kl_num({expr})"),
        (Repr::Val, Repr::Bool) => format!("kl_bool({expr})"),
        // Types never mix numbers and booleans in one representation; a
        // value of neither kind cannot reach here.
        (Repr::Bool, Repr::F64) => format!("((double)({expr}))"),
        (Repr::F64, Repr::Bool) => format!("(({expr}) != 0)"),
        _ => unreachable!(),
    }
}

impl<'m> FnEmitter<'m> {
    pub(super) fn new(
        m: &'m Module,
        fid: FuncId,
        strs: &'m mut StrPool,
        direct: &'m DirectCalls,
    ) -> FnEmitter<'m> {
        let f = m.func(fid);
        let mut assigned: HashMap<VarId, u32> = HashMap::new();
        let mut method_vars = HashMap::new();
        for b in &f.blocks {
            for i in &b.insts {
                if let Inst::Assign(v, rv) = i {
                    *assigned.entry(*v).or_default() += 1;
                    match rv {
                        Rv::GetProp(_, PropKey::Named(s, ic), _) if m.method_ics.contains(ic) => {
                            method_vars.insert(*v, *s);
                        }
                        Rv::GetProp(_, PropKey::Computed(_), site) => {
                            if let Some(s) = m.private_sites.get(site) {
                                method_vars.insert(*v, *s);
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        method_vars.retain(|v, _| assigned.get(v) == Some(&1));
        let frame = frame::plan(m, f);
        let mut targets = HashSet::new();
        for b in &f.blocks {
            targets.extend(b.term.successors());
            targets.extend(b.handler);
        }
        let env_var = f.blocks.first().and_then(|b| {
            b.insts.iter().find_map(|i| match i {
                Inst::Assign(v, Rv::OuterEnv) => Some(*v),
                _ => None,
            })
        });
        FnEmitter {
            m,
            f,
            fid,
            frame,
            strs,
            out: String::new(),
            targets,
            cur_block: Func::ENTRY,
            env_var,
            direct,
            method_vars,
            fresh: HashSet::new(),
            hoisted: hoisted_templates(f),
            assume_on_return: f
                .blocks
                .iter()
                .filter(|b| matches!(b.term, Term::Return(_)))
                .count()
                <= MAX_ASSUMING_RETURNS,
            initial_resume: None,
            statics: Vec::new(),
            shared: String::new(),
            items: Vec::new(),
            chunk: None,
            far: HashSet::new(),
            typed: HashMap::new(),
            counters: ints::Counters::default(),
            int_result: false,
        }
    }

    fn ty(&self, o: Operand) -> Ty {
        operand_ty(self.f, o)
    }

    fn var(&self, v: VarId) -> String {
        match self.frame.storage[v.index()] {
            Storage::Local if self.statics.get(v.index()) == Some(&true) => format!("kl_mv{}", v.0),
            Storage::Local => format!("v{}", v.0),
            Storage::Slot(k) => format!("fr[{k}]"),
        }
    }

    fn str_value(&mut self, units: &[u16]) -> String {
        let name = self.strs.name(units);
        format!("kl_from_string(&{name})")
    }

    fn operand(&mut self, o: Operand, want: Repr) -> String {
        match o {
            Operand::Var(v) if self.is_int(v) => {
                convert(format!("((double){})", self.var(v)), Repr::F64, want)
            }
            Operand::Var(v) => convert(self.var(v), self.frame.repr[v.index()], want),
            Operand::Const(c) => match (c, want) {
                (Const::Num(d), Repr::F64) => c_double(d),
                (Const::Num(d), Repr::Val) => c_value_number(d),
                (Const::Bool(b), Repr::Bool) => (if b { "true" } else { "false" }).into(),
                (Const::Bool(b), _) => (if b { "KL_TRUE" } else { "KL_FALSE" }).into(),
                (Const::Undef, _) => "KL_UNDEFINED".into(),
                (Const::Null, _) => "KL_NULL".into(),
                (Const::Uninit, _) => "KL_UNINIT".into(),
                (Const::Str(s), _) => {
                    let units = self.m.strings.get(s).to_vec();
                    self.str_value(&units)
                }
                (Const::Hole, _) => "KL_HOLE".into(),
                (Const::Num(d), Repr::Bool) => (if d != 0.0 && !d.is_nan() {
                    "true"
                } else {
                    "false"
                })
                .into(),
            },
        }
    }

    fn val(&mut self, o: Operand) -> String {
        self.operand(o, Repr::Val)
    }

    /// The operand as a double, converting with ToNumber if it is not a
    /// number. Returns the code and whether the conversion may throw.
    fn number(&mut self, o: Operand) -> (String, bool) {
        self.number_op(o, false)
    }

    /// [`Self::number`] for an operand of a binary operator: with `mix`, a
    /// BigInt throws the TypeError of mixing types (kiln.h
    /// `kl_val_to_num_mix`), not the one of converting it.
    fn number_op(&mut self, o: Operand, mix: bool) -> (String, bool) {
        let t = self.ty(o);
        if t.within(Ty::NUMBER) {
            (self.operand(o, Repr::F64), false)
        } else if t.within(Ty::BOOL) {
            (
                format!("((double)({}))", self.operand(o, Repr::Bool)),
                false,
            )
        } else {
            let v = self.val(o);
            let f = if mix && t.may(Ty::MAY_BIGINT) {
                "kl_val_to_num_mix"
            } else {
                "kl_val_to_num"
            };
            (
                format!("{f}(th, {v})"),
                t.may(Ty::SYMBOL | Ty::OBJECT | Ty::BIGINT),
            )
        }
    }

    /// C code testing the truthiness of an operand.
    fn truthy(&mut self, o: Operand) -> String {
        let t = self.ty(o);
        if let Operand::Var(v) = o {
            match self.frame.repr[v.index()] {
                Repr::Bool => return self.var(v),
                Repr::F64 if self.is_int(v) => return format!("({} != 0)", self.var(v)),
                Repr::F64 => return format!("kl_num_truthy({})", self.var(v)),
                Repr::Val => {}
            }
        }
        if let Operand::Const(c) = o {
            let b = match c {
                Const::Bool(b) => b,
                Const::Num(d) => d != 0.0 && !d.is_nan(),
                Const::Undef | Const::Null | Const::Uninit | Const::Hole => false,
                Const::Str(s) => !self.m.strings.get(s).is_empty(),
            };
            return (if b { "true" } else { "false" }).into();
        }
        let v = self.val(o);
        if t.within(Ty::STRING) {
            format!("(kl_string_length({v}) != 0)")
        } else if t.within(Ty::NUMBER) {
            format!("kl_num_truthy(kl_num({v}))")
        } else {
            format!("kl_truthy({v})")
        }
    }

    fn exc_label(&mut self) -> String {
        match self.f.block(self.cur_block).handler {
            Some(h) => self.label(h),
            None => "kl_exc".into(),
        }
    }

    fn line(&mut self, s: &str) {
        self.out.push_str("  ");
        self.out.push_str(s);
        self.out.push('\n');
    }

    pub(super) fn emit(mut self) -> Emitted {
        let f = self.f;
        if let Some(chunks) = chunks::plan(f) {
            // Template heads are read into locals of one C function.
            self.hoisted.clear();
            self.emit_chunked(&chunks);
            return Emitted {
                shared: self.shared,
                items: self.items,
            };
        }
        // (A chunked body's C locals are its chunks'; it goes without.)
        self.typed = typed::typed_vars(self.m, f);
        self.counters = ints::counters(f, &self.frame.repr, &self.frame.storage);
        if f.coroutine.is_none() {
            let all = vec![true; f.blocks.len()];
            self.emit_part(Part::Call, &all);
            return self.into_emitted();
        }
        let call = part_blocks(f, &[Func::ENTRY], false);
        // The call entry's one suspension is resume point 0 (not started:
        // the runtime completes such a generator on `throw` or `return`
        // without resuming it); every other is its resume block's number.
        self.initial_resume = f.block_ids().find_map(|b| match f.block(b).term {
            Term::Suspend(_, r) if call[b.index()] => Some(r),
            _ => None,
        });
        self.emit_part(Part::Call, &call);
        let mut resumes: Vec<BlockId> = self.frame.saved.keys().copied().collect();
        resumes.sort();
        self.targets.extend(resumes.iter().copied());
        let resumed = part_blocks(f, &resumes, true);
        self.emit_part(Part::Resume, &resumed);
        self.into_emitted()
    }

    /// An unchunked function's C: shared when every unit inlines it.
    fn into_emitted(self) -> Emitted {
        let text = super::outline_if_huge(self.out);
        if is_inline(self.f) {
            Emitted {
                shared: text,
                items: Vec::new(),
            }
        } else {
            Emitted {
                shared: String::new(),
                items: vec![text],
            }
        }
    }

    /// One C function: the call entry `kl_fN` (for a coroutine, up to its
    /// first suspension) or a coroutine's resume entry `kl_rN`, with the
    /// blocks `blocks` marks (closed under the jumps they make).
    fn emit_part(&mut self, part: Part, blocks: &[bool]) {
        let f = self.f;
        let ret = ret_repr(f);
        let start = self.out.len();
        let header = match part {
            Part::Call => prototype(self.m, self.fid),
            Part::Resume => resume_prototype(self.fid),
        };
        writeln!(self.out, "{header} {{").unwrap();
        let nslots = self.frame.nslots;
        let exc_ret = exc_return_code(ret);
        let leaf = frame::is_leaf(f);
        if nslots > 0 {
            let push = if leaf && part == Part::Call {
                "kl_push_leaf_frame"
            } else {
                "kl_push_frame"
            };
            self.line(&format!("KlValue *fr = {push}(th, {nslots});"));
            self.line(&format!("if (KL_UNLIKELY(!fr)) return {exc_ret};"));
        }
        for (i, v) in f.vars.iter().enumerate() {
            let var = VarId(i as u32);
            let incoming = part == Part::Call && f.params.contains(&var);
            if self.frame.storage[i] == Storage::Local && !incoming {
                let r = self.frame.repr[i];
                let (ty, init) = if self.is_int(var) {
                    ("int64_t", "0")
                } else {
                    (r.c_type(), r.zero())
                };
                let name = v
                    .name
                    .as_deref()
                    .map(|n| format!(" /* {} */", n.replace("*/", "* /")))
                    .unwrap_or_default();
                self.line(&format!("{ty} v{i} = {init};{name}"));
            }
        }
        let mut typed: Vec<VarId> = self.typed.keys().copied().collect();
        typed.sort();
        for v in typed {
            self.line(&format!("uint32_t kl_ta{} = KL_TA_NONE;", v.0));
        }
        if part == Part::Call {
            self.incoming();
        }
        for t in self.hoisted.clone() {
            self.line(&format!(
                "const KlPair kl_h{0}_0 = kl_tpl_head(&kl_tpl{0}, 0), kl_h{0}_1 = kl_tpl_head(&kl_tpl{0}, 1);",
                t.0
            ));
        }
        match part {
            Part::Call => {
                // The module body always checks in: its entry is the
                // program's first safepoint, so even a program without
                // calls or loops gives a forced-collection schedule
                // something to exercise.
                if frame::enters(self.m, f) {
                    self.line("if (KL_UNLIKELY(kl_enter(th))) goto kl_exc;");
                }
            }
            // The runtime checked the stack before resuming; nothing here
            // may collect before the state is restored and the resume
            // block has read `sent`.
            Part::Resume => self.dispatch(),
        }
        for b in f.block_ids() {
            if blocks[b.index()] {
                self.block(b);
            }
        }
        if self.out[start..].contains("goto kl_exc;") {
            self.out.push_str("kl_exc:\n");
            if nslots > 0 {
                self.line("kl_pop_frame(th, fr);");
            }
            self.line(&format!("return {exc_ret};"));
        }
        self.out.push_str("}\n");
    }

    /// The call entry's incoming values (parameters, `this`, new.target,
    /// the callee, the environment) go where their variables live, before
    /// the entry check (a safepoint).
    fn incoming(&mut self) {
        let f = self.f;
        let mut incoming: Vec<(VarId, String)> = f
            .params
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, format!("a{i}")))
            .collect();
        if let Some(t) = f.this_var {
            incoming.push((t, "this_v".into()));
        }
        if let Some(t) = f.new_target_var {
            incoming.push((t, "nt".into()));
        }
        if let Some(c) = f.callee_var {
            incoming.push((c, "callee".into()));
        }
        // The environment parameter too: the entry check may move it.
        if let Some(e) = self.env_var {
            incoming.push((e, "env".into()));
        }
        for (p, src) in incoming {
            let line = match self.frame.storage[p.index()] {
                Storage::Local if f.params.contains(&p) => {
                    format!("{} v{} = {src};", self.frame.repr[p.index()].c_type(), p.0)
                }
                Storage::Local => {
                    format!(
                        "v{} = {};",
                        p.0,
                        convert(src, Repr::Val, self.frame.repr[p.index()])
                    )
                }
                Storage::Slot(k) => format!("fr[{k}] = {src};"),
            };
            self.line(&line);
        }
    }

    fn block(&mut self, b: BlockId) {
        self.cur_block = b;
        let block = self.f.block(b);
        if self.targets.contains(&b) {
            writeln!(self.out, "b{}:;", b.0).unwrap();
        }
        if block.loop_header {
            self.line("kl_poll(th);");
        }
        self.fresh.clear();
        let mut fused_until = 0;
        for (k, inst) in block.insts.iter().enumerate() {
            if k < fused_until {
                // A fused run's copies of `this` (its definitions are done).
                if !matches!(inst, Inst::DefineField(..) | Inst::DefineProp(..)) {
                    self.inst(inst);
                }
            } else if let Some(end) = self.fuse_fields(&block.insts, k) {
                fused_until = end;
            } else {
                self.inst(inst);
            }
            self.track_fresh(inst);
            if let Some(slots) = self.frame.clear_after.get(&(b.index(), k)) {
                let clears: String = slots
                    .iter()
                    .map(|s| format!("fr[{s}] = KL_UNDEFINED;"))
                    .collect::<Vec<_>>()
                    .join(" ");
                self.line(&clears);
            }
        }
        self.term(&block.term, b);
    }

    /// Updates [`FnEmitter::fresh`] after `inst`.
    fn track_fresh(&mut self, inst: &Inst) {
        if frame::may_gc(self.m, self.f, inst) {
            self.fresh.clear();
        }
        if let Inst::Assign(v, rv) = inst {
            let fresh = match rv {
                Rv::Intrinsic(Intrinsic::OrdinaryCreate, _) => true,
                Rv::Use(Operand::Var(w)) => self.fresh.contains(w),
                _ => false,
            };
            if fresh {
                self.fresh.insert(*v);
            } else {
                self.fresh.remove(v);
            }
        }
    }

    fn store(&mut self, dst: VarId, code: String, from: Repr) {
        let target = self.var(dst);
        let to = self.frame.repr[dst.index()];
        let line = format!("{target} = {};", convert(code, from, to));
        self.line(&line);
    }

    /// Emits a statement that may throw: `code` returns KL_EXCEPTION on a throw.
    fn checked_stmt(&mut self, code: String) {
        let exc = self.exc_label();
        self.line(&format!(
            "if (KL_UNLIKELY({code} == KL_EXCEPTION)) goto {exc};"
        ));
    }

    fn inst(&mut self, inst: &Inst) {
        match inst {
            // Stored at entry with the parameters.
            Inst::Assign(_, Rv::OuterEnv) => {}
            Inst::Assign(dst, rv) if self.is_int(*dst) => self.assign_int(*dst, rv),
            Inst::Assign(dst, rv) => {
                let ex = self.rv(rv);
                self.finish(ex, Some(*dst));
                if self.typed.contains_key(dst) {
                    let v = self.val(Operand::Var(*dst));
                    self.line(&format!("kl_ta{} = kl_typed_type({v});", dst.0));
                }
            }
            Inst::Eval(rv) => {
                let ex = self.rv(rv);
                self.finish(ex, None);
            }
            Inst::SetGlobal(g, o) => {
                let v = self.val(*o);
                self.line(&format!("kl_globals[{}] = {v};", g.0));
            }
            Inst::CheckInit(place, name, site) => {
                let value = match place {
                    Place::Var(v) => self.var(*v),
                    Place::Global(g) => format!("kl_globals[{}]", g.0),
                };
                self.tdz_check(&value, *name, *site);
            }
            Inst::EnvCheckInit(env, hops, slot, name, site) => {
                let e = self.val(*env);
                self.tdz_check(&format!("kl_env_load({e}, {hops}, {slot})"), *name, *site);
            }
            Inst::Fail(fail, site) => {
                let exc = self.exc_label();
                let call = match fail {
                    Fail::ConstAssign => format!("kl_throw_const_assign(th, {})", site.0),
                    Fail::ReadOnlyGlobal(name) => {
                        let units = self.m.strings.get(*name).to_vec();
                        let name = self.str_value(&units);
                        format!("kl_throw_read_only(th, {name}, {})", site.0)
                    }
                };
                self.line(&format!("{call}; goto {exc};"));
            }
            Inst::SetProp(o, k, v, site) => {
                let code = self.set_prop(*o, k, *v, *site);
                self.checked_stmt(code);
            }
            Inst::EnvStore(env, hops, slot, v) => {
                let (e, v) = (self.val(*env), self.val(*v));
                self.line(&format!("kl_env_store(th, {e}, {hops}, {slot}, {v});"));
            }
            Inst::DefineProp(o, k, v) => {
                let code = self.define_prop(*o, *k, *v, true);
                self.checked_stmt(code);
            }
            Inst::DefineField(o, k, v) => {
                let code = self.define_prop(*o, *k, *v, false);
                self.checked_stmt(code);
            }
            Inst::DefineMethod(o, k, f, kind, en) => {
                let (o, k, f) = (self.val(*o), self.val(*k), self.val(*f));
                self.checked_stmt(format!("kl_define_method(th, {o}, {k}, {f}, {kind}, {en})"));
            }
            Inst::CopyProps(t, src) => {
                let (t, src) = (self.val(*t), self.val(*src));
                self.checked_stmt(format!("kl_copy_props(th, {t}, {src})"));
            }
            Inst::SetProto(o, p) => {
                let (o, p) = (self.val(*o), self.val(*p));
                self.line(&format!("kl_set_proto(th, {o}, {p});"));
            }
            Inst::CheckThis(v, site) => {
                let v = self.val(*v);
                let exc = self.exc_label();
                self.line(&format!(
                    "if (KL_UNLIKELY({v} == KL_UNINIT)) {{ kl_throw_this_uninit(th, {}); goto {exc}; }}",
                    site.0
                ));
            }
            Inst::CheckSuperOnce(v, site) => {
                let v = self.val(*v);
                let exc = self.exc_label();
                self.line(&format!(
                    "if (KL_UNLIKELY({v} != KL_UNINIT)) {{ kl_throw_super_twice(th, {}); goto {exc}; }}",
                    site.0
                ));
            }
            Inst::CheckHeritage(v, site, proto) => {
                let v = self.val(*v);
                self.checked_stmt(format!("kl_check_heritage(th, {v}, {}, {proto})", site.0));
            }
            Inst::CheckDestructure(v, key, site) => {
                let v = self.val(*v);
                let k = match key {
                    Some(k) => {
                        let units = self.m.strings.get(*k).to_vec();
                        self.str_value(&units)
                    }
                    None => "KL_UNDEFINED".into(),
                };
                let exc = self.exc_label();
                self.line(&format!(
                    "if (KL_UNLIKELY(kl_is_nullish({v}))) {{ kl_check_destructure(th, {v}, {k}, {}); goto {exc}; }}",
                    site.0,
                ));
            }
        }
    }

    fn tdz_check(&mut self, value: &str, name: StrId, site: SiteId) {
        let units = self.m.strings.get(name).to_vec();
        let name = self.str_value(&units);
        let exc = self.exc_label();
        self.line(&format!(
            "if (KL_UNLIKELY({value} == KL_UNINIT)) {{ kl_throw_tdz(th, {name}, {}); goto {exc}; }}",
            site.0
        ));
    }

    /// Emits an evaluated right-hand side: its exception check, then the
    /// store to `dst` (if any).
    fn finish(&mut self, ex: Ex, dst: Option<VarId>) {
        let exc = self.exc_label();
        if ex.check == Check::None && ex.post.is_none() && ex.pre.is_none() {
            match dst {
                Some(d) => self.store(d, ex.code, ex.repr),
                None => self.line(&format!("(void)({});", ex.code)),
            }
            return;
        }
        let cond = match ex.check {
            Check::None => None,
            Check::Sentinel => Some("r == KL_EXCEPTION".to_string()),
            Check::Pending => Some("th->exc_pending".to_string()),
        };
        let mut s = String::from("{ ");
        if let Some(pre) = &ex.pre {
            write!(s, "{pre} if (KL_UNLIKELY(th->exc_pending)) goto {exc}; ").unwrap();
        }
        write!(s, "{} r = {};", ex.repr.c_type(), ex.code).unwrap();
        if let Some(c) = cond {
            write!(s, " if (KL_UNLIKELY({c})) goto {exc};").unwrap();
        }
        let (value, repr) = ex.post.unwrap_or(("r".into(), ex.repr));
        match dst {
            Some(d) => {
                let target = self.var(d);
                let to = self.frame.repr[d.index()];
                write!(s, " {target} = {}; }}", convert(value, repr, to)).unwrap();
            }
            None => s.push_str(" (void)r; }"),
        }
        self.line(&s);
    }

    fn term(&mut self, t: &Term, b: BlockId) {
        match t {
            Term::Jump(to) => {
                if !self.falls_to(b, *to) {
                    let l = self.label(*to);
                    self.line(&format!("goto {l};"));
                }
            }
            Term::Branch(c, yes, no) => {
                let cond = self.truthy(*c);
                let (yes_l, no_l) = (self.label(*yes), self.label(*no));
                if self.falls_to(b, *no) {
                    self.line(&format!("if ({cond}) goto {yes_l};"));
                } else if self.falls_to(b, *yes) {
                    self.line(&format!("if (!({cond})) goto {no_l};"));
                } else {
                    self.line(&format!("if ({cond}) goto {yes_l}; else goto {no_l};"));
                }
            }
            Term::Switch(v, cases, default) => {
                let v = self.operand(*v, Repr::F64);
                let mut s = format!("switch ((int32_t)({v})) {{");
                for (k, to) in cases {
                    let l = self.label(*to);
                    write!(s, " case {k}: goto {l};").unwrap();
                }
                let l = self.label(*default);
                write!(s, " default: goto {l}; }}").unwrap();
                self.line(&s);
            }
            Term::Return(o) => {
                let r = ret_repr(self.f);
                let v = self.operand(*o, r);
                if self.chunk_return(&v) {
                    return;
                }
                if r != Repr::Val && self.assume_on_return {
                    // A caller tests `th->exc_pending` after a call that
                    // returns a double or a bool; a normal return has none
                    // pending, and saying so lets the C compiler drop the
                    // test where it inlines the callee (churn's `rand`).
                    self.line("KL_ASSUME(!th->exc_pending);");
                }
                if self.frame.nslots > 0 {
                    self.line(&format!(
                        "{{ {} ret = {v}; kl_pop_frame(th, fr); return ret; }}",
                        r.c_type()
                    ));
                } else {
                    self.line(&format!("return {v};"));
                }
            }
            Term::Throw(o) => {
                let v = self.val(*o);
                let exc = self.exc_label();
                self.line(&format!("kl_throw(th, {v}); goto {exc};"));
            }
            Term::Suspend(o, r) => self.suspend(*o, *r),
            Term::Unreachable => self.line("__builtin_unreachable();"),
        }
    }

    fn rv(&mut self, rv: &Rv) -> Ex {
        match rv {
            Rv::Use(o) => self.use_operand(*o),
            Rv::Narrow(o, ty) => {
                let r = Repr::of(self.ty(*o).meet(*ty));
                Ex::pure(self.operand(*o, r), r)
            }
            Rv::Unary(op, a) => self.unary(*op, *a),
            Rv::Binary(op, a, b) => self.binary(*op, *a, *b),
            Rv::ToStr(a) => self.string_of(*a),
            Rv::Concat(parts) => {
                let vals: Vec<String> = parts.iter().map(|&p| self.val(p)).collect();
                let code = if vals.len() == 2 {
                    format!("kl_concat(th, {}, {})", vals[0], vals[1])
                } else {
                    format!(
                        "kl_concat_n(th, {}, (KlValue[]){{{}}})",
                        vals.len(),
                        vals.join(", ")
                    )
                };
                Ex::checked(code, Repr::Val, Check::Sentinel)
            }
            Rv::Global(g) => {
                let ty = self.m.globals[g.index()].ty.minus(Ty::UNINIT);
                let r = Repr::of(ty);
                Ex::pure(convert(format!("kl_globals[{}]", g.0), Repr::Val, r), r)
            }
            Rv::Call(callee, env, args) => self.direct_call(*callee, *env, args),
            Rv::Intrinsic(i, args) => self.intrinsic(*i, args),
            Rv::GetProp(o, k, site) => self.get_prop(*o, k, *site),
            Rv::OuterEnv => Ex::pure("env".into(), Repr::Val),
            Rv::NewEnv(parent, n) => {
                let p = self.val(*parent);
                Ex::pure(format!("kl_new_env(th, {p}, {n})"), Repr::Val)
            }
            Rv::EnvLoad(e, hops, slot) => {
                let e = self.val(*e);
                Ex::pure(format!("kl_env_load({e}, {hops}, {slot})"), Repr::Val)
            }
            Rv::EnvAncestor(e, hops) => {
                let e = self.val(*e);
                Ex::pure(format!("kl_env_ancestor({e}, {hops})"), Repr::Val)
            }
            Rv::MakeClosure(f, env) => {
                let e = self.val(*env);
                let make = match self.m.func(*f).coroutine.map(|c| c.kind) {
                    None => "kl_new_function",
                    Some(CoKind::Generator) => "kl_new_generator_function",
                    Some(CoKind::Async) => "kl_new_async_function",
                    Some(CoKind::AsyncGenerator) => "kl_new_async_generator_function",
                };
                Ex::pure(format!("{make}(th, &kl_info{}, {e})", f.0), Repr::Val)
            }
            Rv::ObjectLit(t, values) => {
                let vals: Vec<String> = values.iter().map(|&v| self.val(v)).collect();
                let t = t.0;
                let head = if self.hoisted.iter().any(|h| h.0 == t) {
                    format!("kl_h{t}_0, kl_h{t}_1")
                } else {
                    format!("kl_tpl_head(&kl_tpl{t}, 0), kl_tpl_head(&kl_tpl{t}, 1)")
                };
                Ex::pure(
                    format!(
                        "kl_object_lit(th, &kl_tpl{t}, {head}, {}, (KlValue[]){{{}}})",
                        vals.len(),
                        vals.join(", ")
                    ),
                    Repr::Val,
                )
            }
            Rv::ConstLit(l) => Ex::pure(self.const_lit_call(*l), Repr::Val),
            Rv::CaseIndex(d, t) => {
                let d = self.val(*d);
                let f = self.case_index_fn(*t);
                Ex::pure(format!("((double){f}({d}))"), Repr::F64)
            }
            Rv::NewObject(None, n) => Ex::pure(format!("kl_new_object(th, {n})"), Repr::Val),
            Rv::NewObject(Some(p), n) => {
                let p = self.val(*p);
                Ex::pure(format!("kl_new_object_proto(th, {p}, {n})"), Repr::Val)
            }
            Rv::NewArray(args) => {
                if args.iter().any(|a| matches!(a, Arg::Spread(_))) {
                    let (parts, flags) = self.spread_parts(args);
                    return Ex::value_call(format!(
                        "kl_new_array_spread(th, {}, {parts}, {flags})",
                        args.len()
                    ));
                }
                let vals: Vec<String> = args.iter().map(|a| self.val(a.operand())).collect();
                let arr = if vals.is_empty() {
                    "NULL".to_string()
                } else {
                    format!("(KlValue[]){{{}}}", vals.join(", "))
                };
                Ex::pure(
                    format!("kl_new_array(th, {}, {arr})", vals.len()),
                    Repr::Val,
                )
            }
            Rv::CallValue(f, this, args, site) => {
                let (fv, tv) = (self.val(*f), self.val(*this));
                if args.iter().any(|a| matches!(a, Arg::Spread(_))) {
                    let (parts, flags) = self.spread_parts(args);
                    return Ex::value_call(format!(
                        "kl_call_spread(th, {fv}, {tv}, {}, {parts}, {flags}, {})",
                        args.len(),
                        site.0
                    ));
                }
                let (vals, argv) = self.outgoing_vals(args);
                let name = match f {
                    Operand::Var(v) => self.method_vars.get(v).map(|&s| self.m.strings.get(s)),
                    Operand::Const(_) => None,
                };
                let push: &[u16] = &[0x70, 0x75, 0x73, 0x68];
                let math = name.and_then(math_id).filter(|_| args.len() == 1);
                let math2 = name.and_then(math2_id).filter(|_| args.len() == 2);
                let char_code_at: &[u16] =
                    &[0x63, 0x68, 0x61, 0x72, 0x43, 0x6f, 0x64, 0x65, 0x41, 0x74];
                let char_at: &[u16] = &[0x63, 0x68, 0x61, 0x72, 0x41, 0x74];
                let index_of: &[u16] = &[0x69, 0x6e, 0x64, 0x65, 0x78, 0x4f, 0x66];
                let call = if name == Some(push) && args.len() == 1 {
                    // `a.push(v)`: the dense case inline (kiln.h).
                    format!("kl_call_push1(th, {fv}, {tv}, {argv}, {})", site.0)
                } else if let Some(id) = math {
                    // `Math.f(x)`: computed without the call when `f` is the
                    // built-in and x a number (kiln.h).
                    format!("kl_call_math1(th, {fv}, {tv}, {argv}, {}, {id})", site.0)
                } else if let Some(id) = math2 {
                    // `Math.max(x, y)`, `Math.min(x, y)`: likewise.
                    format!("kl_call_math2(th, {fv}, {tv}, {argv}, {}, {id})", site.0)
                } else if name == Some(char_code_at) && args.len() == 1 {
                    // `s.charCodeAt(i)`: the code unit read without the call
                    // when the callee is the built-in (kiln.h).
                    format!("kl_call_char_code_at(th, {fv}, {tv}, {argv}, {})", site.0)
                } else if name == Some(char_at) && args.len() == 1 {
                    // `s.charAt(i)`: the one-unit string without the call.
                    format!("kl_call_char_at(th, {fv}, {tv}, {argv}, {})", site.0)
                } else if name == Some(index_of) && matches!(args.len(), 1 | 2) {
                    // `s.indexOf(c)`/`s.indexOf(c, from)` of one unit: the
                    // scan without the call (an array's indexOf falls to
                    // the call).
                    format!(
                        "kl_call_index_of(th, {fv}, {tv}, {}, {argv}, {})",
                        args.len(),
                        site.0
                    )
                } else {
                    format!(
                        "kl_call(th, {fv}, {tv}, {}, {argv}, {})",
                        args.len(),
                        site.0
                    )
                };
                let direct = self.direct;
                let cands = name.map_or(&[][..], |n| direct.candidates(n));
                let call = self.speculate(call, &fv, cands, &vals, |c| {
                    format!("kl_d{}(th, {fv}, {tv}", c.0)
                });
                Ex::checked(call, Repr::Val, Check::Sentinel)
            }
            Rv::Construct(f, args, site) => {
                let fv = self.val(*f);
                if args.iter().any(|a| matches!(a, Arg::Spread(_))) {
                    let (parts, flags) = self.spread_parts(args);
                    return Ex::value_call(format!(
                        "kl_construct_spread(th, {fv}, {}, {parts}, {flags}, {})",
                        args.len(),
                        site.0
                    ));
                }
                let (vals, argv) = self.outgoing_vals(args);
                let call = format!("kl_construct(th, {fv}, {}, {argv}, {})", args.len(), site.0);
                // The site's text is the callee's source: a class's name
                // when the callee is an identifier.
                let (m, direct) = (self.m, self.direct);
                let cands = m.sites[site.0 as usize]
                    .text
                    .as_deref()
                    .map_or(&[][..], |n| direct.ctor_candidates(n));
                let call =
                    self.speculate(call, &fv, cands, &vals, |c| format!("kl_n{}(th, {fv}", c.0));
                Ex::checked(call, Repr::Val, Check::Sentinel)
            }
            Rv::SuperConstruct(ctor, nt, args, site) => {
                let (c, n) = (self.val(*ctor), self.val(*nt));
                if args.iter().any(|a| matches!(a, Arg::Spread(_))) {
                    let (parts, flags) = self.spread_parts(args);
                    return Ex::value_call(format!(
                        "kl_super_construct_spread(th, {c}, {n}, {}, {parts}, {flags}, {})",
                        args.len(),
                        site.0
                    ));
                }
                let argv = self.outgoing(args);
                Ex::value_call(format!(
                    "kl_super_construct(th, {c}, {n}, {}, {argv}, {})",
                    args.len(),
                    site.0
                ))
            }
            Rv::GetSuper(home, key, this, site) => {
                let (h, k, t) = (self.val(*home), self.val(*key), self.val(*this));
                Ex::value_call(format!("kl_get_super(th, {h}, {k}, {t}, {})", site.0))
            }
            Rv::HasProp(k, o, site) => {
                let (k, o) = (self.val(*k), self.val(*o));
                Ex {
                    code: format!("kl_has_prop(th, {k}, {o}, {})", site.0),
                    repr: Repr::Val,
                    check: Check::Sentinel,
                    post: Some(("(r == KL_TRUE)".into(), Repr::Bool)),
                    pre: None,
                }
            }
            Rv::DeleteProp(o, k, site) => {
                let (o, k) = (self.val(*o), self.val(*k));
                Ex {
                    code: format!("kl_delete_prop(th, {o}, {k}, {})", site.0),
                    repr: Repr::Val,
                    check: Check::Sentinel,
                    post: Some(("(r == KL_TRUE)".into(), Repr::Bool)),
                    pre: None,
                }
            }
            Rv::InstanceOf(v, t, site) => {
                let (v, t) = (self.val(*v), self.val(*t));
                let ic = self.strs.new_ic();
                Ex {
                    code: format!("kl_instanceof_ic(th, {v}, {t}, &kl_ic[{ic}], {})", site.0),
                    repr: Repr::Val,
                    check: Check::Sentinel,
                    post: Some(("(r == KL_TRUE)".into(), Repr::Bool)),
                    pre: None,
                }
            }
            Rv::GlobalObject => Ex::pure("kl_global_object(th)".into(), Repr::Val),
            Rv::Arguments => Ex::pure("kl_new_arguments(th, argc, argv)".into(), Repr::Val),
            Rv::Rest(n) => Ex::pure(format!("kl_rest(th, argc, argv, {n})"), Repr::Val),
            Rv::PrivateName(s, method) => {
                let units = self.m.strings.get(*s).to_vec();
                let d = self.str_value(&units);
                match method {
                    None => Ex::pure(format!("kl_new_private_name(th, {d})"), Repr::Val),
                    Some((class, is_static)) => {
                        let units = self.m.strings.get(*class).to_vec();
                        let c = self.str_value(&units);
                        Ex::pure(
                            format!("kl_new_private_method_name(th, {d}, {c}, {is_static})"),
                            Repr::Val,
                        )
                    }
                }
            }
            Rv::IterToArray(v, site) => {
                let v = self.val(*v);
                Ex::value_call(format!("kl_iter_to_array(th, {v}, {})", site.0))
            }
            Rv::ObjectRest(src, keys, site) => {
                let src = self.val(*src);
                let ks: Vec<String> = keys.iter().map(|&k| self.val(k)).collect();
                let arr = if ks.is_empty() {
                    "NULL".to_string()
                } else {
                    format!("(KlValue[]){{{}}}", ks.join(", "))
                };
                Ex::value_call(format!(
                    "kl_object_rest(th, {src}, {}, {arr}, {})",
                    ks.len(),
                    site.0
                ))
            }
        }
    }

    /// Stores call arguments in the frame's outgoing area (where a callee
    /// that collects finds them moved) and returns the argv pointer.
    fn outgoing(&mut self, args: &[Arg]) -> String {
        let (vals, argv) = self.outgoing_vals(args);
        let base = self.frame.out_base as usize;
        for (i, v) in vals.iter().enumerate() {
            self.line(&format!("fr[{}] = {v};", base + i));
        }
        argv
    }

    /// The arguments of a call as C values, and the argv pointer to the
    /// outgoing area where [`Self::speculate`] stores them.
    fn outgoing_vals(&mut self, args: &[Arg]) -> (Vec<String>, String) {
        let vals: Vec<String> = args.iter().map(|a| self.val(a.operand())).collect();
        let argv = if args.is_empty() {
            "NULL".into()
        } else {
            format!("&fr[{}]", self.frame.out_base)
        };
        (vals, argv)
    }

    /// The parts and spread flags of a call or array literal with spread.
    fn spread_parts(&mut self, args: &[Arg]) -> (String, String) {
        let vals: Vec<String> = args.iter().map(|a| self.val(a.operand())).collect();
        let flags: Vec<&str> = args
            .iter()
            .map(|a| {
                if matches!(a, Arg::Spread(_)) {
                    "1"
                } else {
                    "0"
                }
            })
            .collect();
        (
            format!("(KlValue[]){{{}}}", vals.join(", ")),
            format!("(const uint8_t[]){{{}}}", flags.join(", ")),
        )
    }

    fn direct_call(&mut self, callee: FuncId, env: Operand, args: &[Operand]) -> Ex {
        let cf = self.m.func(callee);
        let mut a = vec!["th".to_string()];
        if cf.has_env {
            a.push(self.val(env));
        }
        if cf.this_var.is_some() {
            a.push("KL_UNDEFINED".into());
        }
        if cf.new_target_var.is_some() {
            a.push("KL_UNDEFINED".into());
        }
        if cf.varargs {
            let wrapped: Vec<Arg> = args.iter().map(|&o| Arg::Value(o)).collect();
            let argv = self.outgoing(&wrapped);
            a.push(args.len().to_string());
            a.push(argv);
        } else {
            for (i, &arg) in args.iter().enumerate() {
                let r = param_repr(cf, i);
                a.push(self.operand(arg, r));
            }
        }
        let r = ret_repr(cf);
        let check = if r == Repr::Val {
            Check::Sentinel
        } else {
            Check::Pending
        };
        Ex::checked(
            format!("{}({})", c_func_name(self.m, callee), a.join(", ")),
            r,
            check,
        )
    }

    fn use_operand(&mut self, o: Operand) -> Ex {
        let r = match o {
            Operand::Var(v) => self.frame.repr[v.index()],
            Operand::Const(c) => Repr::of(c.ty()),
        };
        Ex::pure(self.operand(o, r), r)
    }

    /// C code for IsStrictlyEqual specialised on the operand types.
    fn strict_eq(&mut self, a: Operand, b: Operand, ta: Ty, tb: Ty) -> String {
        if ta.within(Ty::NUMBER) && tb.within(Ty::NUMBER) {
            let (x, y) = match self.int_pair(a, b) {
                Some(pair) => pair,
                None => (self.operand(a, Repr::F64), self.operand(b, Repr::F64)),
            };
            return format!("({x} == {y})");
        }
        if ta.within(Ty::BOOL) && tb.within(Ty::BOOL) {
            let (x, y) = (self.operand(a, Repr::Bool), self.operand(b, Repr::Bool));
            return format!("({x} == {y})");
        }
        if ta.within(Ty::STRING) && tb.within(Ty::STRING) {
            let (x, y) = (self.val(a), self.val(b));
            return format!("kl_string_eq({x}, {y})");
        }
        if !ta.is_none() && !tb.is_none() && !ta.may(tb) {
            return "false".into();
        }
        // Against undefined, null or a boolean, equality is identity.
        let identity = Ty::UNDEF | Ty::NULL | Ty::BOOL;
        let (x, y) = (self.val(a), self.val(b));
        if ta.within(identity) || tb.within(identity) {
            return format!("({x} == {y})");
        }
        format!("kl_strict_eq({x}, {y})")
    }

    fn string_of(&mut self, a: Operand) -> Ex {
        let t = self.ty(a);
        if t.within(Ty::STRING) {
            return Ex::pure(self.val(a), Repr::Val);
        }
        if t.within(Ty::NUMBER) {
            let x = self.operand(a, Repr::F64);
            return Ex::pure(format!("kl_num_to_string(th, {x})"), Repr::Val);
        }
        let v = self.val(a);
        let check = if t.may(Ty::SYMBOL | Ty::OBJECT) {
            Check::Sentinel
        } else {
            Check::None
        };
        Ex::checked(format!("kl_to_string(th, {v})"), Repr::Val, check)
    }
}
