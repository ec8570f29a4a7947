//! Parameters: their bindings, defaults and patterns, the TDZ a parameter
//! is in until its turn comes, and the var environment of a body whose
//! `var` redeclares a parameter.
//!
//! oxc gives a parameter one symbol for what ECMAScript may make two
//! bindings (FunctionDeclarationInstantiation): the parameter, and, when
//! the parameter list contains expressions, a body `var` of the same name
//! in a separate var environment, initialised with the parameter's value
//! (step 28). References in the parameter list that need the parameter's
//! own binding, or its TDZ check, are resolved through
//! [`Lowerer::ref_bindings`]; every other reference through the symbol.

use super::captures::ReferencesTo;
use super::{
    Binding, EnvId, EnvInfo, Fx, Lowerer, Mode, Storage, collect_pattern_ids, collect_var_decls,
    pattern,
};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_ast_visit::Visit;
use oxc_span::Span;
use oxc_syntax::reference::ReferenceId;
use oxc_syntax::scope::ScopeId;
use oxc_syntax::symbol::SymbolId;
use std::collections::{HashMap, HashSet};

impl<'a> Lowerer<'a, '_> {
    /// Binds the parameters, left to right: each from its argument or,
    /// when that is undefined, its default.
    pub(super) fn lower_params(
        &mut self,
        fx: &mut Fx,
        params: &'a FormalParameters<'a>,
        scope: Option<ScopeId>,
    ) {
        if let Some(scope) = scope {
            self.hide_body_declarations(params, scope);
        }
        let early_refs = self.parameter_references(fx, params);
        let early: HashSet<SymbolId> = early_refs.iter().map(|&(_, s)| s).collect();
        // A plain parameter is its incoming variable, unless a default
        // before it (or a closure made there) may read it in its TDZ.
        let varargs = fx.func.varargs;
        let is_incoming = |p: &FormalParameter<'a>| match &p.pattern {
            BindingPattern::BindingIdentifier(id) => {
                p.initializer.is_none()
                    && !varargs
                    && !id.symbol_id.get().is_some_and(|s| early.contains(&s))
            }
            _ => false,
        };
        for p in &params.items {
            if !is_incoming(p) {
                self.declare_param_bindings(fx, &p.pattern, &early);
            }
        }
        if let Some(rest) = &params.rest {
            self.declare_param_bindings(fx, &rest.rest.argument, &early);
        }
        for (r, sym) in early_refs {
            if let Some(&b) = self.bindings.get(&sym) {
                self.ref_bindings.insert(
                    r,
                    Binding {
                        mode: Mode::Let,
                        ..b
                    },
                );
            }
        }
        for (i, p) in params.items.iter().enumerate() {
            let incoming = fx.new_var(Some(format!("%arg{i}")));
            if fx.func.varargs {
                fx.emit(Inst::Assign(
                    incoming,
                    Rv::Intrinsic(Intrinsic::ArgAt(i as u32), vec![]),
                ));
            } else {
                fx.func.params.push(incoming);
            }
            let value = match &p.initializer {
                None => Operand::Var(incoming),
                Some(init) => {
                    // The default when the argument is undefined; otherwise the
                    // argument, known not to be undefined.
                    let v = fx.temp();
                    let is_undef = fx.assign_temp(Rv::Binary(
                        BinOp::StrictEq,
                        Operand::Var(incoming),
                        Operand::UNDEF,
                    ));
                    let (use_default, use_arg, join) =
                        (fx.new_block(), fx.new_block(), fx.new_block());
                    fx.terminate(Term::Branch(is_undef, use_default, use_arg));
                    fx.cur = use_default;
                    let d = self.expr_named(fx, init, pattern_name(&p.pattern));
                    fx.emit(Inst::Assign(v, Rv::Use(d)));
                    fx.jump_to(join);
                    fx.cur = use_arg;
                    fx.emit(Inst::Assign(
                        v,
                        Rv::Narrow(Operand::Var(incoming), Ty::ANY.minus(Ty::UNDEF)),
                    ));
                    fx.jump_to(join);
                    Operand::Var(v)
                }
            };
            match &p.pattern {
                BindingPattern::BindingIdentifier(id) if is_incoming(p) => {
                    // The incoming variable is the binding itself, unless the
                    // binding lives in an environment.
                    if let Some(sym) = id.symbol_id.get() {
                        match self.bindings.get_mut(&sym) {
                            Some(b) if matches!(b.storage, Storage::Env(..)) => {
                                b.mode = Mode::Param;
                                self.init_binding(fx, sym, value);
                            }
                            _ => {
                                self.bindings.insert(
                                    sym,
                                    Binding {
                                        storage: Storage::Local(fx.fid, incoming),
                                        mode: Mode::Param,
                                        known_fn: None,
                                    },
                                );
                            }
                        }
                    }
                }
                pat => self.bind_pattern(fx, pat, value, pattern::BindKind::Init),
            }
        }
        if let Some(rest) = &params.rest {
            let n = params.items.len() as u32;
            let v = fx.assign_temp(Rv::Rest(n));
            self.bind_pattern(fx, &rest.rest.argument, v, pattern::BindKind::Init);
        }
    }

    /// Gives parameter bindings (other than environment ones) a variable,
    /// in its TDZ for those in `early`. An environment slot starts in its
    /// TDZ already (`kl_new_env`); its mode becomes [`Mode::Param`], so
    /// that a body `var` of the same name does not reset it.
    fn declare_param_bindings(
        &mut self,
        fx: &mut Fx,
        p: &'a BindingPattern<'a>,
        early: &HashSet<SymbolId>,
    ) {
        let mut ids = Vec::new();
        collect_pattern_ids(p, &mut ids);
        for id in ids {
            let Some(sym) = id.symbol_id.get() else {
                continue;
            };
            if let Some(b) = self.bindings.get_mut(&sym)
                && matches!(b.storage, Storage::Env(..))
            {
                b.mode = Mode::Param;
                continue;
            }
            let var = fx.new_var(Some(id.name.to_string()));
            self.bindings.insert(
                sym,
                Binding {
                    storage: Storage::Local(fx.fid, var),
                    mode: Mode::Param,
                    known_fn: None,
                },
            );
            if early.contains(&sym) {
                fx.emit(Inst::Assign(var, Rv::Use(Operand::Const(Const::Uninit))));
            }
        }
    }

    /// Finds the references to the parameters inside the parameter list
    /// (kept in `fx.param_refs` for [`Self::body_var_env`]) and returns
    /// those that may run before their parameter is initialised: the ones
    /// in the parameter's own item or an earlier one (`(a = b, b)`,
    /// `(a = a)`, `(g = () => b, b = g())`). A reference in a later item
    /// runs after the parameter's initialisation, even from a closure, so
    /// it needs no TDZ check.
    /// The parameter list's own scope holds only the parameters
    /// (FunctionDeclarationInstantiation step 28): a name there that oxc
    /// resolved to something the body of the function (`scope`) declares
    /// (`function f(g = () => x) { var x; }`, with no outer `x`) is a
    /// global.
    fn hide_body_declarations(&mut self, params: &'a FormalParameters<'a>, scope: ScopeId) {
        let mut body = BodyReferences {
            scoping: self.scoping,
            scope,
            after: params.span.end,
            found: Vec::new(),
        };
        body.visit_formal_parameters(params);
        self.param_global_refs.extend(body.found);
    }

    fn parameter_references(
        &mut self,
        fx: &mut Fx,
        params: &'a FormalParameters<'a>,
    ) -> Vec<(ReferenceId, SymbolId)> {
        // Each parameter's symbol, with the end of its item.
        let mut ends: HashMap<SymbolId, u32> = HashMap::new();
        let mut ids = Vec::new();
        for p in &params.items {
            collect_pattern_ids(&p.pattern, &mut ids);
            for id in ids.drain(..) {
                if let Some(s) = id.symbol_id.get() {
                    ends.insert(s, p.span.end);
                }
            }
        }
        if let Some(rest) = &params.rest {
            collect_pattern_ids(&rest.rest.argument, &mut ids);
            for id in ids.drain(..) {
                if let Some(s) = id.symbol_id.get() {
                    ends.insert(s, rest.span.end);
                }
            }
        }
        if ends.is_empty() {
            return vec![];
        }
        let targets: Vec<SymbolId> = ends.keys().copied().collect();
        let mut refs = ReferencesTo::new(self.scoping, &targets);
        refs.visit_formal_parameters(params);
        fx.param_refs = refs.found.iter().map(|&(r, s, _)| (r, s)).collect();
        refs.found
            .into_iter()
            .filter(|&(_, s, start)| start < ends[&s])
            .map(|(r, s, _)| (r, s))
            .collect()
    }

    /// The body's own var environment (FunctionDeclarationInstantiation
    /// step 28): when the parameter list contains expressions, a body
    /// `var` named like a parameter is another binding, starting with the
    /// parameter's value. Only a closure made in the parameter list can
    /// tell them apart (`function f(a, g = () => a) { var a; a = 3; g() }`
    /// still reads the parameter), so the split is made for parameters the
    /// list refers to and a closure captures; their body bindings get an
    /// environment of their own, created here, inside the function's.
    pub(super) fn body_var_env(&mut self, fx: &mut Fx, stmts: &'a [Statement<'a>]) {
        if fx.param_refs.is_empty() {
            return;
        }
        let mut ids = Vec::new();
        collect_var_decls(stmts, &mut ids);
        let mut split: Vec<(SymbolId, Binding)> = Vec::new();
        for id in ids {
            let Some(sym) = id.symbol_id.get() else {
                continue;
            };
            if split.iter().any(|&(s, _)| s == sym) || !fx.param_refs.iter().any(|&(_, s)| s == sym)
            {
                continue;
            }
            if let Some(&b) = self.bindings.get(&sym)
                && matches!(b.storage, Storage::Env(..))
            {
                split.push((sym, b));
            }
        }
        if split.is_empty() {
            return;
        }
        // The parameter list keeps the parameters' bindings (the early
        // references already have theirs, with the TDZ check).
        for &(r, sym) in &fx.param_refs {
            if let Some(&(_, b)) = split.iter().find(|&&(s, _)| s == sym) {
                self.ref_bindings.entry(r).or_insert(b);
            }
        }
        let id = EnvId(self.envs.len() as u32);
        let size = split.len() as u32;
        self.envs.push(EnvInfo {
            size,
            ..EnvInfo::default()
        });
        let (parent, _) = fx.current_env();
        let var = fx.new_var(Some(format!("%env{}", id.0)));
        fx.emit(Inst::Assign(var, Rv::NewEnv(parent, size)));
        fx.env_stack.push((id, var));
        for (slot, (sym, param)) in (0u32..).zip(split) {
            let name = self.scoping.symbol_name(sym).to_string();
            let v = self.read_storage(fx, param, &name, Span::default(), false);
            fx.emit(Inst::EnvStore(Operand::Var(var), 0, slot, v));
            // Initialised like a parameter: `hoist_vars` leaves it alone.
            self.bindings.insert(
                sym,
                Binding {
                    storage: Storage::Env(id, slot),
                    mode: Mode::Param,
                    known_fn: None,
                },
            );
        }
    }
}

/// References in a parameter list to what the function's body declares.
struct BodyReferences<'s> {
    scoping: &'s oxc_semantic::Scoping,
    scope: ScopeId,
    /// The end of the parameter list: the body's declarations follow it.
    after: u32,
    found: Vec<ReferenceId>,
}

impl<'a> Visit<'a> for BodyReferences<'_> {
    fn visit_identifier_reference(&mut self, it: &IdentifierReference<'a>) {
        let Some(rid) = it.reference_id.get() else {
            return;
        };
        if let Some(sym) = self.scoping.get_reference(rid).symbol_id()
            && self.scoping.symbol_scope_id(sym) == self.scope
            && self.scoping.symbol_span(sym).start >= self.after
        {
            self.found.push(rid);
        }
    }
}

/// The name a default parameter's value would get (`(a = () => {})`).
fn pattern_name(p: &BindingPattern<'_>) -> Option<String> {
    match p {
        BindingPattern::BindingIdentifier(id) => Some(id.name.to_string()),
        _ => None,
    }
}
