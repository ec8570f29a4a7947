//! Property accesses: named keys through the inline caches (kiln.h
//! `kl_get_ic`, `kl_get_method_ic`, `kl_set_ic`, `kl_define_ic`),
//! computed keys through the indexed and generic element paths.

use super::{Check, Ex, FnEmitter, Repr};
use crate::ir::*;

impl FnEmitter<'_> {
    /// The key of a named access: where the atom of a key string constant
    /// is (the runtime writes it into `kl_keys` at start, so a miss never
    /// interns; the cache reads it only when it misses).
    pub(super) fn key_value(&mut self, s: StrId) -> String {
        let units = self.m.strings.get(s).to_vec();
        let (_, i) = self.strs.key(&units);
        format!("&kl_keys[{i}]")
    }

    /// CreateDataPropertyOrThrow: through a define cache for a constant
    /// key that names no index (the cached transition adds it inline).
    /// `name`: an anonymous function value takes the key's name.
    pub(super) fn define_prop(&mut self, o: Operand, k: Operand, v: Operand, name: bool) -> String {
        if let Operand::Const(Const::Str(s)) = k
            && !is_index_key(self.m.strings.get(s))
        {
            let (ov, vv) = (self.val(o), self.val(v));
            let key = self.key_value(s);
            let ic = self.strs.new_ic();
            let fresh = matches!(o, Operand::Var(v) if self.fresh.contains(&v));
            return match (fresh, name) {
                (true, true) => format!("kl_define_ic_fresh(th, {ov}, {key}, {vv}, &kl_ic[{ic}])"),
                (false, true) => format!("kl_define_ic(th, {ov}, {key}, {vv}, &kl_ic[{ic}])"),
                (fresh, false) => format!(
                    "kl_define_ic_with(th, {ov}, {key}, {vv}, &kl_ic[{ic}], {}, false)",
                    !fresh
                ),
            };
        }
        let fresh = matches!(o, Operand::Var(v) if self.fresh.contains(&v));
        let symbol = self.ty(k).within(Ty::SYMBOL);
        let (o, k, v) = (self.val(o), self.val(k), self.val(v));
        if symbol {
            let ic = self.strs.new_ic();
            return format!(
                "kl_define_sym_ic(th, {o}, {k}, {v}, &kl_ic[{ic}], {}, {name})",
                !fresh
            );
        }
        format!("kl_define_prop(th, {o}, {k}, {v}, {name})")
    }

    pub(super) fn get_prop(&mut self, o: Operand, k: &PropKey, site: SiteId) -> Ex {
        let to = self.ty(o);
        match *k {
            PropKey::Named(s, ic) => {
                let is_length =
                    self.m.strings.get(s) == "length".encode_utf16().collect::<Vec<_>>();
                if to.within(Ty::STRING) && is_length {
                    let sv = self.val(o);
                    return Ex::pure(format!("((double)kl_string_length({sv}))"), Repr::F64);
                }
                let ov = self.val(o);
                let key = self.key_value(s);
                // `length` is most often an array's: its field first.
                let get = if is_length {
                    "kl_get_length_ic"
                } else if self.m.method_ics.contains(&ic) {
                    if to.within(Ty::STRING) {
                        "kl_get_method_ic_str"
                    } else {
                        "kl_get_method_ic"
                    }
                } else {
                    "kl_get_ic"
                };
                Ex::checked(
                    format!("{get}(th, {ov}, {key}, &kl_ic[{}], {})", ic.0, site.0),
                    Repr::Val,
                    Check::Sentinel,
                )
            }
            PropKey::Computed(kop) => {
                let tk = self.ty(kop);
                if to.within(Ty::STRING) && tk.within(Ty::NUMBER) {
                    let (sv, i) = (self.val(o), self.operand(kop, Repr::F64));
                    return Ex::pure(format!("kl_string_at(th, {sv}, {i})"), Repr::Val);
                }
                let ov = self.val(o);
                if tk.within(Ty::NUMBER) {
                    // A counter's index as its integer (`_i`).
                    let (i, sfx) = match self.counter(kop) {
                        Some(c) => (c, "_i"),
                        None => (self.operand(kop, Repr::F64), ""),
                    };
                    if let Some((v, want)) = self.typed_receiver(o) {
                        return Ex::checked(
                            format!(
                                "kl_get_index_typed{sfx}(th, {ov}, {i}, kl_ta{v}, {want}, {})",
                                site.0
                            ),
                            Repr::Val,
                            Check::Sentinel,
                        );
                    }
                    return Ex::checked(
                        format!("kl_get_index{sfx}(th, {ov}, {i}, {})", site.0),
                        Repr::Val,
                        Check::Sentinel,
                    );
                }
                let kic = self.strs.new_key_ic();
                if let Some(g) = self.m.private_once_sites.get(&site) {
                    return Ex::checked(
                        format!(
                            "kl_get_private_once(th, {ov}, &kl_globals[{}], &kl_keyic[{kic}], {})",
                            g.0, site.0
                        ),
                        Repr::Val,
                        Check::Sentinel,
                    );
                }
                let key = self.val(kop);
                // A private name (`o.#x`) is a symbol: no number test,
                // and the site's first pair inline.
                let get = if tk.within(Ty::SYMBOL) {
                    "kl_get_sym_keyed"
                } else {
                    "kl_get_elem_keyed"
                };
                Ex::checked(
                    format!("{get}(th, {ov}, {key}, &kl_keyic[{kic}], {})", site.0),
                    Repr::Val,
                    Check::Sentinel,
                )
            }
        }
    }

    /// A receiver that is a variable holding a typed array made here
    /// ([`super::typed`]): the variable's number and the element type.
    fn typed_receiver(&self, o: Operand) -> Option<(u32, &'static str)> {
        match o {
            Operand::Var(v) => self.typed.get(&v).map(|t| (v.0, *t)),
            Operand::Const(_) => None,
        }
    }

    /// C code storing `v` into `o[k]` (returns KL_EXCEPTION on a throw).
    pub(super) fn set_prop(&mut self, o: Operand, k: &PropKey, v: Operand, site: SiteId) -> String {
        let (ov, vv) = (self.val(o), self.val(v));
        match *k {
            PropKey::Named(s, ic) => {
                let key = self.key_value(s);
                // A value that is never a reference needs no barrier.
                let prim = Ty::UNDEF | Ty::NULL | Ty::BOOL | Ty::NUMBER;
                let f = if self.ty(v).within(prim) {
                    "kl_set_ic_prim"
                } else {
                    "kl_set_ic"
                };
                format!("{f}(th, {ov}, {key}, {vv}, &kl_ic[{}], {})", ic.0, site.0)
            }
            PropKey::Computed(kop) => {
                let tk = self.ty(kop);
                if tk.within(Ty::NUMBER) {
                    let (i, sfx) = match self.counter(kop) {
                        Some(c) => (c, "_i"),
                        None => (self.operand(kop, Repr::F64), ""),
                    };
                    match self.typed_receiver(o) {
                        Some((t, want)) => format!(
                            "kl_set_index_typed{sfx}(th, {ov}, {i}, {vv}, kl_ta{t}, {want}, {})",
                            site.0
                        ),
                        None => format!("kl_set_index{sfx}(th, {ov}, {i}, {vv}, {})", site.0),
                    }
                } else {
                    let kic = self.strs.new_key_ic();
                    let prim = Ty::UNDEF | Ty::NULL | Ty::BOOL | Ty::NUMBER;
                    if let Some(g) = self.m.private_once_sites.get(&site) {
                        let set = if self.ty(v).within(prim) {
                            "kl_set_private_once_prim"
                        } else {
                            "kl_set_private_once"
                        };
                        return format!(
                            "{set}(th, {ov}, &kl_globals[{}], {vv}, &kl_keyic[{kic}], {})",
                            g.0, site.0
                        );
                    }
                    let key = self.val(kop);
                    let set = if tk.within(Ty::SYMBOL) && self.ty(v).within(prim) {
                        "kl_set_sym_keyed_prim"
                    } else if tk.within(Ty::SYMBOL) {
                        "kl_set_sym_keyed"
                    } else {
                        "kl_set_elem_keyed"
                    };
                    format!("{set}(th, {ov}, {key}, {vv}, &kl_keyic[{kic}], {})", site.0)
                }
            }
        }
    }
}

/// Whether a key's text is an array index ("0", "17"; not "01"): such a
/// key is an element, which no named-property cache describes.
pub(super) fn is_index_key(units: &[u16]) -> bool {
    let Ok(text) = String::from_utf16(units) else {
        return false;
    };
    text.parse::<u32>()
        .is_ok_and(|i| i != u32::MAX && i.to_string() == text)
}
