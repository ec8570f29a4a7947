//! Destructuring: binding patterns (declarations, parameters, `for` heads)
//! and assignment patterns.
//!
//! Array patterns of plain names take the iterable's values as an array
//! first (`IterToArray`), then index it; any other array pattern steps
//! the iterator element by element (`array_pattern.rs`); object patterns
//! read properties in order, with `ObjectRest` for `...rest`.

use super::array_pattern::{Element, RestOf, is_plain, rest_is_plain};
use super::expr::{strip, target_ident};
use super::literal::static_key_name;
use super::{Fx, Lowerer};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_span::GetSpan;

/// What binding a pattern does to its identifiers.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum BindKind {
    /// Initialise (declarations, parameters): no TDZ or const checks.
    Init,
}

impl<'a> Lowerer<'a, '_> {
    /// `value === undefined ? default : value`, the default named after the
    /// binding when it is an anonymous function.
    pub(crate) fn with_default(
        &mut self,
        fx: &mut Fx,
        value: Operand,
        default: &'a Expression<'a>,
        name: Option<String>,
    ) -> Operand {
        let r = fx.temp();
        let is_undef = fx.assign_temp(Rv::Binary(BinOp::StrictEq, value, Operand::UNDEF));
        let (yes, no, join) = (fx.new_block(), fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(is_undef, yes, no));
        fx.cur = yes;
        let d = self.expr_named(fx, default, name);
        fx.emit(Inst::Assign(r, Rv::Use(d)));
        fx.jump_to(join);
        fx.cur = no;
        fx.emit(Inst::Assign(r, Rv::Use(value)));
        fx.jump_to(join);
        Operand::Var(r)
    }

    /// How node names the value an array pattern iterates: a declaration's
    /// initialiser as V8 prints it (`x is not iterable`, `f is not a
    /// function or its return value is not iterable`) unless it is a
    /// property read or a method call; there, and for parameters,
    /// assignments and nested patterns, V8 renders no call site and
    /// describes the value by its type (`object null is not iterable
    /// (cannot read property …)`), which an empty site text asks the
    /// runtime for.
    fn array_pattern_text(&mut self) -> Option<String> {
        match self.destructure_text.take() {
            Some((t, true)) => Some(t),
            _ => Some(String::new()),
        }
    }

    pub(crate) fn bind_pattern(
        &mut self,
        fx: &mut Fx,
        pat: &'a BindingPattern<'a>,
        value: Operand,
        kind: BindKind,
    ) {
        let _ = kind;
        match pat {
            BindingPattern::BindingIdentifier(id) => {
                if let Some(sym) = id.symbol_id.get() {
                    self.init_binding(fx, sym, value);
                }
            }
            BindingPattern::AssignmentPattern(a) => {
                let name = match &a.left {
                    BindingPattern::BindingIdentifier(id) => Some(id.name.to_string()),
                    _ => None,
                };
                let v = self.with_default(fx, value, &a.right, name);
                self.bind_pattern(fx, &a.left, v, kind);
            }
            BindingPattern::ObjectPattern(o) => {
                let first = o
                    .properties
                    .first()
                    // V8 names no property for a computed first key.
                    .and_then(|p| {
                        (!p.computed)
                            .then(|| static_key_name(&p.key, false))
                            .flatten()
                    });
                let first = first.map(|n| self.m.strings.intern(&n));
                let text = self.destructure_text.take().map(|(t, _)| t);
                // A nested pattern, or one whose first property has a
                // default (`{ a = 1 } = v`), reads its first property from
                // the value straight away: node's error is then the
                // property read's (`Cannot read properties of undefined`).
                let first_defaults = o.properties.first().is_some_and(|p| {
                    !p.computed && matches!(p.value, BindingPattern::AssignmentPattern(_))
                });
                if (self.pattern_depth == 0 && !first_defaults) || o.properties.is_empty() {
                    let site = self.site_quoting(o.span, text);
                    fx.emit(Inst::CheckDestructure(value, first, site));
                }
                self.pattern_depth += 1;
                let mut keys = Vec::new();
                for p in &o.properties {
                    let (k, key_op) = self.pattern_key(fx, &p.key, p.computed);
                    keys.push(key_op);
                    let site = self.site(p.key.span());
                    let v = fx.assign_temp(Rv::GetProp(value, k, site));
                    self.bind_pattern(fx, &p.value, v, kind);
                }
                if let Some(r) = &o.rest {
                    let site = self.site(r.span);
                    let rest = fx.assign_temp(Rv::ObjectRest(value, keys, site));
                    self.bind_pattern(fx, &r.argument, rest, kind);
                }
                self.pattern_depth -= 1;
            }
            BindingPattern::ArrayPattern(a) => {
                let text = self.array_pattern_text();
                let site = self.site_quoting(a.span, text);
                self.pattern_depth += 1;
                let elements: Vec<Element<'a>> = a
                    .elements
                    .iter()
                    .map(|e| e.as_ref().map_or(Element::Hole, Element::Binding))
                    .collect();
                let rest = a.rest.as_ref().map(|r| RestOf::Binding(&r.argument));
                if !elements.iter().all(|&e| is_plain(e)) || !rest.is_none_or(rest_is_plain) {
                    self.array_pattern_stepwise(fx, value, &elements, rest, site);
                    self.pattern_depth -= 1;
                    return;
                }
                let arr = self.iter_values(fx, value, a.elements.len(), a.rest.is_some(), site);
                for (i, e) in a.elements.iter().enumerate() {
                    let Some(e) = e else { continue };
                    let v = fx.assign_temp(Rv::GetProp(
                        arr,
                        PropKey::Computed(Operand::num(i as f64)),
                        site,
                    ));
                    self.bind_pattern(fx, e, v, kind);
                }
                if let Some(r) = &a.rest {
                    let rest = fx.assign_temp(Rv::Intrinsic(
                        Intrinsic::SliceFrom,
                        vec![arr, Operand::num(a.elements.len() as f64)],
                    ));
                    self.bind_pattern(fx, &r.argument, rest, kind);
                }
                self.pattern_depth -= 1;
            }
        }
    }

    /// A pattern property's key: the access key and the key as an operand
    /// (for the object rest's exclusions).
    fn pattern_key(
        &mut self,
        fx: &mut Fx,
        key: &'a PropertyKey<'a>,
        computed: bool,
    ) -> (PropKey, Operand) {
        match static_key_name(key, computed) {
            Some(n) => {
                let op = self.str_const(&n);
                (self.named_key(&n), op)
            }
            None => {
                let op = self.property_key(fx, key, computed);
                (PropKey::Computed(op), op)
            }
        }
    }

    /// Destructuring assignment (`[a, b] = [b, a]`, `({x} = o)`).
    pub(crate) fn assign_target(
        &mut self,
        fx: &mut Fx,
        t: &'a AssignmentTarget<'a>,
        value: Operand,
    ) {
        match t {
            AssignmentTarget::ObjectAssignmentTarget(o) => {
                let first = o.properties.first().and_then(|p| match p {
                    AssignmentTargetProperty::AssignmentTargetPropertyIdentifier(p) => {
                        Some(p.binding.name.to_string())
                    }
                    AssignmentTargetProperty::AssignmentTargetPropertyProperty(p) => (!p.computed)
                        .then(|| static_key_name(&p.name, false))
                        .flatten(),
                });
                let first = first.map(|n| self.m.strings.intern(&n));
                let text = self.destructure_text.take().map(|(t, _)| t);
                // As for a binding pattern: a default on the first property
                // leaves the error to the property read.
                let first_defaults = o.properties.first().is_some_and(|p| match p {
                    AssignmentTargetProperty::AssignmentTargetPropertyIdentifier(p) => {
                        p.init.is_some()
                    }
                    AssignmentTargetProperty::AssignmentTargetPropertyProperty(p) => {
                        !p.computed
                            && matches!(
                                p.binding,
                                AssignmentTargetMaybeDefault::AssignmentTargetWithDefault(_)
                            )
                    }
                });
                if (self.pattern_depth == 0 && !first_defaults) || o.properties.is_empty() {
                    let site = self.site_quoting(o.span, text);
                    fx.emit(Inst::CheckDestructure(value, first, site));
                }
                self.pattern_depth += 1;
                let mut keys = Vec::new();
                for p in &o.properties {
                    match p {
                        AssignmentTargetProperty::AssignmentTargetPropertyIdentifier(p) => {
                            let n = p.binding.name.to_string();
                            keys.push(self.str_const(&n));
                            let k = self.named_key(&n);
                            let site = self.site(p.binding.span);
                            let mut v = fx.assign_temp(Rv::GetProp(value, k, site));
                            if let Some(init) = &p.init {
                                v = self.with_default(fx, v, init, Some(n));
                            }
                            self.write_ident(fx, &p.binding, v);
                        }
                        AssignmentTargetProperty::AssignmentTargetPropertyProperty(p) => {
                            let (k, key_op) = self.pattern_key(fx, &p.name, p.computed);
                            keys.push(key_op);
                            let site = self.site(p.name.span());
                            // A reference target (`o.x`, `o[k]`) is evaluated
                            // before the property is read and its default
                            // runs (KeyedDestructuringAssignmentEvaluation).
                            let (target, init) = match &p.binding {
                                AssignmentTargetMaybeDefault::AssignmentTargetWithDefault(d) => {
                                    (Some(&d.binding), Some(&d.init))
                                }
                                other => (other.as_assignment_target(), None),
                            };
                            let member = target
                                .and_then(|t| t.as_simple_assignment_target())
                                .filter(|s| s.as_member_expression().is_some());
                            match member {
                                Some(s) => {
                                    let place = self.place_of(fx, s);
                                    let mut v = fx.assign_temp(Rv::GetProp(value, k, site));
                                    if let Some(init) = init {
                                        v = self.with_default(fx, v, init, None);
                                    }
                                    self.place_store(fx, &place, v);
                                }
                                None => {
                                    let v = fx.assign_temp(Rv::GetProp(value, k, site));
                                    self.assign_maybe_default(fx, &p.binding, v);
                                }
                            }
                        }
                    }
                }
                if let Some(r) = &o.rest {
                    let site = self.site(r.span);
                    let rest = fx.assign_temp(Rv::ObjectRest(value, keys, site));
                    self.assign_target(fx, &r.target, rest);
                }
                self.pattern_depth -= 1;
            }
            AssignmentTarget::ArrayAssignmentTarget(a) => {
                let text = self.array_pattern_text();
                let site = self.site_quoting(a.span, text);
                self.pattern_depth += 1;
                let elements: Vec<Element<'a>> = a
                    .elements
                    .iter()
                    .map(|e| e.as_ref().map_or(Element::Hole, Element::Assign))
                    .collect();
                let rest = a.rest.as_ref().map(|r| RestOf::Assign(&r.target));
                if !elements.iter().all(|&e| is_plain(e)) || !rest.is_none_or(rest_is_plain) {
                    self.array_pattern_stepwise(fx, value, &elements, rest, site);
                    self.pattern_depth -= 1;
                    return;
                }
                let arr = self.iter_values(fx, value, a.elements.len(), a.rest.is_some(), site);
                for (i, e) in a.elements.iter().enumerate() {
                    let Some(e) = e else { continue };
                    let v = fx.assign_temp(Rv::GetProp(
                        arr,
                        PropKey::Computed(Operand::num(i as f64)),
                        site,
                    ));
                    self.assign_maybe_default(fx, e, v);
                }
                if let Some(r) = &a.rest {
                    let rest = fx.assign_temp(Rv::Intrinsic(
                        Intrinsic::SliceFrom,
                        vec![arr, Operand::num(a.elements.len() as f64)],
                    ));
                    self.assign_target(fx, &r.target, rest);
                }
                self.pattern_depth -= 1;
            }
            other => match other.as_simple_assignment_target() {
                Some(s) => {
                    let place = self.place_of(fx, s);
                    self.place_store(fx, &place, value);
                }
                None => self.unsupported("this assignment target", other.span()),
            },
        }
    }

    fn assign_maybe_default(
        &mut self,
        fx: &mut Fx,
        t: &'a AssignmentTargetMaybeDefault<'a>,
        value: Operand,
    ) {
        match t {
            AssignmentTargetMaybeDefault::AssignmentTargetWithDefault(d) => {
                let name = d
                    .binding
                    .as_simple_assignment_target()
                    .and_then(target_ident)
                    .map(|i| i.name.to_string());
                let v = self.with_default(fx, value, &d.init, name);
                self.assign_target(fx, &d.binding, v);
            }
            other => match other.as_assignment_target() {
                Some(t) => self.assign_target(fx, t, value),
                None => self.unsupported("this assignment target", other.span()),
            },
        }
    }

    /// The values an array pattern reads: all of them with a rest element,
    /// else only as many as it has elements (closing the iterator).
    fn iter_values(
        &mut self,
        fx: &mut Fx,
        value: Operand,
        elements: usize,
        rest: bool,
        site: SiteId,
    ) -> Operand {
        if rest {
            fx.assign_temp(Rv::IterToArray(value, site))
        } else {
            fx.assign_temp(Rv::Intrinsic(
                Intrinsic::IterTake(elements as u32, site),
                vec![value],
            ))
        }
    }

    /// `strip` re-exported for patterns written as expressions.
    #[allow(dead_code, reason = "kept beside the pattern helpers for symmetry")]
    fn stripped<'b>(e: &'b Expression<'a>) -> &'b Expression<'a> {
        strip(e)
    }
}

/// Whether V8 names a declaration's initialiser when its array pattern
/// finds the value not iterable: not for a parenthesised one (`= (x)`,
/// `= (0, x)`: V8's call printer finds no position there), a property read
/// or a method call. TypeScript's `as`, `satisfies` and `!`, which node
/// sees as whitespace, are looked through.
pub(crate) fn v8_names_array_source(init: &Expression<'_>) -> bool {
    let mut e = init;
    loop {
        e = match e {
            Expression::TSAsExpression(x) => &x.expression,
            Expression::TSSatisfiesExpression(x) => &x.expression,
            Expression::TSNonNullExpression(x) => &x.expression,
            Expression::ParenthesizedExpression(_) => return false,
            _ => break,
        };
    }
    match init.get_inner_expression() {
        e if e.is_member_expression() => false,
        Expression::ChainExpression(_) => false,
        Expression::CallExpression(c) => !c.callee.get_inner_expression().is_member_expression(),
        _ => true,
    }
}
