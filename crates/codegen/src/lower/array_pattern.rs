//! Array patterns (`[a, b = f(), ...r] = it`, `const [x, [y]] = it`) that
//! run code between their steps: each element takes one value from the
//! iterator, then its default and its target run, in the spec's order
//! (IteratorBindingInitialization, IteratorDestructuringAssignment), and
//! the iterator is closed when the pattern ends before it does, or when
//! an element throws (not when the iterator itself threw).
//!
//! A pattern of plain names without defaults runs no code between its
//! steps, so nothing can tell when it took its values: it keeps the
//! cheaper lowering of `pattern.rs`, which takes them all first (an array
//! iterated the original way is then indexed directly).

use super::expr::target_ident;
use super::{Fx, Lowerer};
use crate::ir::*;
use oxc_ast::ast::*;

/// One element of an array pattern.
#[derive(Clone, Copy)]
pub(crate) enum Element<'a> {
    Hole,
    Binding(&'a BindingPattern<'a>),
    Assign(&'a AssignmentTargetMaybeDefault<'a>),
}

/// An array pattern's rest element.
#[derive(Clone, Copy)]
pub(crate) enum RestOf<'a> {
    Binding(&'a BindingPattern<'a>),
    Assign(&'a AssignmentTarget<'a>),
}

/// Whether the element runs no code when it takes its value: a plain name
/// (or a hole) with no default.
pub(crate) fn is_plain(e: Element<'_>) -> bool {
    match e {
        Element::Hole => true,
        Element::Binding(p) => matches!(p, BindingPattern::BindingIdentifier(_)),
        Element::Assign(t) => t
            .as_assignment_target()
            .and_then(|t| t.as_simple_assignment_target())
            .and_then(target_ident)
            .is_some(),
    }
}

pub(crate) fn rest_is_plain(r: RestOf<'_>) -> bool {
    match r {
        RestOf::Binding(p) => matches!(p, BindingPattern::BindingIdentifier(_)),
        RestOf::Assign(t) => t
            .as_simple_assignment_target()
            .and_then(target_ident)
            .is_some(),
    }
}

impl<'a> Lowerer<'a, '_> {
    /// Destructures `value` with `elements` and `rest`, one step at a time.
    pub(crate) fn array_pattern_stepwise(
        &mut self,
        fx: &mut Fx,
        value: Operand,
        elements: &[Element<'a>],
        rest: Option<RestOf<'a>>,
        site: SiteId,
    ) {
        let iter = fx.assign_temp(Rv::Intrinsic(Intrinsic::ForOfStart(site), vec![value]));
        let iter = Self::kept(fx, iter);
        let next = fx.assign_temp(Rv::Intrinsic(Intrinsic::ForOfNextMethod, vec![iter, value]));
        let next = Self::kept(fx, next);
        let done = fx.temp();
        fx.emit(Inst::Assign(
            done,
            Rv::Use(Operand::Const(Const::Bool(false))),
        ));
        let done = Operand::Var(done);

        let outer_handler = fx.handler;
        let handler = fx.open_cleanup();
        fx.handler = Some(handler);
        let body = fx.new_block();
        fx.jump_to(body);
        for (i, e) in elements.iter().enumerate() {
            let i = i as f64;
            match *e {
                Element::Hole => {
                    let _ = Self::step(fx, iter, next, done, i);
                }
                Element::Binding(pat) => {
                    let (target, default) = match pat {
                        BindingPattern::AssignmentPattern(a) => (&a.left, Some(&a.right)),
                        p => (p, None),
                    };
                    let mut v = Self::step(fx, iter, next, done, i);
                    if let Some(d) = default {
                        let name = match target {
                            BindingPattern::BindingIdentifier(id) => Some(id.name.to_string()),
                            _ => None,
                        };
                        v = self.with_default(fx, v, d, name);
                    }
                    self.bind_pattern(fx, target, v, super::pattern::BindKind::Init);
                }
                Element::Assign(t) => {
                    let (target, default) = match t {
                        AssignmentTargetMaybeDefault::AssignmentTargetWithDefault(d) => {
                            (Some(&d.binding), Some(&d.init))
                        }
                        other => (other.as_assignment_target(), None),
                    };
                    let Some(target) = target else {
                        continue;
                    };
                    // A reference (`o.x`, `o[k]`) is evaluated before the
                    // step; its store comes after the default.
                    let member = target
                        .as_simple_assignment_target()
                        .filter(|s| s.as_member_expression().is_some());
                    let place = member.map(|s| self.place_of(fx, s));
                    let mut v = Self::step(fx, iter, next, done, i);
                    if let Some(d) = default {
                        let name = target
                            .as_simple_assignment_target()
                            .and_then(target_ident)
                            .map(|i| i.name.to_string());
                        v = self.with_default(fx, v, d, name);
                    }
                    match place {
                        Some(p) => self.place_store(fx, &p, v),
                        None => self.assign_target(fx, target, v),
                    }
                }
            }
        }
        if let Some(r) = rest {
            // Whatever happens, the iterator is done once the rest ran.
            fx.emit(Inst::Assign(
                done.as_var().expect("a variable"),
                Rv::Use(Operand::Const(Const::Bool(true))),
            ));
            let n = Operand::num(elements.len() as f64);
            let rest_v = fx.assign_temp(Rv::Intrinsic(Intrinsic::PatternRest, vec![iter, next, n]));
            match r {
                RestOf::Binding(p) => {
                    self.bind_pattern(fx, p, rest_v, super::pattern::BindKind::Init)
                }
                RestOf::Assign(t) => self.assign_target(fx, t, rest_v),
            }
        }
        fx.handler = outer_handler;
        let after = fx.new_block();
        // The normal end closes an iterator that is not done.
        let (close, end) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(done, end, close));
        fx.cur = close;
        fx.emit(Inst::Eval(Rv::Intrinsic(
            Intrinsic::ForOfClose,
            vec![iter, next],
        )));
        fx.terminate(Term::Jump(end));
        fx.cur = end;
        fx.terminate(Term::Jump(after));
        fx.close_cleanup(handler, after, |fx, is_throw, exc| {
            let (on_throw, on_exit) = (fx.new_block(), fx.new_block());
            fx.terminate(Term::Branch(is_throw, on_throw, on_exit));
            // A throw: closed (unless the iterator threw, or is done), and
            // thrown again.
            fx.cur = on_throw;
            let (close_throw, rethrow) = (fx.new_block(), fx.new_block());
            fx.terminate(Term::Branch(done, rethrow, close_throw));
            fx.cur = close_throw;
            fx.emit(Inst::Eval(Rv::Intrinsic(
                Intrinsic::ForOfCloseThrow,
                vec![iter, next, exc],
            )));
            fx.terminate(Term::Jump(rethrow));
            fx.cur = rethrow;
            fx.terminate(Term::Throw(exc));
            // A return through the pattern (from a generator's default):
            // closed.
            fx.cur = on_exit;
            let (close, leave) = (fx.new_block(), fx.new_block());
            fx.terminate(Term::Branch(done, leave, close));
            fx.cur = close;
            fx.emit(Inst::Eval(Rv::Intrinsic(
                Intrinsic::ForOfClose,
                vec![iter, next],
            )));
            fx.terminate(Term::Jump(leave));
            fx.cur = leave;
        });
        fx.cur = after;
    }

    /// A copy of a temporary the pattern reads again later.
    fn kept(fx: &mut Fx, o: Operand) -> Operand {
        let v = fx.temp();
        fx.emit(Inst::Assign(v, Rv::Use(o)));
        Operand::Var(v)
    }

    /// One step: undefined once the iterator is done, else its next value
    /// (marking it done first, so that a step that throws is not closed,
    /// and again when it ends).
    fn step(fx: &mut Fx, iter: Operand, next: Operand, done: Operand, i: f64) -> Operand {
        let r = fx.temp();
        let done_var = done.as_var().expect("a variable");
        let (take, skip, join) = (fx.new_block(), fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(done, skip, take));
        fx.cur = take;
        fx.emit(Inst::Assign(
            done_var,
            Rv::Use(Operand::Const(Const::Bool(true))),
        ));
        let x = fx.assign_temp(Rv::Intrinsic(
            Intrinsic::PatternStep,
            vec![iter, next, Operand::num(i)],
        ));
        let ended = fx.assign_temp(Rv::Intrinsic(Intrinsic::IsHole, vec![x]));
        fx.emit(Inst::Assign(done_var, Rv::Use(ended)));
        let got = fx.new_block();
        fx.terminate(Term::Branch(ended, skip, got));
        fx.cur = got;
        fx.emit(Inst::Assign(r, Rv::Use(x)));
        fx.terminate(Term::Jump(join));
        fx.cur = skip;
        fx.emit(Inst::Assign(r, Rv::Use(Operand::UNDEF)));
        fx.terminate(Term::Jump(join));
        fx.cur = join;
        Operand::Var(r)
    }
}
