//! Variables that hold a typed array the function made itself:
//! `const perm = new Int32Array(n)`.
//!
//! Such a variable is assigned once, by `new` of a view constructor read
//! from the global object. Nothing proves that the global still holds the
//! built-in constructor, so the emitter reads the value's element type
//! once, after the assignment (kiln.h `kl_typed_type`, into a C local
//! `kl_ta{v}`), and each `v[i]` with a number index compares that word
//! with the type the constructor's name promises: equal, the access is a
//! bounds check and one load or store of that element type; otherwise
//! (another constructor, or before the assignment) it takes the generic
//! indexed path. A typed array's element type never changes, and kiln
//! never detaches or resizes a buffer, so the word stays right for as
//! long as the variable holds the value.

use crate::ir::*;
use crate::passes::infer::operand_ty;
use std::collections::{HashMap, HashSet};

/// The view constructors whose elements are numbers, with kiln.h's
/// element type for each.
const VIEWS: [(&str, &str); 9] = [
    ("Int8Array", "KL_TA_INT8"),
    ("Uint8Array", "KL_TA_UINT8"),
    ("Uint8ClampedArray", "KL_TA_UINT8_CLAMPED"),
    ("Int16Array", "KL_TA_INT16"),
    ("Uint16Array", "KL_TA_UINT16"),
    ("Int32Array", "KL_TA_INT32"),
    ("Uint32Array", "KL_TA_UINT32"),
    ("Float32Array", "KL_TA_FLOAT32"),
    ("Float64Array", "KL_TA_FLOAT64"),
];

/// Each variable of `f` assigned once, by `new C(…)` where `C` is a view
/// constructor read from the global object (through copies), with the
/// element type `C`'s name promises.
pub(super) fn typed_vars(m: &Module, f: &Func) -> HashMap<VarId, &'static str> {
    let mut count: HashMap<VarId, u32> = HashMap::new();
    let mut def: HashMap<VarId, &Rv> = HashMap::new();
    // The variables indexed by a number somewhere (`v[i]`, `v[i] = x`).
    let mut indexed = HashSet::new();
    let number =
        |k: &PropKey| matches!(k, PropKey::Computed(k) if operand_ty(f, *k).within(Ty::NUMBER));
    for b in &f.blocks {
        for i in &b.insts {
            match i {
                Inst::Assign(v, rv) => {
                    *count.entry(*v).or_default() += 1;
                    def.insert(*v, rv);
                    if let Rv::GetProp(Operand::Var(o), k, _) = rv
                        && number(k)
                    {
                        indexed.insert(*o);
                    }
                }
                Inst::SetProp(Operand::Var(o), k, _, _) if number(k) => {
                    indexed.insert(*o);
                }
                _ => {}
            }
        }
    }
    // The only value a variable assigned once gets, if that is how.
    let only = |v: VarId| (count.get(&v) == Some(&1)).then(|| def[&v]);
    let mut typed = HashMap::new();
    for &v in &indexed {
        let mut cur = v;
        // Copies (`const a = t` of the temporary `new` assigned) are few.
        for _ in 0..4 {
            match only(cur) {
                Some(Rv::Use(Operand::Var(t))) => cur = *t,
                Some(Rv::Construct(Operand::Var(c), _, _)) => {
                    if let Some(Rv::GetProp(Operand::Var(g), PropKey::Named(name, _), _)) = only(*c)
                        && matches!(only(*g), Some(Rv::GlobalObject))
                        && let Some((_, ty)) = VIEWS.iter().find(|(n, _)| {
                            m.strings.get(*name) == n.encode_utf16().collect::<Vec<_>>()
                        })
                    {
                        typed.insert(v, *ty);
                    }
                    break;
                }
                _ => break,
            }
        }
    }
    typed
}
