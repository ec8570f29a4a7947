//! The entries of function objects: `kl_gN` (generic call), `kl_cN`
//! (construct), `kl_dN` (the direct entry a method call speculates on),
//! `kl_nN` (the one `new C(…)` speculates on) and the static `KlFuncInfo`,
//! plus which functions a method call or a `new` may call directly.

use super::super::{StrPool, c_func_name};
use super::frame::Repr;
use super::{
    CONSTRUCT_ARGS, GENERIC_ARGS, Incoming, boxed_return, convert, forward_args, is_constructor,
    ret_repr,
};
use crate::ir::*;
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

/// The most compiled functions a method call site tests for before the
/// generic call (each test is two compares).
const MAX_SPECULATED: usize = 4;

/// The compiled functions that a method call `o.m(…)` may call directly,
/// by name: every function with function objects whose name is `m`, that
/// takes its parameters one by one (no `arguments`, no rest) and that a
/// call can run (not a class constructor). A site tests the callee's
/// `KlFuncInfo` against each (`kl_fn_is`) and calls its `kl_dN` entry with
/// the arguments in registers; anything else takes `kl_call`. A prototype
/// method call through `kl_call` cost 52 instructions against 22 for a
/// direct call (bench/probe call).
pub(in crate::emit) struct DirectCalls {
    by_name: HashMap<Vec<u16>, Vec<FuncId>>,
    /// Class constructors by class name, for `new C(…)`: a site whose
    /// callee is the identifier `C` tests for them and calls a match's
    /// `kl_nN` entry (the generic `kl_construct` and `kl_cN` unpacking
    /// took 27 instructions a construction).
    ctors: HashMap<Vec<u16>, Vec<FuncId>>,
}

impl DirectCalls {
    pub(in crate::emit) fn new(m: &Module, objects: &[FuncId]) -> DirectCalls {
        let mut by_name: HashMap<Vec<u16>, Vec<FuncId>> = HashMap::new();
        let mut ctors: HashMap<Vec<u16>, Vec<FuncId>> = HashMap::new();
        for &fid in objects {
            let f = m.func(fid);
            if f.varargs || f.is_main {
                continue;
            }
            let map = match f.kind {
                FuncKind::ClassConstructor { .. } => &mut ctors,
                _ => &mut by_name,
            };
            map.entry(f.name.encode_utf16().collect())
                .or_default()
                .push(fid);
        }
        DirectCalls { by_name, ctors }
    }

    /// The class constructors to test for at `new C(…)` when the callee is
    /// the identifier `name`: none when there are more than
    /// [`MAX_SPECULATED`].
    pub(super) fn ctor_candidates(&self, name: &str) -> &[FuncId] {
        let units: Vec<u16> = name.encode_utf16().collect();
        speculated(&self.ctors, &units)
    }

    /// Every class constructor some `new` site may call directly.
    pub(in crate::emit) fn all_ctors(&self) -> impl Iterator<Item = FuncId> + '_ {
        all_speculated(&self.ctors)
    }

    /// The functions to test for at a call of a method named `name`: none
    /// when there are more than [`MAX_SPECULATED`].
    pub(super) fn candidates(&self, name: &[u16]) -> &[FuncId] {
        speculated(&self.by_name, name)
    }

    /// Every function some site may call directly.
    pub(in crate::emit) fn all(&self) -> impl Iterator<Item = FuncId> + '_ {
        all_speculated(&self.by_name)
    }
}

/// The functions named `name`, unless there are too many to test for.
fn speculated<'a>(by_name: &'a HashMap<Vec<u16>, Vec<FuncId>>, name: &[u16]) -> &'a [FuncId] {
    match by_name.get(name) {
        Some(c) if c.len() <= MAX_SPECULATED => c,
        _ => &[],
    }
}

/// Every function of a name few enough functions have.
fn all_speculated(by_name: &HashMap<Vec<u16>, Vec<FuncId>>) -> impl Iterator<Item = FuncId> + '_ {
    by_name
        .values()
        .filter(|c| c.len() <= MAX_SPECULATED)
        .flatten()
        .copied()
}

/// The entries a speculating call site calls with the arguments as C
/// parameters (missing ones passed as undefined): `kl_dN` for a call
/// (`kl_gN` without the argument array), or with `construct` `kl_nN` for
/// `new C(…)` of class constructor N (`kl_cN` with `fn` as new.target).
pub(in crate::emit) fn direct_entry(m: &Module, fid: FuncId, construct: bool) -> String {
    let f = m.func(fid);
    let (name, mut params, this, nt) = if construct {
        (
            "n",
            "KlThread *th, KlValue fn".to_string(),
            "KL_UNDEFINED",
            "fn",
        )
    } else {
        (
            "d",
            "KlThread *th, KlValue fn, KlValue this_v".to_string(),
            "this_v",
            "KL_UNDEFINED",
        )
    };
    for i in 0..f.params.len() {
        write!(params, ", KlValue a{i}").unwrap();
    }
    let args = forward_args(f, this, nt, Incoming::Params);
    let call = format!("{}({})", c_func_name(m, fid), args.join(", "));
    let unused = if construct {
        "(void)fn;"
    } else {
        "(void)fn; (void)this_v;"
    };
    format!(
        "static inline KlValue kl_{name}{}({params}) {{\n  {unused}\n{}}}\n",
        fid.0,
        boxed_return(f, &call)
    )
}

/// `kl_gN`: the generic call entry of a function object.
pub(in crate::emit) fn generic_entry(m: &Module, fid: FuncId) -> String {
    let f = m.func(fid);
    let call = format!(
        "{}({})",
        c_func_name(m, fid),
        forward_args(f, "this_v", "KL_UNDEFINED", Incoming::Argv).join(", ")
    );
    format!(
        "KL_FN KlValue kl_g{}({GENERIC_ARGS}) {{\n  (void)fn; (void)this_v; (void)argc; (void)argv;\n{}{}}}\n",
        fid.0,
        leaf_check(f, false),
        boxed_return(f, &call)
    )
}

/// The stack checks a leaf's body leaves to its generic and construct
/// entries ([`frame::is_leaf`](super::frame::is_leaf)).
/// `pop`: the entry has pushed a frame of its own (`fr`) by then.
fn leaf_check(f: &Func, pop: bool) -> &'static str {
    match (super::frame::is_leaf(f), pop) {
        (false, _) => "",
        (true, false) => "  if (KL_UNLIKELY(kl_leaf_enter(th))) return KL_EXCEPTION;\n",
        (true, true) => {
            "  if (KL_UNLIKELY(kl_leaf_enter(th))) { kl_pop_frame(th, fr); return KL_EXCEPTION; }\n"
        }
    }
}

/// `kl_cN`: the construct entry. A class constructor's body makes and
/// returns `this` itself; an ordinary function's `this` is made here and
/// kept in a frame slot across the body, the callee and new.target in
/// two more across the making (new.target's `prototype` may be a getter,
/// which may collect).
pub(in crate::emit) fn construct_entry(m: &Module, fid: FuncId) -> String {
    let f = m.func(fid);
    let name = c_func_name(m, fid);
    if matches!(f.kind, FuncKind::ClassConstructor { .. }) {
        let call = format!(
            "{name}({})",
            forward_args(f, "KL_UNDEFINED", "nt", Incoming::Argv).join(", ")
        );
        return format!(
            "KL_FN KlValue kl_c{}({CONSTRUCT_ARGS}) {{\n{}{}}}\n",
            fid.0,
            leaf_check(f, false),
            boxed_return(f, &call)
        );
    }
    let call = format!(
        "{name}({})",
        forward_args(f, "fr[0]", "nt", Incoming::Argv).join(", ")
    );
    let result = match ret_repr(f) {
        Repr::Val => format!("  KlValue r = {call};\n"),
        rep => format!(
            "  {} u = {call};\n  KlValue r = th->exc_pending ? KL_EXCEPTION : {};\n",
            rep.c_type(),
            convert("u".into(), rep, Repr::Val)
        ),
    };
    format!(
        "KL_FN KlValue kl_c{}({CONSTRUCT_ARGS}) {{\n  KlValue *fr = kl_push_frame(th, 3);\n  if (KL_UNLIKELY(!fr)) return KL_EXCEPTION;\n{}  fr[1] = fn; fr[2] = nt;\n  fr[0] = kl_ordinary_create(th, nt, {});\n  if (KL_UNLIKELY(fr[0] == KL_EXCEPTION)) {{ kl_pop_frame(th, fr); return KL_EXCEPTION; }}\n  fn = fr[1]; nt = fr[2];\n{result}  KlValue self = fr[0];\n  kl_pop_frame(th, fr);\n  if (r == KL_EXCEPTION || kl_is_object(r)) return r;\n  return self;\n}}\n",
        fid.0,
        leaf_check(f, true),
        field_hint(f)
    )
}

/// How many distinct named properties a constructor adds to `this` itself
/// (class fields, parameter properties, `this.x = …` anywhere in its
/// body): the inline slots its instances get (kiln.h `KL_FN_FIELDS_SHIFT`;
/// `kl_ordinary_create` adds those of the classes deriving from it), so
/// their fields are inline and hit the caches' inline entries.
pub(in crate::emit) fn field_hint(f: &Func) -> u32 {
    let Some(this) = f.this_var else {
        return 0;
    };
    let mut keys = HashSet::new();
    // Fields with keys known only at run time: private fields (`#x`, a
    // name made per class evaluation) and computed ones, one slot each.
    // Without them an object of a class with `#x` and `y` had one inline
    // slot, `y` went to the overflow slots, and every `o.y` site missed its
    // inline cache (`bench/probe private`: 102 instructions, not 6).
    let mut computed = 0;
    for b in &f.blocks {
        for i in &b.insts {
            match i {
                Inst::DefineProp(Operand::Var(o), Operand::Const(Const::Str(k)), _)
                | Inst::DefineField(Operand::Var(o), Operand::Const(Const::Str(k)), _)
                | Inst::SetProp(Operand::Var(o), PropKey::Named(k, _), _, _)
                    if *o == this =>
                {
                    keys.insert(*k);
                }
                Inst::DefineProp(Operand::Var(o), _, _)
                | Inst::DefineField(Operand::Var(o), _, _)
                    if *o == this =>
                {
                    computed += 1;
                }
                // The private methods stamped before any field.
                Inst::Eval(Rv::Intrinsic(Intrinsic::PrivateBrand, args))
                    if args.first() == Some(&Operand::Var(this)) =>
                {
                    if let Some(Operand::Const(Const::Num(n))) = args.get(2) {
                        computed += *n as u32;
                    }
                }
                _ => {}
            }
        }
    }
    (keys.len() as u32 + computed).min(MAX_FIELD_HINT)
}

/// The largest field hint (it has 8 bits in `KlFuncInfo.flags`).
const MAX_FIELD_HINT: u32 = 64;

/// The static `KlFuncInfo` of a function that has function objects.
pub(in crate::emit) fn func_info(m: &Module, fid: FuncId, strs: &mut StrPool) -> String {
    let f = m.func(fid);
    let units: Vec<u16> = f.name.encode_utf16().collect();
    let name = strs.name(&units);
    let mut flags = Vec::new();
    if is_constructor(f) {
        flags.push("KL_FN_CONSTRUCTOR");
    }
    if let FuncKind::ClassConstructor { derived } = f.kind {
        flags.push("KL_FN_CLASS");
        if derived {
            flags.push("KL_FN_DERIVED");
        }
        if f.paren_heritage {
            flags.push("KL_FN_PAREN_HERITAGE");
        }
    }
    if f.kind == FuncKind::Arrow {
        flags.push("KL_FN_ARROW");
    }
    match f.coroutine.map(|c| c.kind) {
        Some(CoKind::Generator) => flags.push("KL_FN_GENERATOR"),
        Some(CoKind::Async) => flags.push("KL_FN_ASYNC"),
        Some(CoKind::AsyncGenerator) => flags.push("KL_FN_ASYNC | KL_FN_GENERATOR"),
        None => {}
    }
    let hint;
    if is_constructor(f) && field_hint(f) > 0 {
        hint = format!("({}u << KL_FN_FIELDS_SHIFT)", field_hint(f));
        flags.push(&hint);
    }
    let flags = if flags.is_empty() {
        "0".to_string()
    } else {
        flags.join(" | ")
    };
    let construct = if is_constructor(f) {
        format!("kl_c{}", fid.0)
    } else {
        "NULL".into()
    };
    format!(
        "KL_DATA const KlFuncInfo kl_info{} = {{kl_g{}, {construct}, &{name}, {}, {flags}, NULL}};\n",
        fid.0, fid.0, f.length
    )
}
