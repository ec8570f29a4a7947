//! `this` of a base class constructor made together with the field
//! definitions that open the constructor (kiln.h
//! `kl_ordinary_create_fields`): one allocation with the shape after them
//! and the values stored, instead of a define cache per field.

use super::entries::field_hint;
use super::props::is_index_key;
use super::{FnEmitter, Repr, convert};
use crate::ir::*;
use std::fmt::Write;

/// A run of field definitions fused into the making of `this`
/// ([`fused_run`]).
pub(in crate::emit) struct FusedRun {
    /// The variable the making assigns.
    pub this: VarId,
    /// The index after the run's last definition.
    pub end: usize,
    /// new.target (the making's operand).
    pub nt: Operand,
    /// The fields, each key once, with the value each is defined to.
    pub fields: Vec<(StrId, Operand)>,
    /// The object's inline slots ([`field_hint`]).
    pub cap: u32,
}

/// When `insts[k]` makes `this` and the instructions after it define
/// fields on it (copies of it between them) with constant named keys,
/// each key once, and values that exist before it (not the object
/// itself; a constant for a define that would name a function): the run
/// the emitter fuses into one allocation ([`FnEmitter::fuse_fields`]) and
/// the frame plan knows of (its values go to the miss path, which roots
/// them; nothing else reads them across the making). Defining a field on
/// a fresh object runs no code, so doing it at the allocation changes
/// nothing a program can see.
pub(in crate::emit) fn fused_run(
    m: &Module,
    f: &Func,
    insts: &[Inst],
    k: usize,
) -> Option<FusedRun> {
    let Inst::Assign(t, Rv::Intrinsic(Intrinsic::OrdinaryCreate, args)) = &insts[k] else {
        return None;
    };
    let mut aliases = vec![*t];
    // Other copies in the run (a parameter read into a temporary): the
    // fused code reads their sources, as it runs before them.
    let mut copies: Vec<(VarId, Operand)> = Vec::new();
    let source = |copies: &[(VarId, Operand)], v: Operand| match v {
        Operand::Var(x) => copies
            .iter()
            .rev()
            .find(|&&(w, _)| w == x)
            .map_or(v, |&(_, src)| src),
        _ => v,
    };
    let mut fields: Vec<(StrId, Operand)> = Vec::new();
    let mut end = k + 1;
    for (j, inst) in insts.iter().enumerate().skip(k + 1) {
        match *inst {
            Inst::Assign(w, Rv::Use(Operand::Var(a))) if aliases.contains(&a) => {
                aliases.push(w);
            }
            Inst::Assign(w, Rv::Use(src)) if !aliases.contains(&w) => {
                let src = source(&copies, src);
                copies.push((w, src));
            }
            Inst::DefineField(Operand::Var(o), Operand::Const(Const::Str(s)), v)
            | Inst::DefineProp(
                Operand::Var(o),
                Operand::Const(Const::Str(s)),
                v @ Operand::Const(_),
            ) if aliases.contains(&o)
                && !is_index_key(m.strings.get(s))
                && fields.iter().all(|&(f, _)| f != s)
                && !matches!(v, Operand::Var(x) if aliases.contains(&x)) =>
            {
                fields.push((s, source(&copies, v)));
                end = j + 1;
            }
            _ => break,
        }
    }
    let cap = field_hint(f);
    if fields.is_empty() || fields.len() as u32 > cap {
        return None;
    }
    Some(FusedRun {
        this: *t,
        end,
        nt: args[0],
        fields,
        cap,
    })
}

impl FnEmitter<'_> {
    /// Emits the making of `this` at `insts[k]` with the definitions of
    /// its [`fused_run`], if it has one, and returns the end of the run:
    /// the caller then emits the run's copies and skips its definitions.
    pub(super) fn fuse_fields(&mut self, insts: &[Inst], k: usize) -> Option<usize> {
        let FusedRun {
            this: t,
            end,
            nt,
            fields,
            cap,
        } = fused_run(self.m, self.f, insts, k)?;
        let nt = self.val(nt);
        let fid = self.fid.0;
        let n = fields.len();
        let vals: Vec<String> = fields.iter().map(|&(_, v)| self.val(v)).collect();
        let stores: String = vals
            .iter()
            .enumerate()
            .map(|(i, v)| format!(" s_[{i}] = {v};"))
            .collect();
        let miss = format!("kl_fm{fid}_{}_{k}", self.cur_block.0);
        self.miss_helper(&miss, cap, &fields);
        let exc = self.exc_label();
        let target = self.var(t);
        let value = convert("r".into(), Repr::Val, self.frame.repr[t.index()]);
        self.line(&format!(
            "{{ KlValue r = kl_ordinary_create_fields(th, {nt}, {cap}, &kl_ctor{fid}, {n}); \
             if (KL_LIKELY(r != KL_HOLE)) {{ KlValue *s_ = kl_fields_of(r);{stores} }} \
             else {{ r = {miss}(th, {nt}, {}); if (KL_UNLIKELY(r == KL_EXCEPTION)) goto {exc}; }} \
             {target} = {value}; }}",
            vals.join(", ")
        ));
        Some(end)
    }

    /// The miss of a fused run, out of line (inline, it kept gcc from
    /// inlining small constructors at their `new`): what the code did
    /// without the fusion (`this` made, the fields defined through their
    /// define caches), then the cache filled. new.target and the values are
    /// rooted in a frame of its own across kl_ordinary_create, which may
    /// collect.
    fn miss_helper(&mut self, name: &str, cap: u32, fields: &[(StrId, Operand)]) {
        let fid = self.fid.0;
        let n = fields.len();
        let params: String = (0..n).map(|i| format!(", KlValue a{i}")).collect();
        let saves: String = (0..n).map(|i| format!(" fr[{}] = a{i};", i + 1)).collect();
        let mut h = String::new();
        writeln!(
            h,
            "static KL_COLD KlValue {name}(KlThread *th, KlValue nt{params}) {{\n  \
             KlValue *fr = kl_push_frame(th, {});\n  \
             if (KL_UNLIKELY(!fr)) return KL_EXCEPTION;\n  \
             fr[0] = nt;{saves}\n  \
             KlValue r = kl_ordinary_create(th, fr[0], {cap});\n  \
             if (KL_UNLIKELY(r == KL_EXCEPTION)) goto out;",
            n + 1
        )
        .unwrap();
        for (i, &(s, _)) in fields.iter().enumerate() {
            let key = self.key_value(s);
            let ic = self.strs.new_ic();
            writeln!(
                h,
                "  if (KL_UNLIKELY(kl_define_ic_with(th, r, {key}, fr[{}], &kl_ic[{ic}], false, false) == KL_EXCEPTION)) {{ r = KL_EXCEPTION; goto out; }}",
                i + 1
            )
            .unwrap();
        }
        writeln!(
            h,
            "  kl_ctor_fields_fill(th, fr[0], {cap}, &kl_ctor{fid}, {n}, r);\n\
             out:\n  kl_pop_frame(th, fr);\n  return r;\n}}"
        )
        .unwrap();
        self.strs.helpers.push_str(&h);
    }
}
