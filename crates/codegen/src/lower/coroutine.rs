//! Functions that suspend: generators (`yield`, `yield*`) and async
//! functions (`await`).
//!
//! A coroutine is lowered as one IR function. Its call entry binds the
//! parameters (so a default that throws throws at the call, as the spec's
//! FunctionDeclarationInstantiation runs before the generator exists),
//! makes the state object (`Intrinsic::CoroutineCreate`) and suspends at
//! once, handing the object back to the caller. Every later suspension is
//! a [`Term::Suspend`] whose resume block first reads how it was resumed:
//! `next(v)` continues with `v`, `throw(e)` throws `e` where the `yield`
//! stands (into its `try`), `return(v)` returns `v` from there, through
//! every enclosing `finally` (which may yield again). The emitter saves
//! what is live across each suspension in the state object (see
//! `emit/func.rs` and ARCHITECTURE.md).

use super::exceptions::Exit;
use super::{Fx, Lowerer};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_span::GetSpan;

impl Fx {
    /// Ends the current block with a suspension handing `value` to the
    /// resumer, and continues in the resume block: returns how it was
    /// resumed and with what.
    pub(crate) fn suspend(&mut self, value: Operand) -> (Operand, Operand) {
        let resume = self.new_block();
        self.terminate(Term::Suspend(value, resume));
        self.cur = resume;
        let mode = self.assign_temp(Rv::Intrinsic(Intrinsic::ResumeMode, vec![]));
        let sent = self.assign_temp(Rv::Intrinsic(Intrinsic::ResumeValue, vec![]));
        (mode, sent)
    }

    /// `mode === m`, as a fresh boolean.
    fn mode_is(&mut self, mode: Operand, m: f64) -> Operand {
        self.assign_temp(Rv::Binary(BinOp::StrictEq, mode, Operand::num(m)))
    }

    /// Awaits `v` in coroutine `co`: its value, or its reason thrown.
    pub(crate) fn await_value(&mut self, co: Coroutine, v: Operand) -> Operand {
        self.emit(Inst::Eval(Rv::Intrinsic(
            Intrinsic::Await,
            vec![Operand::Var(co.state), v],
        )));
        let (mode, sent) = self.suspend(Operand::Const(Const::Hole));
        let is_throw = self.mode_is(mode, RESUME_THROW);
        let (throw, cont) = (self.new_block(), self.new_block());
        self.terminate(Term::Branch(is_throw, throw, cont));
        self.cur = throw;
        self.terminate(Term::Throw(sent));
        self.cur = cont;
        sent
    }
}

impl<'a> Lowerer<'a, '_> {
    /// After the parameters of a coroutine: the state object and the first
    /// suspension, which returns it to the caller.
    /// `fx.func.callee_var` was made before the parameters (the module
    /// body, which has none, passes null).
    pub(crate) fn begin_coroutine(&mut self, fx: &mut Fx, kind: CoKind) {
        let callee = match fx.func.callee_var {
            Some(c) => Operand::Var(c),
            None => Operand::Const(Const::Null),
        };
        let state = fx.new_var(Some("%coroutine".into()));
        fx.emit(Inst::Assign(
            state,
            Rv::Intrinsic(Intrinsic::CoroutineCreate, vec![callee]),
        ));
        fx.func.coroutine = Some(Coroutine { kind, state });
        // The runtime never resumes a generator that has not started with
        // `throw` or `return` (those complete it without running the body),
        // so the first resumption needs no dispatch.
        let _ = fx.suspend(Operand::Var(state));
    }

    /// An async function's parameters run under a handler: what they throw
    /// rejects the promise the call returns instead of throwing (the spec
    /// runs them inside the async function). Returns the handler block.
    pub(crate) fn open_async_prologue(
        &mut self,
        fx: &mut Fx,
        kind: Option<CoKind>,
    ) -> Option<BlockId> {
        if kind != Some(CoKind::Async) {
            return None;
        }
        let h = fx.new_block();
        fx.handler = Some(h);
        let cur = fx.cur;
        fx.func.blocks[cur.index()].handler = Some(h);
        Some(h)
    }

    /// Ends the parameters' handler: the body goes on in a block of its
    /// own, and the handler returns a rejected promise.
    pub(crate) fn close_async_prologue(&mut self, fx: &mut Fx, h: Option<BlockId>) {
        let Some(h) = h else { return };
        fx.handler = None;
        let body = fx.new_block();
        fx.jump_to(body);
        let after = fx.cur;
        fx.cur = h;
        let e = fx.assign_temp(Rv::Intrinsic(Intrinsic::Catch, vec![]));
        let p = fx.assign_temp(Rv::Intrinsic(Intrinsic::AsyncRejected, vec![e]));
        fx.terminate(Term::Return(p));
        fx.cur = after;
    }

    /// `await e`: the value of the promise `e` resolves to, or its reason
    /// thrown where the `await` stands.
    pub(crate) fn await_expr(&mut self, fx: &mut Fx, a: &'a AwaitExpression<'a>) -> Operand {
        let Some(co) = fx
            .func
            .coroutine
            .filter(|c| matches!(c.kind, CoKind::Async | CoKind::AsyncGenerator))
        else {
            self.unsupported("`await` here", a.span);
            return Operand::UNDEF;
        };
        let v = self.expr(fx, &a.argument);
        fx.await_value(co, v)
    }

    /// After a generator's resumption: `throw` throws the value where the
    /// suspension stands, `return` returns it through the enclosing
    /// `finally` blocks; `next` continues with it (the result).
    /// In an async generator, a `return` resumption's value is awaited
    /// first (AsyncGeneratorUnwrapYieldResumption).
    fn resume_completion(&mut self, fx: &mut Fx, mode: Operand, sent: Operand) -> Operand {
        let is_next = fx.mode_is(mode, RESUME_NEXT);
        let (cont, abrupt) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(is_next, cont, abrupt));
        fx.cur = abrupt;
        let is_throw = fx.mode_is(mode, RESUME_THROW);
        let (throw, ret) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(is_throw, throw, ret));
        fx.cur = throw;
        fx.terminate(Term::Throw(sent));
        fx.cur = ret;
        let value = match fx.func.coroutine {
            Some(co) if co.kind == CoKind::AsyncGenerator => fx.await_value(co, sent),
            _ => sent,
        };
        fx.jump_out(Exit::Return(value), 0);
        fx.cur = cont;
        sent
    }

    /// The value a `return` statement returns: in an async generator, its
    /// operand awaited.
    pub(crate) fn return_value(&mut self, fx: &mut Fx, v: Operand) -> Operand {
        match fx.func.coroutine {
            Some(co) if co.kind == CoKind::AsyncGenerator => fx.await_value(co, v),
            _ => v,
        }
    }

    /// `yield v`: a generator hands out `{ value: v, done: false }`; an
    /// async generator awaits `v` and hands out the value (its driver
    /// settles the oldest request with it).
    pub(crate) fn yield_expr(&mut self, fx: &mut Fx, y: &'a YieldExpression<'a>) -> Operand {
        let Some(co) = fx
            .func
            .coroutine
            .filter(|c| matches!(c.kind, CoKind::Generator | CoKind::AsyncGenerator))
        else {
            self.unsupported("`yield` here", y.span);
            return Operand::UNDEF;
        };
        if y.delegate {
            return if co.kind == CoKind::Generator {
                self.yield_star(fx, y)
            } else {
                self.async_yield_star(fx, co, y)
            };
        }
        let v = match &y.argument {
            Some(a) => self.expr(fx, a),
            None => Operand::UNDEF,
        };
        // A generator hands out the value itself (its `next` makes the
        // result object; an iteration the runtime drives needs none).
        let out = if co.kind == CoKind::Generator {
            v
        } else {
            fx.await_value(co, v)
        };
        let (mode, sent) = fx.suspend(out);
        self.resume_completion(fx, mode, sent)
    }

    /// `yield* operand` in an async generator: the inner async iterator's
    /// results are awaited, and their values handed out one by one.
    fn async_yield_star(
        &mut self,
        fx: &mut Fx,
        co: Coroutine,
        y: &'a YieldExpression<'a>,
    ) -> Operand {
        let Some(arg) = &y.argument else {
            return Operand::UNDEF;
        };
        let v = self.expr(fx, arg);
        let site = self.site_for_expr(arg);
        let iter = fx.temp();
        fx.emit(Inst::Assign(
            iter,
            Rv::Intrinsic(Intrinsic::GetAsyncIterator(site), vec![v]),
        ));
        let next_key = self.named_key("next");
        let nsite = self.site(arg.span());
        let next = fx.temp();
        fx.emit(Inst::Assign(
            next,
            Rv::GetProp(Operand::Var(iter), next_key, nsite),
        ));
        let (mode, sent) = (fx.temp(), fx.temp());
        fx.emit(Inst::Assign(mode, Rv::Use(Operand::num(RESUME_NEXT))));
        fx.emit(Inst::Assign(sent, Rv::Use(Operand::UNDEF)));
        let step = fx.new_block();
        fx.func.blocks[step.index()].loop_header = true;
        fx.jump_to(step);
        let r = fx.assign_temp(Rv::Intrinsic(
            Intrinsic::DelegateStep,
            vec![
                Operand::Var(iter),
                Operand::Var(next),
                Operand::Var(mode),
                Operand::Var(sent),
            ],
        ));
        let no_method = fx.assign_temp(Rv::Intrinsic(Intrinsic::IsHole, vec![r]));
        let (ret_now, stepped) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(no_method, ret_now, stepped));
        fx.cur = ret_now;
        let a = fx.await_value(co, Operand::Var(sent));
        fx.jump_out(Exit::Return(a), 0);
        fx.cur = stepped;
        let awaited = fx.await_value(co, r);
        let r = fx.assign_temp(Rv::Intrinsic(Intrinsic::CheckIterResult, vec![awaited]));
        let done = fx.assign_temp(Rv::Intrinsic(Intrinsic::IterDone, vec![r]));
        let (finished, more) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(done, finished, more));
        fx.cur = more;
        let value_key = self.named_key("value");
        let vsite = self.site(y.span);
        let out = fx.assign_temp(Rv::GetProp(r, value_key, vsite));
        let (m, s) = fx.suspend(out);
        fx.emit(Inst::Assign(mode, Rv::Use(m)));
        // A `return` resumption's value is awaited before it goes on.
        let is_return = fx.mode_is(m, RESUME_RETURN);
        let (awaits, same) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(is_return, awaits, same));
        fx.cur = awaits;
        let sa = fx.await_value(co, s);
        fx.emit(Inst::Assign(sent, Rv::Use(sa)));
        fx.terminate(Term::Jump(step));
        fx.cur = same;
        fx.emit(Inst::Assign(sent, Rv::Use(s)));
        fx.terminate(Term::Jump(step));
        fx.cur = finished;
        let value_key = self.named_key("value");
        let value = fx.assign_temp(Rv::GetProp(r, value_key, vsite));
        let was_return = fx.mode_is(Operand::Var(mode), RESUME_RETURN);
        let (ret, after) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(was_return, ret, after));
        fx.cur = ret;
        let rv = fx.await_value(co, value);
        fx.jump_out(Exit::Return(rv), 0);
        fx.cur = after;
        value
    }

    /// `yield* operand` in a generator (the spec's loop, one
    /// `DelegateStep` per resumption): the inner iterator's results are
    /// handed to the resumer as they are, and the expression's value is
    /// the inner iterator's last `value`; a `return` resumption whose inner
    /// result is done returns that value from the generator.
    fn yield_star(&mut self, fx: &mut Fx, y: &'a YieldExpression<'a>) -> Operand {
        let Some(arg) = &y.argument else {
            return Operand::UNDEF;
        };
        let v = self.expr(fx, arg);
        // V8 names a call's or a property read's value by the `yield*`,
        // and describes any other by its type and value.
        let text = match super::expr::strip(arg) {
            Expression::CallExpression(_)
            | Expression::NewExpression(_)
            | Expression::StaticMemberExpression(_)
            | Expression::ComputedMemberExpression(_)
            | Expression::PrivateFieldExpression(_) => "yield* (intermediate value)",
            _ => "",
        };
        let site = self.site_quoting(arg.span(), Some(text.into()));
        let iter = fx.temp();
        fx.emit(Inst::Assign(
            iter,
            Rv::Intrinsic(Intrinsic::GetIterator(site), vec![v]),
        ));
        let next_key = self.named_key("next");
        let nsite = self.site(arg.span());
        let next = fx.temp();
        fx.emit(Inst::Assign(
            next,
            Rv::GetProp(Operand::Var(iter), next_key, nsite),
        ));
        let (mode, sent) = (fx.temp(), fx.temp());
        fx.emit(Inst::Assign(mode, Rv::Use(Operand::num(RESUME_NEXT))));
        fx.emit(Inst::Assign(sent, Rv::Use(Operand::UNDEF)));
        let step = fx.new_block();
        fx.func.blocks[step.index()].loop_header = true;
        fx.jump_to(step);
        let r = fx.assign_temp(Rv::Intrinsic(
            Intrinsic::DelegateStep,
            vec![
                Operand::Var(iter),
                Operand::Var(next),
                Operand::Var(mode),
                Operand::Var(sent),
            ],
        ));
        // No `return` method: the generator returns the value itself.
        let no_method = fx.assign_temp(Rv::Intrinsic(Intrinsic::IsHole, vec![r]));
        let (ret_now, stepped) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(no_method, ret_now, stepped));
        fx.cur = ret_now;
        fx.jump_out(Exit::Return(Operand::Var(sent)), 0);
        fx.cur = stepped;
        let done = fx.assign_temp(Rv::Intrinsic(Intrinsic::IterDone, vec![r]));
        let (finished, more) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(done, finished, more));
        // Not done: the inner result goes out as it is.
        fx.cur = more;
        let state = fx.func.coroutine.expect("a generator").state;
        fx.emit(Inst::Eval(Rv::Intrinsic(
            Intrinsic::MarkDelegated,
            vec![Operand::Var(state)],
        )));
        let (m, s) = fx.suspend(r);
        fx.emit(Inst::Assign(mode, Rv::Use(m)));
        fx.emit(Inst::Assign(sent, Rv::Use(s)));
        fx.terminate(Term::Jump(step));
        // Done: its value is the expression's, or what a `return`
        // resumption returns.
        fx.cur = finished;
        let value_key = self.named_key("value");
        let vsite = self.site(y.span);
        let value = fx.assign_temp(Rv::GetProp(r, value_key, vsite));
        let was_return = fx.mode_is(Operand::Var(mode), RESUME_RETURN);
        let (ret, after) = (fx.new_block(), fx.new_block());
        fx.terminate(Term::Branch(was_return, ret, after));
        fx.cur = ret;
        fx.jump_out(Exit::Return(value), 0);
        fx.cur = after;
        value
    }
}

/// Whether the module body itself awaits (`await`, `for await`) outside
/// any function.
pub(crate) fn has_top_level_await(program: &Program<'_>) -> bool {
    top_level_await_span(program).is_some()
}

/// The first `await` (or `for await`) of the module body itself.
pub(crate) fn top_level_await_span(program: &Program<'_>) -> Option<oxc_span::Span> {
    use oxc_ast_visit::Visit;
    struct Find(Option<oxc_span::Span>);
    impl<'a> Visit<'a> for Find {
        fn visit_await_expression(&mut self, it: &AwaitExpression<'a>) {
            self.0 = self.0.or(Some(it.span));
        }
        fn visit_for_of_statement(&mut self, it: &ForOfStatement<'a>) {
            if it.r#await {
                self.0 = self.0.or(Some(it.span));
            }
            oxc_ast_visit::walk::walk_for_of_statement(self, it);
        }
        fn visit_function(&mut self, _: &Function<'a>, _: oxc_syntax::scope::ScopeFlags) {}
        fn visit_arrow_function_expression(&mut self, _: &ArrowFunctionExpression<'a>) {}
    }
    let mut f = Find(None);
    f.visit_program(program);
    f.0
}
