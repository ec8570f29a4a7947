//! `for…of` over any iterable.
//!
//! The loop runs on the iteration protocol (`kl_for_of_start` is
//! GetIterator, each step calls `next`), except over an array whose
//! iteration nobody changed (`Array.prototype[Symbol.iterator]` and the
//! array iterator's `next` are the originals): the runtime then hands back
//! the array itself and the loop indexes it, reading `length` at each step
//! as the array iterator does, which no program can tell apart.
//!
//! Leaving the body early closes the iterator: `break`, and `return` or a
//! jump to an outer loop (through a cleanup region, the compiler's own
//! `finally`), call its `return` method; a throw from the body calls it
//! too and then rethrows, ignoring what `return` does. A throw from the
//! iterator itself (`next`, or reading the step's result) does not.

use super::{Fx, Lowerer, Target};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_span::GetSpan;

impl<'a> Lowerer<'a, '_> {
    pub(crate) fn for_of(&mut self, fx: &mut Fx, f: &'a ForOfStatement<'a>, labels: Vec<String>) {
        let v = self.expr(fx, &f.right);
        let site = self.site_for_expr(&f.right);
        let iter = fx.assign_temp(Rv::Intrinsic(Intrinsic::ForOfStart(site), vec![v]));
        let iter = self.keep(fx, iter);
        let next = fx.assign_temp(Rv::Intrinsic(Intrinsic::ForOfNextMethod, vec![iter, v]));
        let next = self.keep(fx, next);
        let idx = fx.temp();
        fx.emit(Inst::Assign(idx, Rv::Use(Operand::num(0.0))));
        let item = fx.temp();

        let outer_handler = fx.handler;
        let header = fx.new_block();
        fx.func.blocks[header.index()].loop_header = true;
        let (fast, fast_get, slow, exit) = (
            fx.new_block(),
            fx.new_block(),
            fx.new_block(),
            fx.new_block(),
        );
        fx.jump_to(header);
        let is_fast = fx.assign_temp(Rv::Intrinsic(Intrinsic::IsHole, vec![next]));
        fx.terminate(Term::Branch(is_fast, fast, slow));
        // An array, indexed.
        fx.cur = fast;
        let len_key = self.named_key("length");
        let lsite = self.site(f.right.span());
        let len = fx.assign_temp(Rv::GetProp(iter, len_key, lsite));
        let more = fx.assign_temp(Rv::Binary(BinOp::Lt, Operand::Var(idx), len));
        fx.terminate(Term::Branch(more, fast_get, exit));
        fx.cur = fast_get;
        let x = fx.assign_temp(Rv::GetProp(
            iter,
            PropKey::Computed(Operand::Var(idx)),
            lsite,
        ));
        fx.emit(Inst::Assign(item, Rv::Use(x)));
        let n1 = fx.assign_temp(Rv::Binary(BinOp::Add, Operand::Var(idx), Operand::num(1.0)));
        fx.emit(Inst::Assign(idx, Rv::Use(n1)));

        // The body and its exits are a cleanup region.
        let handler = fx.open_cleanup();
        fx.handler = Some(handler);
        let body = fx.new_block();
        let brk = fx.new_block();
        // `break` closes outside the region: a throwing `return` must not
        // be closed again.
        fx.func.blocks[brk.index()].handler = outer_handler;
        fx.terminate(Term::Jump(body));
        // Any other iterable, one `next` at a time (outside the region: a
        // throwing iterator is not closed).
        fx.handler = outer_handler;
        fx.cur = slow;
        let x = fx.assign_temp(Rv::Intrinsic(Intrinsic::IterStep, vec![iter, next]));
        fx.emit(Inst::Assign(item, Rv::Use(x)));
        let done = fx.assign_temp(Rv::Intrinsic(Intrinsic::IsHole, vec![Operand::Var(item)]));
        fx.terminate(Term::Branch(done, exit, body));

        fx.handler = Some(handler);
        fx.cur = body;
        let scope = f.scope_id.get();
        if let Some(s) = scope {
            self.enter_scope(fx, s, false);
        }
        match &f.left {
            ForStatementLeft::VariableDeclaration(d) => {
                self.declare_lexical_vars(fx, d);
                if let Some(decl) = d.declarations.first() {
                    self.bind_pattern(
                        fx,
                        &decl.id,
                        Operand::Var(item),
                        super::pattern::BindKind::Init,
                    );
                }
            }
            target => match target.as_assignment_target() {
                Some(t) => self.assign_target(fx, t, Operand::Var(item)),
                None => self.unsupported("this loop head", target.span()),
            },
        }
        fx.targets.push(Target {
            labels,
            break_to: brk,
            continue_to: Some(header),
            breakable: true,
            finally_depth: fx.finally_stack.len(),
        });
        self.stmt(fx, &f.body, Vec::new());
        fx.targets.pop();
        if let Some(s) = scope {
            self.leave_scope(fx, s);
        }
        fx.terminate(Term::Jump(header));
        // `break`: close, then leave.
        fx.cur = brk;
        fx.emit(Inst::Eval(Rv::Intrinsic(
            Intrinsic::ForOfClose,
            vec![iter, next],
        )));
        fx.terminate(Term::Jump(exit));

        fx.handler = outer_handler;
        fx.close_cleanup(handler, exit, |fx, is_throw, value| {
            let (on_throw, on_exit) = (fx.new_block(), fx.new_block());
            fx.terminate(Term::Branch(is_throw, on_throw, on_exit));
            fx.cur = on_throw;
            // Always throws (the body's exception again).
            fx.emit(Inst::Eval(Rv::Intrinsic(
                Intrinsic::ForOfCloseThrow,
                vec![iter, next, value],
            )));
            fx.terminate(Term::Throw(value));
            fx.cur = on_exit;
            fx.emit(Inst::Eval(Rv::Intrinsic(
                Intrinsic::ForOfClose,
                vec![iter, next],
            )));
        });
        fx.cur = exit;
    }

    /// `for await (x of operand)` in an async function, an async generator
    /// or the module body: each step's result is awaited and must be an
    /// object; leaving early closes the iterator (awaiting what `return`
    /// gives, which after a throw is ignored).
    pub(crate) fn for_await_of(
        &mut self,
        fx: &mut Fx,
        f: &'a ForOfStatement<'a>,
        labels: Vec<String>,
    ) {
        let Some(co) = fx
            .func
            .coroutine
            .filter(|c| matches!(c.kind, CoKind::Async | CoKind::AsyncGenerator))
        else {
            self.unsupported("`for await` here", f.span);
            return;
        };
        let v = self.expr(fx, &f.right);
        let site = self.site_for_expr(&f.right);
        let iter = fx.assign_temp(Rv::Intrinsic(Intrinsic::GetAsyncIterator(site), vec![v]));
        let iter = self.keep(fx, iter);
        let next_key = self.named_key("next");
        let nsite = self.site(f.right.span());
        let next = fx.assign_temp(Rv::GetProp(iter, next_key, nsite));
        let next = self.keep(fx, next);
        let item = fx.temp();
        let outer_handler = fx.handler;
        let header = fx.new_block();
        fx.func.blocks[header.index()].loop_header = true;
        let exit = fx.new_block();
        fx.jump_to(header);
        // The step, outside the cleanup region: an iterator that throws or
        // rejects is not closed.
        let csite = self.site_quoting(f.right.span(), None);
        let r = fx.assign_temp(Rv::CallValue(next, iter, vec![], csite));
        let r = fx.await_value(co, r);
        let r = fx.assign_temp(Rv::Intrinsic(Intrinsic::CheckIterResult, vec![r]));
        let done = fx.assign_temp(Rv::Intrinsic(Intrinsic::IterDone, vec![r]));
        let got = fx.new_block();
        fx.terminate(Term::Branch(done, exit, got));
        fx.cur = got;
        let value_key = self.named_key("value");
        let x = fx.assign_temp(Rv::GetProp(r, value_key, nsite));
        fx.emit(Inst::Assign(item, Rv::Use(x)));

        let handler = fx.open_cleanup();
        fx.handler = Some(handler);
        let body = fx.new_block();
        let brk = fx.new_block();
        fx.func.blocks[brk.index()].handler = outer_handler;
        fx.terminate(Term::Jump(body));
        fx.cur = body;
        let scope = f.scope_id.get();
        if let Some(s) = scope {
            self.enter_scope(fx, s, false);
        }
        match &f.left {
            ForStatementLeft::VariableDeclaration(d) => {
                self.declare_lexical_vars(fx, d);
                if let Some(decl) = d.declarations.first() {
                    self.bind_pattern(
                        fx,
                        &decl.id,
                        Operand::Var(item),
                        super::pattern::BindKind::Init,
                    );
                }
            }
            target => match target.as_assignment_target() {
                Some(t) => self.assign_target(fx, t, Operand::Var(item)),
                None => self.unsupported("this loop head", target.span()),
            },
        }
        fx.targets.push(Target {
            labels,
            break_to: brk,
            continue_to: Some(header),
            breakable: true,
            finally_depth: fx.finally_stack.len(),
        });
        self.stmt(fx, &f.body, Vec::new());
        fx.targets.pop();
        if let Some(s) = scope {
            self.leave_scope(fx, s);
        }
        fx.terminate(Term::Jump(header));
        // `break`: close (outside the region), then leave.
        fx.handler = outer_handler;
        fx.cur = brk;
        async_close(fx, co, iter);
        fx.terminate(Term::Jump(exit));

        fx.close_cleanup(handler, exit, |fx, is_throw, value| {
            let (on_throw, on_exit) = (fx.new_block(), fx.new_block());
            fx.terminate(Term::Branch(is_throw, on_throw, on_exit));
            fx.cur = on_throw;
            async_close_throwing(fx, co, iter);
            fx.terminate(Term::Throw(value));
            fx.cur = on_exit;
            async_close(fx, co, iter);
        });
        fx.cur = exit;
    }

    /// A copy of a temporary that the loop reads on every iteration.
    fn keep(&mut self, fx: &mut Fx, o: Operand) -> Operand {
        let v = fx.temp();
        fx.emit(Inst::Assign(v, Rv::Use(o)));
        Operand::Var(v)
    }
}

/// AsyncIteratorClose after a normal completion (`break`, `return`): calls
/// `return`, awaits its result, which must be an object.
fn async_close(fx: &mut Fx, co: Coroutine, iter: Operand) {
    let r = fx.assign_temp(Rv::Intrinsic(Intrinsic::AsyncCloseStart(false), vec![iter]));
    let none = fx.assign_temp(Rv::Intrinsic(Intrinsic::IsHole, vec![r]));
    let (call, after) = (fx.new_block(), fx.new_block());
    fx.terminate(Term::Branch(none, after, call));
    fx.cur = call;
    let a = fx.await_value(co, r);
    fx.emit(Inst::Eval(Rv::Intrinsic(
        Intrinsic::CheckIterResult,
        vec![a],
    )));
    fx.terminate(Term::Jump(after));
    fx.cur = after;
}

/// AsyncIteratorClose after a throw: `return` runs and its result is
/// awaited, but what either does is ignored (the original exception is
/// thrown again by the caller).
fn async_close_throwing(fx: &mut Fx, co: Coroutine, iter: Operand) {
    let r = fx.assign_temp(Rv::Intrinsic(Intrinsic::AsyncCloseStart(true), vec![iter]));
    let none = fx.assign_temp(Rv::Intrinsic(Intrinsic::IsHole, vec![r]));
    let (call, after) = (fx.new_block(), fx.new_block());
    fx.terminate(Term::Branch(none, after, call));
    let saved = fx.handler;
    let ignore = fx.new_block();
    fx.handler = Some(ignore);
    let awaiting = fx.new_block();
    fx.cur = call;
    fx.terminate(Term::Jump(awaiting));
    fx.cur = awaiting;
    let _ = fx.await_value(co, r);
    fx.handler = saved;
    fx.terminate(Term::Jump(after));
    fx.cur = ignore;
    fx.func.blocks[ignore.index()].handler = saved;
    let _ = fx.assign_temp(Rv::Intrinsic(Intrinsic::Catch, vec![]));
    fx.terminate(Term::Jump(after));
    fx.cur = after;
}
