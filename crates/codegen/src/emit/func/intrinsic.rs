//! The intrinsics: operations the lowering names (console output,
//! conversions, iteration steps, class construction) that become one
//! runtime call or a short C expression each.

use super::entries::field_hint;
use super::{Check, Ex, FnEmitter, Repr};
use crate::ir::*;

impl FnEmitter<'_> {
    pub(super) fn intrinsic(&mut self, i: Intrinsic, args: &[Operand]) -> Ex {
        match i {
            Intrinsic::ConsoleLog | Intrinsic::ConsoleError => {
                let name = if i == Intrinsic::ConsoleLog {
                    "kl_console_log"
                } else {
                    "kl_console_error"
                };
                let vals: Vec<String> = args.iter().map(|&a| self.val(a)).collect();
                let argv = if vals.is_empty() {
                    "NULL".to_string()
                } else {
                    format!("(KlValue[]){{{}}}", vals.join(", "))
                };
                Ex::value_call(format!("{name}(th, {}, {argv})", vals.len()))
            }
            Intrinsic::Number => match args.first() {
                None => Ex::pure("0.0".into(), Repr::F64),
                // A BigInt converts (`Number(1n)` is 1), where ToNumber
                // throws.
                Some(&a) if self.m.groups.bigint && self.ty(a).may(Ty::MAY_BIGINT) => {
                    let v = self.val(a);
                    Ex::value_call(format!("kl_number_call(th, {v})"))
                }
                Some(&a) => {
                    let (x, throws) = self.number(a);
                    Ex::checked(
                        x,
                        Repr::F64,
                        if throws { Check::Pending } else { Check::None },
                    )
                }
            },
            Intrinsic::String => match args.first() {
                None => Ex::pure(self.str_value(&[]), Repr::Val),
                // ToString throws on a symbol; String(symbol) describes it.
                Some(&a) if self.ty(a).may(Ty::SYMBOL) => {
                    let v = self.val(a);
                    Ex::value_call(format!("kl_string_call(th, {v})"))
                }
                Some(&a) => self.string_of(a),
            },
            Intrinsic::BigIntLiteral => {
                let digits = self.val(args[0]);
                Ex::pure(format!("kl_bigint_literal(th, {digits})"), Repr::Val)
            }
            Intrinsic::GlobalRef(site, or_undefined) => {
                let name = self.val(args[0]);
                Ex::value_call(format!(
                    "kl_global_ref(th, {name}, {}, {or_undefined})",
                    site.0
                ))
            }
            Intrinsic::GlobalSet(site) => {
                let (name, v) = (self.val(args[0]), self.val(args[1]));
                Ex::value_call(format!("kl_global_set_ref(th, {name}, {v}, {})", site.0))
            }
            Intrinsic::NamespaceNew(n) => {
                let vals: Vec<String> = args.iter().map(|&a| self.val(a)).collect();
                let (names, values) = vals.split_at(n as usize);
                if n == 0 {
                    return Ex::pure("kl_namespace_new(th, 0, NULL, NULL)".into(), Repr::Val);
                }
                Ex::pure(
                    format!(
                        "kl_namespace_new(th, {n}, (KlValue[]){{{}}}, (KlValue[]){{{}}})",
                        names.join(", "),
                        values.join(", ")
                    ),
                    Repr::Val,
                )
            }
            Intrinsic::NamespaceSync => {
                let (ns, name, v) = (self.val(args[0]), self.val(args[1]), self.val(args[2]));
                Ex::pure(
                    format!("(kl_namespace_sync(th, {ns}, {name}, {v}), KL_UNDEFINED)"),
                    Repr::Val,
                )
            }
            Intrinsic::ModuleRecord => {
                let body = self.val(args[0]);
                Ex::pure(format!("kl_module_record(th, {body})"), Repr::Val)
            }
            Intrinsic::ModuleEvaluate => {
                let rec = self.val(args[0]);
                Ex::value_call(format!("kl_module_evaluate(th, {rec})"))
            }
            Intrinsic::CjsRecord => {
                let (body, file, dir) = (self.val(args[0]), self.val(args[1]), self.val(args[2]));
                Ex::pure(
                    format!("kl_cjs_record(th, {body}, {file}, {dir})"),
                    Repr::Val,
                )
            }
            Intrinsic::CjsRequire => {
                let rec = self.val(args[0]);
                Ex::value_call(format!("kl_cjs_require(th, {rec})"))
            }
            Intrinsic::CjsImportRecord(n) => {
                let rec = self.val(args[0]);
                let names: Vec<String> = args[1..].iter().map(|&a| self.val(a)).collect();
                let names = if n == 0 {
                    "NULL".to_string()
                } else {
                    format!("(KlValue[]){{{}}}", names.join(", "))
                };
                Ex::pure(
                    format!("kl_cjs_import_record(th, {rec}, {n}, {names})"),
                    Repr::Val,
                )
            }
            Intrinsic::CjsModule => {
                let rec = self.val(args[0]);
                Ex::pure(format!("kl_cjs_module(th, {rec})"), Repr::Val)
            }
            Intrinsic::CjsExport => {
                let (exports, name) = (self.val(args[0]), self.val(args[1]));
                Ex::value_call(format!("kl_cjs_export(th, {exports}, {name})"))
            }
            Intrinsic::DynamicImport => {
                let target = self.val(args[0]);
                Ex::pure(format!("kl_dynamic_import(th, {target})"), Repr::Val)
            }
            Intrinsic::DynamicImportFail => {
                let (code, message) = (self.val(args[0]), self.val(args[1]));
                Ex::pure(
                    format!("kl_dynamic_import_fail(th, {code}, {message})"),
                    Repr::Val,
                )
            }
            Intrinsic::AsyncModule {
                pending,
                tla,
                order,
            } => {
                let body = self.val(args[0]);
                Ex::pure(
                    format!("kl_async_module(th, {body}, {pending}, {tla}, {order})"),
                    Repr::Val,
                )
            }
            Intrinsic::ModuleRegister => {
                let (path, target) = (self.val(args[0]), self.val(args[1]));
                Ex::pure(
                    format!("(kl_module_register(th, {path}, {target}), KL_UNDEFINED)"),
                    Repr::Val,
                )
            }
            Intrinsic::DynamicImportComputed(json) => {
                let (importer, spec) = (self.val(args[0]), self.val(args[1]));
                Ex::value_call(format!(
                    "kl_dynamic_import_computed(th, {importer}, {spec}, {json})"
                ))
            }
            Intrinsic::ImportMeta => {
                let (url, file, dir) = (self.val(args[0]), self.val(args[1]), self.val(args[2]));
                Ex::pure(
                    format!("kl_import_meta(th, {url}, {file}, {dir})"),
                    Repr::Val,
                )
            }
            Intrinsic::AsyncModuleParent => {
                let (child, parent) = (self.val(args[0]), self.val(args[1]));
                Ex::pure(
                    format!("(kl_async_module_parent(th, {child}, {parent}), KL_UNDEFINED)"),
                    Repr::Val,
                )
            }
            Intrinsic::AsyncModuleStart => {
                let rec = self.val(args[0]);
                Ex::value_call(format!("kl_async_module_start(th, {rec})"))
            }
            Intrinsic::AsyncModuleTop => {
                let rec = self.val(args[0]);
                Ex::pure(format!("kl_async_module_top(th, {rec})"), Repr::Val)
            }
            Intrinsic::NodeModule(id, namespace) => {
                Ex::value_call(format!("kl_node_module(th, {id}, {})", u8::from(namespace)))
            }
            Intrinsic::IterSnapshot(site) => {
                let v = self.val(args[0]);
                Ex::value_call(format!("kl_iter_snapshot(th, {v}, {})", site.0))
            }
            Intrinsic::SpreadMiddle => {
                let v = self.val(args[0]);
                Ex::value_call(format!("kl_spread_middle(th, {v})"))
            }
            Intrinsic::SpreadLast(site) => {
                let v = self.val(args[0]);
                Ex::checked(
                    format!(
                        "(KL_UNLIKELY(kl_is_nullish({v})) ? kl_spread_nullish(th, {v}, {}) : {v})",
                        site.0
                    ),
                    Repr::Val,
                    Check::Sentinel,
                )
            }
            Intrinsic::TemplateObject(g) => {
                let strings: Vec<String> = args.iter().map(|a| self.val(*a)).collect();
                Ex::value_call(format!(
                    "kl_template_object(th, &kl_globals[{}], {}, (KlValue[]){{{}}})",
                    g.0,
                    strings.len() / 2,
                    strings.join(", ")
                ))
            }
            Intrinsic::NewRegExp => {
                let (p, f) = (self.val(args[0]), self.val(args[1]));
                Ex::value_call(format!("kl_new_regexp(th, {p}, {f})"))
            }
            Intrinsic::ArgAt(n) => Ex::pure(
                format!("({n}u < argc ? argv[{n}] : KL_UNDEFINED)"),
                Repr::Val,
            ),
            Intrinsic::SliceFrom => {
                let a = self.val(args[0]);
                let d = self.operand(args[1], Repr::F64);
                Ex::pure(format!("kl_slice_from(th, {a}, {d})"), Repr::Val)
            }
            Intrinsic::OrdinaryCreate => {
                // Only base class constructors make `this` (lower/class.rs),
                // and each has its cache (`kl_ctorN`, emitted with the
                // function prototypes).
                let nt = self.val(args[0]);
                Ex::value_call(format!(
                    "kl_ordinary_create_ic(th, {nt}, {}, &kl_ctor{})",
                    field_hint(self.f),
                    self.fid.0
                ))
            }
            Intrinsic::CtorResult(false, _) => {
                // A base class: an object result wins, anything else gives
                // `this` (no check; `kl_ctor_result` took 17 instructions
                // a construction for what is one compare).
                let (v, t) = (self.val(args[0]), self.val(args[1]));
                Ex::pure(format!("(kl_is_object({v}) ? {v} : {t})"), Repr::Val)
            }
            Intrinsic::CtorResult(derived, site) => {
                let (v, t) = (self.val(args[0]), self.val(args[1]));
                Ex::value_call(format!(
                    "kl_ctor_result(th, {v}, {t}, {derived}, {})",
                    site.0
                ))
            }
            Intrinsic::ForOfStart(site) => {
                let v = self.val(args[0]);
                Ex::value_call(format!("kl_for_of_start(th, {v}, {})", site.0))
            }
            Intrinsic::ForOfNextMethod | Intrinsic::IterStep | Intrinsic::ForOfClose => {
                let name = match i {
                    Intrinsic::ForOfNextMethod => "kl_for_of_next_method",
                    Intrinsic::IterStep => "kl_iter_next",
                    _ => "kl_for_of_close",
                };
                let (a, b) = (self.val(args[0]), self.val(args[1]));
                Ex::checked(format!("{name}(th, {a}, {b})"), Repr::Val, Check::Sentinel)
            }
            Intrinsic::ForOfCloseThrow => {
                let (a, b, c) = (self.val(args[0]), self.val(args[1]), self.val(args[2]));
                Ex::value_call(format!("kl_for_of_close_throw(th, {a}, {b}, {c})"))
            }
            Intrinsic::IterTake(n, site) => {
                let v = self.val(args[0]);
                Ex::value_call(format!("kl_iter_take(th, {v}, {n}, {})", site.0))
            }
            Intrinsic::ForInHas => {
                let (o, k) = (self.val(args[0]), self.val(args[1]));
                Ex::pure(format!("kl_for_in_has(th, {o}, {k})"), Repr::Bool)
            }
            Intrinsic::IsHole => {
                let v = self.val(args[0]);
                Ex::pure(format!("({v} == KL_HOLE)"), Repr::Bool)
            }
            Intrinsic::Catch => {
                let top = match self.frame.nslots {
                    0 => "th->sp".to_string(),
                    n => format!("fr + {n}"),
                };
                Ex::pure(format!("kl_catch_at(th, {top})"), Repr::Val)
            }
            Intrinsic::ForInKeys => {
                let o = self.val(args[0]);
                Ex::value_call(format!("kl_for_in_keys(th, {o})"))
            }
            Intrinsic::PrivateBrand => {
                let (o, h) = (self.val(args[0]), self.val(args[1]));
                Ex::value_call(format!("kl_private_brand(th, {o}, {h})"))
            }
            Intrinsic::ToPropertyKey => {
                let k = self.val(args[0]);
                Ex::value_call(format!("kl_to_property_key(th, {k})"))
            }
            Intrinsic::CoroutineCreate => {
                let callee = self.val(args[0]);
                let create = match self.f.coroutine.map(|c| c.kind) {
                    Some(CoKind::Generator) => "kl_generator_create",
                    Some(CoKind::Async) => "kl_async_create",
                    Some(CoKind::AsyncGenerator) => "kl_async_generator_create",
                    None => unreachable!("only coroutines make a state object"),
                };
                Ex::value_call(format!(
                    "{create}(th, {callee}, kl_r{}, {})",
                    self.fid.0, self.frame.nsaved
                ))
            }
            // The resume entry's parameters, read before anything can
            // collect (the resume block's first two instructions).
            Intrinsic::ResumeMode => Ex::pure("((double)mode)".into(), Repr::F64),
            Intrinsic::ResumeValue => Ex::pure("sent".into(), Repr::Val),
            Intrinsic::GetIterator(site) => {
                let v = self.val(args[0]);
                Ex::value_call(format!("kl_get_iterator(th, {v}, {})", site.0))
            }
            Intrinsic::DelegateStep => {
                let (it, next) = (self.val(args[0]), self.val(args[1]));
                let mode = self.operand(args[2], Repr::F64);
                let v = self.val(args[3]);
                Ex::value_call(format!(
                    "kl_delegate_step(th, {it}, {next}, (int){mode}, {v})"
                ))
            }
            Intrinsic::IterDone => {
                let r = self.val(args[0]);
                Ex::value_call(format!("kl_iter_done(th, {r})"))
            }
            Intrinsic::MarkDelegated => {
                let co = self.val(args[0]);
                Ex::pure(format!("kl_co_mark_delegated({co})"), Repr::Val)
            }
            Intrinsic::Await => {
                let (co, v) = (self.val(args[0]), self.val(args[1]));
                Ex::value_call(format!("kl_await(th, {co}, {v})"))
            }
            Intrinsic::GetAsyncIterator(site) => {
                let v = self.val(args[0]);
                Ex::value_call(format!("kl_get_async_iterator(th, {v}, {})", site.0))
            }
            Intrinsic::CheckIterResult => {
                let r = self.val(args[0]);
                Ex::value_call(format!("kl_check_iter_result(th, {r})"))
            }
            Intrinsic::AsyncCloseStart(throwing) => {
                let it = self.val(args[0]);
                Ex::value_call(format!("kl_async_close_start(th, {it}, {throwing})"))
            }
            Intrinsic::PatternStep | Intrinsic::PatternRest => {
                let name = if i == Intrinsic::PatternStep {
                    "kl_pattern_step"
                } else {
                    "kl_pattern_rest"
                };
                let (it, next) = (self.val(args[0]), self.val(args[1]));
                let n = self.operand(args[2], Repr::F64);
                Ex::value_call(format!("{name}(th, {it}, {next}, (uint32_t){n})"))
            }
            Intrinsic::AsyncRejected => {
                let e = self.val(args[0]);
                Ex::pure(format!("kl_async_rejected(th, {e})"), Repr::Val)
            }
        }
    }
}
