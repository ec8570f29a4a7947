//! Before lowering: which bindings are read or written by a function other
//! than the one that declares them. A module-level binding shared that way
//! becomes a global; any other shared binding needs a closure environment.

use oxc_ast::ast::{ArrowFunctionExpression, Function, IdentifierReference};
use oxc_ast_visit::{Visit, walk};
use oxc_semantic::Scoping;
use oxc_syntax::scope::{ScopeFlags, ScopeId};
use oxc_syntax::symbol::SymbolId;
use std::collections::HashSet;

/// The nearest enclosing function (or the module) of a scope.
pub fn function_scope(scoping: &Scoping, mut scope: ScopeId) -> ScopeId {
    loop {
        if scoping
            .scope_flags(scope)
            .intersects(ScopeFlags::Function | ScopeFlags::Top)
        {
            return scope;
        }
        match scoping.scope_parent_id(scope) {
            Some(p) => scope = p,
            None => return scope,
        }
    }
}

pub struct Captures<'s> {
    scoping: &'s Scoping,
    stack: Vec<ScopeId>,
    pub captured: HashSet<SymbolId>,
}

impl<'s> Captures<'s> {
    pub fn find(program: &oxc_ast::ast::Program<'_>, scoping: &'s Scoping) -> HashSet<SymbolId> {
        let root = scoping.root_scope_id();
        let mut c = Captures {
            scoping,
            stack: vec![root],
            captured: HashSet::new(),
        };
        c.visit_program(program);
        c.captured
    }

    fn current(&self) -> ScopeId {
        *self
            .stack
            .last()
            .expect("scope stack holds the module scope")
    }
}

impl<'a> Visit<'a> for Captures<'_> {
    fn visit_identifier_reference(&mut self, it: &IdentifierReference<'a>) {
        let Some(rid) = it.reference_id.get() else {
            return;
        };
        let Some(sym) = self.scoping.get_reference(rid).symbol_id() else {
            return;
        };
        let declared_in = function_scope(self.scoping, self.scoping.symbol_scope_id(sym));
        if declared_in != self.current() {
            self.captured.insert(sym);
        }
    }

    fn visit_function(&mut self, it: &Function<'a>, flags: ScopeFlags) {
        match it.scope_id.get() {
            Some(s) => {
                self.stack.push(s);
                walk::walk_function(self, it, flags);
                self.stack.pop();
            }
            None => walk::walk_function(self, it, flags),
        }
    }

    fn visit_arrow_function_expression(&mut self, it: &ArrowFunctionExpression<'a>) {
        match it.scope_id.get() {
            Some(s) => {
                self.stack.push(s);
                walk::walk_arrow_function_expression(self, it);
                self.stack.pop();
            }
            None => walk::walk_arrow_function_expression(self, it),
        }
    }
}
