//! Before lowering: facts about bindings and functions that lowering needs
//! before it reaches the code that establishes them.
//!
//! - which bindings are read or written by a function other than the one
//!   that declares them (module-level ones become globals, others live in
//!   closure environments);
//! - which bindings are used other than as the callee of a direct call
//!   (function declarations used as values need a function object);
//! - which functions have their `this`, `arguments` or `new.target` used by
//!   a nested arrow function (those live in the function's environment);
//! - which of the globals lowering calls directly (`console.log`,
//!   `String(x)`, …) the program may replace.
//!
//! [`ReferencesTo`] finds, on demand, the references to given bindings
//! inside one part of the program.

use oxc_ast::ast::{
    ArrowFunctionExpression, CallExpression, Class, ComputedMemberExpression, Expression, Function,
    IdentifierReference, NewTarget, PropertyDefinition, SimpleAssignmentTarget, StaticBlock,
    StaticMemberExpression, Super, ThisExpression, UnaryExpression, UnaryOperator,
};
use oxc_ast_visit::{Visit, walk};
use oxc_semantic::Scoping;
use oxc_syntax::reference::ReferenceId;
use oxc_syntax::scope::{ScopeFlags, ScopeId};
use oxc_syntax::symbol::SymbolId;
use std::collections::HashSet;

/// The nearest enclosing function (or the module) of a scope.
pub fn function_scope(scoping: &Scoping, mut scope: ScopeId) -> ScopeId {
    loop {
        if scoping
            .scope_flags(scope)
            .intersects(ScopeFlags::Function | ScopeFlags::Top | ScopeFlags::ClassStaticBlock)
        {
            return scope;
        }
        match scoping.scope_parent_id(scope) {
            Some(p) => scope = p,
            None => return scope,
        }
    }
}

#[derive(Default)]
pub struct Facts {
    /// Bindings touched from another function than their own.
    pub captured: HashSet<SymbolId>,
    /// Bindings used other than as a direct callee.
    pub value_used: HashSet<SymbolId>,
    /// Function scopes (non-arrow, or the module) whose `this` an arrow uses.
    pub this_captured: HashSet<ScopeId>,
    /// Function scopes whose `arguments` an arrow uses.
    pub arguments_captured: HashSet<ScopeId>,
    /// Function scopes whose own body uses `arguments`.
    pub arguments_used: HashSet<ScopeId>,
    /// Function scopes whose own body uses `new.target`.
    pub new_target_used: HashSet<ScopeId>,
    /// Function scopes that use `super` (themselves or through arrows).
    pub super_used: HashSet<ScopeId>,
    /// Function scopes whose `new.target` an arrow uses.
    pub new_target_captured: HashSet<ScopeId>,
    /// Names only declared for the type checker (`declare const x: T`,
    /// `declare function f(): void`, `declare class C`, `declare enum E`):
    /// references to them are globals.
    pub ambient: HashSet<SymbolId>,
    /// Of the globals whose calls lower to intrinsics ([`INTRINSIC_GLOBALS`]),
    /// those the program may replace: assigned (`String = f`,
    /// `globalThis.Number = f`), written through (`console.log = f`,
    /// `delete console.log`), or, for `console`, used as a value (which a
    /// callee could write through). Calls of these are ordinary calls.
    pub rebound_globals: HashSet<&'static str>,
    /// Whether the module uses `import.meta` other than to read its `url`,
    /// `filename` or `dirname` (which are constants otherwise): it then
    /// gets its `import.meta` object.
    pub import_meta_object: bool,
}

/// The globals whose calls lower to intrinsics.
pub const INTRINSIC_GLOBALS: [&str; 4] = ["console", "String", "Number", "Boolean"];

struct Frame {
    scope: ScopeId,
    arrow: bool,
}

pub struct Analysis<'s> {
    scoping: &'s Scoping,
    stack: Vec<Frame>,
    class_scopes: Vec<Option<ScopeId>>,
    facts: Facts,
}

impl<'s> Analysis<'s> {
    pub fn run(program: &oxc_ast::ast::Program<'_>, scoping: &'s Scoping) -> Facts {
        let root = scoping.root_scope_id();
        let mut a = Analysis {
            scoping,
            stack: vec![Frame {
                scope: root,
                arrow: false,
            }],
            class_scopes: Vec::new(),
            facts: Facts::default(),
        };
        a.visit_program(program);
        a.facts
    }

    /// The name of `e` when it is an identifier no declaration binds.
    fn global_name<'b>(&self, e: &'b Expression<'_>) -> Option<&'b str> {
        match strip(e) {
            Expression::Identifier(id) => {
                let rid = id.reference_id.get()?;
                let unbound = self.scoping.get_reference(rid).symbol_id().is_none();
                unbound.then_some(id.name.as_str())
            }
            _ => None,
        }
    }

    /// Records that the program may replace the global `name` (every one
    /// of them for `*`).
    fn rebind(&mut self, name: &str) {
        for g in INTRINSIC_GLOBALS {
            if name == "*" || name == g {
                self.facts.rebound_globals.insert(g);
            }
        }
    }

    /// A write through `object.name` (`name` None: a computed key).
    fn write_through(&mut self, object: &Expression<'_>, name: Option<&str>) {
        match self.global_name(object) {
            Some("console") => self.rebind("console"),
            Some("globalThis" | "global") => self.rebind(name.unwrap_or("*")),
            _ => {}
        }
    }

    fn current(&self) -> ScopeId {
        self.stack.last().expect("module frame").scope
    }

    /// The nearest non-arrow function frame, if it is not the current one.
    fn through_arrow(&self) -> Option<ScopeId> {
        let mut crossed = false;
        for f in self.stack.iter().rev() {
            if !f.arrow {
                return crossed.then_some(f.scope);
            }
            crossed = true;
        }
        None
    }

    fn reference(&mut self, it: &IdentifierReference<'_>, as_callee: bool) {
        let Some(rid) = it.reference_id.get() else {
            return;
        };
        let Some(sym) = self.scoping.get_reference(rid).symbol_id() else {
            if it.name == "arguments" {
                match self.through_arrow() {
                    Some(s) => {
                        self.facts.arguments_captured.insert(s);
                    }
                    None => {
                        let s = self.current();
                        self.facts.arguments_used.insert(s);
                    }
                }
            }
            return;
        };
        if !as_callee {
            self.facts.value_used.insert(sym);
        }
        let declared_in = function_scope(self.scoping, self.scoping.symbol_scope_id(sym));
        if declared_in != self.current() {
            self.facts.captured.insert(sym);
        }
    }

    fn enter(&mut self, scope: Option<ScopeId>, arrow: bool) -> bool {
        match scope {
            Some(s) => {
                self.stack.push(Frame { scope: s, arrow });
                true
            }
            None => false,
        }
    }
}

fn strip<'b, 'a>(mut e: &'b Expression<'a>) -> &'b Expression<'a> {
    loop {
        e = match e {
            Expression::ParenthesizedExpression(p) => &p.expression,
            Expression::TSAsExpression(x) => &x.expression,
            Expression::TSSatisfiesExpression(x) => &x.expression,
            Expression::TSNonNullExpression(x) => &x.expression,
            Expression::TSTypeAssertion(x) => &x.expression,
            _ => return e,
        }
    }
}

impl<'a> Visit<'a> for Analysis<'_> {
    fn visit_identifier_reference(&mut self, it: &IdentifierReference<'a>) {
        self.reference(it, false);
        // A use as a value; reads of members come through the member
        // expressions below without reaching here.
        let unbound = it
            .reference_id
            .get()
            .is_some_and(|r| self.scoping.get_reference(r).symbol_id().is_none());
        if unbound {
            match it.name.as_str() {
                "console" => self.rebind("console"),
                "globalThis" | "global" => self.rebind("*"),
                _ => {}
            }
        }
    }

    fn visit_import_meta(&mut self, _it: &oxc_ast::ast::ImportMeta) {
        self.facts.import_meta_object = true;
    }

    fn visit_static_member_expression(&mut self, it: &StaticMemberExpression<'a>) {
        if matches!(it.object, Expression::ImportMeta(_))
            && matches!(it.property.name.as_str(), "url" | "filename" | "dirname")
        {
            return;
        }
        match self.global_name(&it.object) {
            Some("console") => {}
            // `globalThis.console` hands out the console object.
            Some("globalThis" | "global") => {
                if it.property.name == "console" {
                    self.rebind("console");
                }
            }
            _ => walk::walk_static_member_expression(self, it),
        }
    }

    fn visit_computed_member_expression(&mut self, it: &ComputedMemberExpression<'a>) {
        match self.global_name(&it.object) {
            Some("console") => self.visit_expression(&it.expression),
            Some("globalThis" | "global") => {
                self.rebind("*");
                self.visit_expression(&it.expression);
            }
            _ => walk::walk_computed_member_expression(self, it),
        }
    }

    fn visit_simple_assignment_target(&mut self, it: &SimpleAssignmentTarget<'a>) {
        match it {
            SimpleAssignmentTarget::AssignmentTargetIdentifier(id) => {
                let unbound = id
                    .reference_id
                    .get()
                    .is_some_and(|r| self.scoping.get_reference(r).symbol_id().is_none());
                if unbound {
                    self.rebind(id.name.as_str());
                }
            }
            SimpleAssignmentTarget::StaticMemberExpression(m) => {
                self.write_through(&m.object, Some(m.property.name.as_str()));
                if matches!(m.object, Expression::ImportMeta(_)) {
                    self.facts.import_meta_object = true;
                }
            }
            SimpleAssignmentTarget::ComputedMemberExpression(m) => {
                self.write_through(&m.object, None);
            }
            _ => {}
        }
        walk::walk_simple_assignment_target(self, it);
    }

    fn visit_unary_expression(&mut self, it: &UnaryExpression<'a>) {
        if it.operator == UnaryOperator::Delete {
            match strip(&it.argument) {
                Expression::StaticMemberExpression(m) => {
                    self.write_through(&m.object, Some(m.property.name.as_str()));
                    if matches!(m.object, Expression::ImportMeta(_)) {
                        self.facts.import_meta_object = true;
                    }
                }
                Expression::ComputedMemberExpression(m) => self.write_through(&m.object, None),
                _ => {}
            }
        }
        walk::walk_unary_expression(self, it);
    }

    fn visit_call_expression(&mut self, it: &CallExpression<'a>) {
        // An optional call (`f?.()`) reads the binding as a value.
        if let (Expression::Identifier(id), false) = (strip(&it.callee), it.optional) {
            self.reference(id, true);
            for a in &it.arguments {
                self.visit_argument(a);
            }
            if let Some(t) = &it.type_arguments {
                self.visit_ts_type_parameter_instantiation(t);
            }
            return;
        }
        walk::walk_call_expression(self, it);
    }

    fn visit_this_expression(&mut self, _it: &ThisExpression) {
        if let Some(s) = self.through_arrow() {
            self.facts.this_captured.insert(s);
        }
    }

    fn visit_super(&mut self, _it: &Super) {
        match self.through_arrow() {
            Some(s) => {
                self.facts.this_captured.insert(s);
                self.facts.super_used.insert(s);
            }
            None => {
                let s = self.current();
                self.facts.super_used.insert(s);
            }
        }
    }

    fn visit_new_target(&mut self, _it: &NewTarget) {
        match self.through_arrow() {
            Some(s) => {
                self.facts.new_target_captured.insert(s);
            }
            None => {
                let s = self.current();
                self.facts.new_target_used.insert(s);
            }
        }
    }

    fn visit_class(&mut self, it: &Class<'a>) {
        if it.declare
            && let Some(s) = it.id.as_ref().and_then(|id| id.symbol_id.get())
        {
            self.facts.ambient.insert(s);
        }
        // Field initialisers and static blocks run with `this` bound by the
        // class (the instance or the constructor): a frame of their own,
        // named by the class scope.
        self.class_scopes.push(it.scope_id.get());
        walk::walk_class(self, it);
        self.class_scopes.pop();
    }

    fn visit_property_definition(&mut self, it: &PropertyDefinition<'a>) {
        // A computed key is evaluated when the class is defined, in the
        // enclosing function (its `this`, `new.target`, `arguments`); only
        // the initialiser runs in the class's frame.
        if it.computed {
            self.visit_property_key(&it.key);
        }
        let scope = self.class_scopes.last().copied().flatten();
        let pushed = self.enter(scope, false);
        if let Some(v) = &it.value {
            self.visit_expression(v);
        }
        if pushed {
            self.stack.pop();
        }
    }

    fn visit_static_block(&mut self, it: &StaticBlock<'a>) {
        let pushed = self.enter(it.scope_id.get(), false);
        walk::walk_static_block(self, it);
        if pushed {
            self.stack.pop();
        }
    }

    fn visit_variable_declaration(&mut self, it: &oxc_ast::ast::VariableDeclaration<'a>) {
        if it.declare {
            for d in &it.declarations {
                if let oxc_ast::ast::BindingPattern::BindingIdentifier(id) = &d.id
                    && let Some(s) = id.symbol_id.get()
                {
                    self.facts.ambient.insert(s);
                }
            }
        }
        walk::walk_variable_declaration(self, it);
    }

    fn visit_ts_enum_declaration(&mut self, it: &oxc_ast::ast::TSEnumDeclaration<'a>) {
        if it.declare
            && let Some(s) = it.id.symbol_id.get()
        {
            self.facts.ambient.insert(s);
        }
        walk::walk_ts_enum_declaration(self, it);
    }

    fn visit_function(&mut self, it: &Function<'a>, flags: ScopeFlags) {
        if it.declare
            && let Some(s) = it.id.as_ref().and_then(|id| id.symbol_id.get())
        {
            self.facts.ambient.insert(s);
        }
        let pushed = self.enter(it.scope_id.get(), false);
        walk::walk_function(self, it, flags);
        if pushed {
            self.stack.pop();
        }
    }

    fn visit_arrow_function_expression(&mut self, it: &ArrowFunctionExpression<'a>) {
        let pushed = self.enter(it.scope_id.get(), true);
        walk::walk_arrow_function_expression(self, it);
        if pushed {
            self.stack.pop();
        }
    }
}

/// The value references (not those in types) to some symbols in the nodes
/// it is made to visit, in source order, each with where it starts.
pub struct ReferencesTo<'s, 't> {
    scoping: &'s Scoping,
    targets: &'t [SymbolId],
    pub found: Vec<(ReferenceId, SymbolId, u32)>,
}

impl<'s, 't> ReferencesTo<'s, 't> {
    pub fn new(scoping: &'s Scoping, targets: &'t [SymbolId]) -> Self {
        ReferencesTo {
            scoping,
            targets,
            found: Vec::new(),
        }
    }
}

impl<'a> Visit<'a> for ReferencesTo<'_, '_> {
    fn visit_identifier_reference(&mut self, it: &IdentifierReference<'a>) {
        let Some(rid) = it.reference_id.get() else {
            return;
        };
        let r = self.scoping.get_reference(rid);
        if r.is_value()
            && let Some(sym) = r.symbol_id()
            && self.targets.contains(&sym)
        {
            self.found.push((rid, sym, it.span.start));
        }
    }
}
