//! Lowering of `try`/`catch`/`finally` and of jumps that leave a `finally`.
//!
//! A `try` costs nothing on entry: exceptions travel by return value, and a
//! block inside the `try` simply names the `catch` (or the `finally`) as its
//! exception edge (`Block::handler`), so the test every call already makes
//! jumps there instead of out of the function. The savepoint the handler
//! restores is static: the shadow stack's height at any point of a function
//! is its own frame's top (callees pop their frames on every exit, the
//! runtime's handle scopes are balanced by construction), so the handler
//! resets `th->sp` to it and takes the pending exception (`Intrinsic::Catch`).
//!
//! `finally` is lowered once. Every way into it records a completion kind
//! in a variable (normal, throw, or one of the jumps out that crossed it:
//! `break`, `continue`, `return`) and the value a throw or return carries;
//! after the `finally` body a dispatch continues that completion, in the
//! context outside the `try`, so a jump crossing several `finally` blocks
//! runs each in turn, innermost first, as node does. A `finally` that ends
//! abruptly itself (its own `return`, `throw`, `break`) simply never reaches
//! the dispatch, overriding the completion.

use super::{Fx, Lowerer};
use crate::ir::*;
use oxc_ast::ast::*;

/// Where a jump out of some statements goes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Exit {
    /// `break`/`continue`: a block of this function.
    Jump(BlockId),
    /// `return` with this value.
    Return(Operand),
}

/// A `finally` block enclosing the code being lowered.
pub(crate) struct Finally {
    /// The first block of the `finally` body.
    entry: BlockId,
    /// The completion kind: [`NORMAL`], [`THROW`], or `FIRST_EXIT + i` for
    /// `exits[i]`.
    kind: VarId,
    /// The thrown value or the returned value.
    value: VarId,
    /// The jumps out that crossed this `finally`, continued after it, with
    /// the finally depth of their targets.
    exits: Vec<(Exit, usize)>,
}

const NORMAL: f64 = 0.0;
const THROW: f64 = 1.0;
const FIRST_EXIT: f64 = 2.0;

impl Fx {
    /// Ends the current block with a jump out to `exit`, whose target lies
    /// outside all but `depth` of the enclosing `finally` blocks: the
    /// innermost `finally` crossed runs first.
    pub(crate) fn jump_out(&mut self, exit: Exit, depth: usize) {
        if self.finally_stack.len() <= depth {
            let term = match exit {
                Exit::Jump(b) => Term::Jump(b),
                Exit::Return(v) => Term::Return(v),
            };
            self.terminate(term);
            return;
        }
        let f = self.finally_stack.last_mut().expect("a finally encloses");
        // Every return shares one exit: the value travels in `value`.
        let same = |&(e, d): &(Exit, usize)| {
            d == depth && (e == exit || matches!((e, exit), (Exit::Return(_), Exit::Return(_))))
        };
        let i = match f.exits.iter().position(same) {
            Some(i) => i,
            None => {
                f.exits.push((exit, depth));
                f.exits.len() - 1
            }
        };
        let (kind, value, entry) = (f.kind, f.value, f.entry);
        if let Exit::Return(v) = exit {
            self.emit(Inst::Assign(value, Rv::Use(v)));
        }
        self.emit(Inst::Assign(
            kind,
            Rv::Use(Operand::num(FIRST_EXIT + i as f64)),
        ));
        self.terminate(Term::Jump(entry));
    }

    /// A handler block: it restores the savepoint and takes the pending
    /// exception into a fresh variable.
    fn catch_block(&mut self, b: BlockId) -> Operand {
        self.cur = b;
        self.assign_temp(Rv::Intrinsic(Intrinsic::Catch, vec![]))
    }
}

impl<'a> Lowerer<'a, '_> {
    pub(crate) fn try_stmt(&mut self, fx: &mut Fx, t: &'a TryStatement<'a>) {
        let outer_handler = fx.handler;
        let after = fx.new_block();
        let fin = t.finalizer.as_ref().map(|_| {
            // Made with the outer handler: the `finally` body and its
            // dispatch run outside this `try`.
            let entry = fx.new_block();
            let kind = fx.temp();
            let value = fx.temp();
            (entry, kind, value)
        });
        // Where an exception in the `catch` body goes: the `finally`, which
        // then rethrows it.
        let fin_throw = fin.map(|_| fx.new_block());
        let catch_b = t.handler.as_ref().map(|_| fx.new_block());

        if let Some((entry, kind, value)) = fin {
            fx.finally_stack.push(Finally {
                entry,
                kind,
                value,
                exits: vec![],
            });
        }

        // The protected body.
        fx.handler = catch_b.or(fin_throw);
        let body = fx.new_block();
        fx.jump_to(body);
        self.stmt_block(fx, &t.block);
        self.leave_protected(fx, fin, after);

        // The catch clause, protected by the finally only.
        if let (Some(h), Some(cb)) = (&t.handler, catch_b) {
            fx.handler = fin_throw.or(outer_handler);
            let caught = fx.catch_block(cb);
            // The block made after the handler's first instruction inherits
            // the handler of the catch body.
            fx.func.blocks[cb.index()].handler = fx.handler;
            self.catch_clause(fx, h, caught);
            self.leave_protected(fx, fin, after);
        }

        fx.handler = outer_handler;
        let Some((entry, kind, value)) = fin else {
            fx.cur = after;
            return;
        };
        let f = fx.finally_stack.pop().expect("pushed above");
        if let Some(ft) = fin_throw {
            let v = fx.catch_block(ft);
            fx.func.blocks[ft.index()].handler = outer_handler;
            fx.emit(Inst::Assign(value, Rv::Use(v)));
            fx.emit(Inst::Assign(kind, Rv::Use(Operand::num(THROW))));
            fx.terminate(Term::Jump(entry));
        }
        fx.cur = entry;
        let fin_body = t.finalizer.as_ref().expect("finally");
        self.stmt_block(fx, fin_body);
        fx.continue_completion(&f, after);
        fx.cur = after;
    }
}

impl Fx {
    /// After a `finally` body: continues the completion that entered it
    /// (normal: to `after`; a recorded jump out; else the throw).
    fn continue_completion(&mut self, f: &Finally, after: BlockId) {
        let (fx, kind, value) = (self, f.kind, f.value);
        let is = |fx: &mut Fx, k: f64| {
            fx.assign_temp(Rv::Binary(
                BinOp::StrictEq,
                Operand::Var(kind),
                Operand::num(k),
            ))
        };
        let c = is(fx, NORMAL);
        let next = fx.new_block();
        fx.terminate(Term::Branch(c, after, next));
        fx.cur = next;
        for (i, &(exit, depth)) in f.exits.iter().enumerate() {
            let c = is(fx, FIRST_EXIT + i as f64);
            let (take, next) = (fx.new_block(), fx.new_block());
            fx.terminate(Term::Branch(c, take, next));
            fx.cur = take;
            let exit = match exit {
                // The value was saved: the finally body may have changed
                // the variable the return expression read.
                Exit::Return(_) => Exit::Return(Operand::Var(value)),
                e => e,
            };
            fx.jump_out(exit, depth);
            fx.cur = next;
        }
        fx.terminate(Term::Throw(Operand::Var(value)));
    }

    /// Opens a region whose exits all run some cleanup first (a `finally`
    /// the compiler writes, as `for…of` closes its iterator): returns the
    /// block exceptions in the region must go to.
    pub(crate) fn open_cleanup(&mut self) -> BlockId {
        let entry = self.new_block();
        let kind = self.temp();
        let value = self.temp();
        self.finally_stack.push(Finally {
            entry,
            kind,
            value,
            exits: vec![],
        });
        self.new_block()
    }

    /// Closes the region of [`open_cleanup`](Self::open_cleanup): its
    /// handler block takes the exception into the completion, then
    /// `cleanup(fx, is_throw, value)` runs before the completion goes on.
    /// `after` is where a normal completion continues.
    pub(crate) fn close_cleanup(
        &mut self,
        handler: BlockId,
        after: BlockId,
        cleanup: impl FnOnce(&mut Fx, Operand, Operand),
    ) {
        let f = self.finally_stack.pop().expect("an open cleanup region");
        let v = self.catch_block(handler);
        self.func.blocks[handler.index()].handler = self.handler;
        self.emit(Inst::Assign(f.value, Rv::Use(v)));
        self.emit(Inst::Assign(f.kind, Rv::Use(Operand::num(THROW))));
        self.terminate(Term::Jump(f.entry));
        self.cur = f.entry;
        let is_throw = self.assign_temp(Rv::Binary(
            BinOp::StrictEq,
            Operand::Var(f.kind),
            Operand::num(THROW),
        ));
        cleanup(self, is_throw, Operand::Var(f.value));
        self.continue_completion(&f, after);
    }
}

impl<'a> Lowerer<'a, '_> {
    /// The normal end of the `try` or `catch` body: into the `finally` with
    /// a normal completion, or to the statement after the `try`.
    fn leave_protected(
        &mut self,
        fx: &mut Fx,
        fin: Option<(BlockId, VarId, VarId)>,
        after: BlockId,
    ) {
        match fin {
            Some((entry, kind, _)) => {
                fx.emit(Inst::Assign(kind, Rv::Use(Operand::num(NORMAL))));
                fx.terminate(Term::Jump(entry));
            }
            None => fx.terminate(Term::Jump(after)),
        }
    }

    fn stmt_block(&mut self, fx: &mut Fx, b: &'a BlockStatement<'a>) {
        if let Some(scope) = b.scope_id.get() {
            self.enter_scope(fx, scope, false);
        }
        self.declare_lexical(fx, &b.body);
        self.lower_stmts(fx, &b.body);
        if let Some(scope) = b.scope_id.get() {
            self.leave_scope(fx, scope);
        }
    }

    /// `catch (param) { body }` with the caught value.
    fn catch_clause(&mut self, fx: &mut Fx, h: &'a CatchClause<'a>, caught: Operand) {
        // oxc binds the parameter in the body's scope (the clause's own
        // scope holds nothing): enter both before binding it.
        let mut scopes: Vec<_> = [h.scope_id.get(), h.body.scope_id.get()]
            .into_iter()
            .flatten()
            .collect();
        scopes.dedup();
        // `catch (e) { var e = …; }`: oxc hoists the parameter's symbol to
        // the function, as the `var`, so one symbol has two bindings
        // (Annex B.3.4): the parameter in the clause, the var outside it.
        // The clause is lowered with the parameter's, and the var's is put
        // back after it. (No closure refers to the symbol, so no reference
        // to it is lowered later.)
        let redeclared = match &h.param {
            Some(CatchParameter {
                pattern: BindingPattern::BindingIdentifier(id),
                ..
            }) => id
                .symbol_id
                .get()
                .filter(|&sym| !scopes.contains(&self.scoping.symbol_scope_id(sym))),
            _ => None,
        };
        if let Some(sym) = redeclared
            && self.facts.captured.contains(&sym)
        {
            // One of the bindings would need a slot in an environment, and
            // oxc's facts do not say which a closure captures.
            self.unsupported(
                "a `var` redeclaring a catch parameter, where a closure captures the name",
                h.span,
            );
        }
        let redeclared = redeclared.filter(|sym| !self.facts.captured.contains(sym));
        let outer = redeclared.and_then(|sym| self.bindings.remove(&sym));
        for &s in &scopes {
            self.enter_scope(fx, s, false);
        }
        if let Some(p) = &h.param {
            let mut ids = Vec::new();
            super::collect_pattern_ids(&p.pattern, &mut ids);
            for id in ids {
                if let Some(sym) = id.symbol_id.get() {
                    let mode = self.mode_of(sym);
                    self.declare_binding(fx, sym, mode);
                }
            }
            self.bind_pattern(fx, &p.pattern, caught, super::pattern::BindKind::Init);
        }
        self.declare_lexical(fx, &h.body.body);
        self.lower_stmts(fx, &h.body.body);
        for &s in scopes.iter().rev() {
            self.leave_scope(fx, s);
        }
        if let (Some(sym), Some(outer)) = (redeclared, outer) {
            self.bindings.insert(sym, outer);
        }
    }
}
