//! Classes: the class environment (home objects and private names), the
//! constructor function with its fields, methods and accessors, static
//! members, and `super`.
//!
//! A class evaluates to its constructor `F` with `F.prototype` the
//! prototype object. Instance fields are initialised by the constructor
//! (at its start, or right after `super()` in a derived class); static
//! fields and blocks run, in order, in a synthetic static initialiser with
//! `this` = `F`. TypeScript parameter properties are fields declared before
//! the others (as node's type stripper emits them) and assigned at the start
//! of the constructor body.

use super::captures::ReferencesTo;
use super::literal::static_key_name;
use super::{Binding, ClassInfo, EnvId, EnvInfo, FnAst, Fx, Lowerer, Mode, Storage};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_ast_visit::Visit;
use oxc_span::{GetSpan, Span};

/// The explicit constructor of a class.
/// Whether a class element exists only for the type checker, as amaro
/// (node's type stripper) sees it: an overload signature or other bodiless
/// method (abstract, or optional `m?(): T;`), an abstract or `declare`d
/// field or accessor, an index signature. They are erased, with their
/// computed keys.
fn is_type_only(e: &ClassElement) -> bool {
    match e {
        ClassElement::MethodDefinition(m) => {
            m.value.body.is_none() || m.r#type == MethodDefinitionType::TSAbstractMethodDefinition
        }
        ClassElement::PropertyDefinition(p) => {
            p.declare || p.r#type == PropertyDefinitionType::TSAbstractPropertyDefinition
        }
        ClassElement::AccessorProperty(a) => {
            a.r#type == AccessorPropertyType::TSAbstractAccessorProperty
        }
        ClassElement::TSIndexSignature(_) => true,
        ClassElement::StaticBlock(_) => false,
    }
}

/// A class's elements as they run: the type-only ones erased.
pub(crate) fn members<'b, 'a>(c: &'b Class<'a>) -> impl Iterator<Item = &'b ClassElement<'a>> {
    c.body.body.iter().filter(|e| !is_type_only(e))
}

pub(crate) fn constructor_of<'b, 'a>(c: &'b Class<'a>) -> Option<&'b MethodDefinition<'a>> {
    members(c).find_map(|e| match e {
        ClassElement::MethodDefinition(m) if m.kind == MethodDefinitionKind::Constructor => {
            Some(&**m)
        }
        _ => None,
    })
}

/// Parameters that run no code when bound: plain names, no defaults, no
/// patterns.
fn simple_params(p: &FormalParameters) -> bool {
    p.items.iter().all(|i| {
        i.initializer.is_none() && matches!(i.pattern, BindingPattern::BindingIdentifier(_))
    }) && p
        .rest
        .as_ref()
        .is_none_or(|r| matches!(r.rest.argument, BindingPattern::BindingIdentifier(_)))
}

/// TypeScript parameter properties of a constructor (`constructor(public x)`).
fn parameter_properties<'b, 'a>(c: &'b Class<'a>) -> Vec<&'b BindingIdentifier<'a>> {
    let Some(ctor) = constructor_of(c) else {
        return vec![];
    };
    ctor.value
        .params
        .items
        .iter()
        .filter(|p| p.accessibility.is_some() || p.readonly || p.r#override)
        .filter_map(|p| match &p.pattern {
            BindingPattern::BindingIdentifier(id) => Some(&**id),
            BindingPattern::AssignmentPattern(a) => match &a.left {
                BindingPattern::BindingIdentifier(id) => Some(&**id),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

/// Whether defining the instance fields of `c` runs no JavaScript: no
/// instance field has an initialiser or a computed key (so no code can see
/// `this` between the parameter properties' definitions and their
/// assignment).
fn fields_run_no_code(c: &Class<'_>) -> bool {
    members(c).all(|e| match e {
        ClassElement::PropertyDefinition(p) => {
            p.r#static || p.declare || (p.value.is_none() && !p.computed)
        }
        ClassElement::AccessorProperty(_) => false,
        _ => true,
    })
}

/// The constructor body's leading statements `this.f = v;` where `f` is a
/// field the class declares without an initialiser (defined, not
/// `declare`d), each field once, and `v` a literal or one of the
/// constructor's parameters: in a base class whose fields run no code the
/// field is defined with `v` at once, and the statement is not run again.
/// Defining undefined and then assigning an own writable data property of
/// a fresh ordinary object is the same as defining the value (no setter
/// can be reached, nothing can look in between): a `set` cache hit with
/// its write barrier saved per field and construction (`new Point(x, y)`
/// with declared fields: 117 → 72 instructions).
fn leading_field_stores<'b, 'a>(
    c: &'b Class<'a>,
    ctor: &'b MethodDefinition<'a>,
    symbol_of: impl Fn(&IdentifierReference<'a>) -> Option<oxc_semantic::SymbolId>,
) -> Vec<(&'b str, &'b Expression<'a>)> {
    let declared = |name: &str| {
        members(c).any(|e| {
            matches!(e, ClassElement::PropertyDefinition(p)
                if !p.r#static && !p.declare && !p.computed && p.value.is_none()
                    && matches!(&p.key, PropertyKey::StaticIdentifier(k) if k.name == name))
        })
    };
    let params: Vec<_> = ctor
        .value
        .params
        .items
        .iter()
        .filter_map(|p| match &p.pattern {
            BindingPattern::BindingIdentifier(b) => b.symbol_id.get(),
            _ => None,
        })
        .collect();
    let Some(body) = ctor.value.body.as_ref() else {
        return vec![];
    };
    let mut out: Vec<(&'b str, &'b Expression<'a>)> = vec![];
    for stmt in &body.statements {
        let Statement::ExpressionStatement(es) = stmt else {
            break;
        };
        let Expression::AssignmentExpression(a) = &es.expression else {
            break;
        };
        let AssignmentTarget::StaticMemberExpression(m) = &a.left else {
            break;
        };
        let name = m.property.name.as_str();
        let simple = match &a.right {
            // (A body function declaring a parameter's name again, which
            // would replace its value first, is rejected by the parser.)
            Expression::Identifier(id) => symbol_of(id).is_some_and(|s| params.contains(&s)),
            Expression::NumericLiteral(_)
            | Expression::StringLiteral(_)
            | Expression::BooleanLiteral(_)
            | Expression::NullLiteral(_) => true,
            _ => false,
        };
        if a.operator != AssignmentOperator::Assign
            || !matches!(m.object, Expression::ThisExpression(_))
            || !simple
            || !declared(name)
            || out.iter().any(|(n, _)| *n == name)
        {
            break;
        }
        out.push((name, &a.right));
    }
    out
}

impl<'a> Lowerer<'a, '_> {
    /// Evaluates a class definition; returns its constructor.
    pub(crate) fn class(&mut self, fx: &mut Fx, c: &'a Class<'a>, name: Option<String>) -> Operand {
        if !c.decorators.is_empty() {
            self.unsupported("decorators", c.span);
        }
        // A member's or a parameter's decorator changes what the class
        // does: rejected as the class's own is, never dropped.
        for e in &c.body.body {
            let (member, params) = match e {
                ClassElement::MethodDefinition(m) => (&m.decorators, Some(&m.value.params)),
                ClassElement::PropertyDefinition(p) => (&p.decorators, None),
                ClassElement::AccessorProperty(a) => (&a.decorators, None),
                _ => continue,
            };
            let on_params = params
                .into_iter()
                .flat_map(|ps| ps.items.iter())
                .flat_map(|p| p.decorators.iter());
            if let Some(d) = member.iter().chain(on_params).next() {
                self.unsupported("decorators", d.span);
            }
        }
        let name =
            c.id.as_ref()
                .map(|i| i.name.to_string())
                .or(name)
                .unwrap_or_default();
        // The heritage is evaluated outside the class scope.
        let parent = match &c.heritage {
            Some(h) => {
                let p = self.expr(fx, &h.expression);
                let site = self.site(h.expression.span());
                fx.emit(Inst::CheckHeritage(p, site, false));
                Some(p)
            }
            None => None,
        };
        // The class environment: captured class-scope bindings, the home
        // objects and the private names.
        let env = self.enter_class_scope(fx, c);
        let proto_parent = match parent {
            Some(p) => {
                let key = self.named_key("prototype");
                let site = self.site(c.span);
                let is_null =
                    fx.assign_temp(Rv::Binary(BinOp::StrictEq, p, Operand::Const(Const::Null)));
                let r = fx.temp();
                let (yes, no, join) = (fx.new_block(), fx.new_block(), fx.new_block());
                fx.terminate(Term::Branch(is_null, yes, no));
                fx.cur = yes;
                fx.emit(Inst::Assign(r, Rv::Use(Operand::Const(Const::Null))));
                fx.jump_to(join);
                fx.cur = no;
                let pp = fx.assign_temp(Rv::GetProp(p, key, site));
                fx.emit(Inst::CheckHeritage(pp, site, true));
                fx.emit(Inst::Assign(r, Rv::Use(pp)));
                fx.jump_to(join);
                Some(Operand::Var(r))
            }
            None => None,
        };
        // Inline slots for `constructor` and every prototype method, so a
        // method site's inline entry (kiln.h `kl_get_method_ic`, which
        // caches inline slots only) covers all of them.
        let methods = c
            .body
            .body
            .iter()
            .filter(|e| matches!(e, ClassElement::MethodDefinition(m) if !m.r#static))
            .count() as u32;
        let proto = fx.assign_temp(Rv::NewObject(proto_parent, methods.clamp(4, 64)));
        let info = ClassInfo {
            derived: parent.is_some(),
            paren_heritage: c
                .heritage
                .as_ref()
                .is_some_and(|h| written_with_paren(self.source, &h.expression)),
        };
        let (env_op, _) = fx.current_env();
        self.store_env_slot(fx, env, |e| e.home_proto, proto);
        let holder = self.envs[env.0 as usize].private_holder.map(|_| {
            let h = fx.assign_temp(Rv::NewObject(Some(Operand::Const(Const::Null)), 4));
            self.store_env_slot(fx, env, |e| e.private_holder, h);
            h
        });
        // The constructor.
        let ctor_fid = self.queue_function(fx, FnAst::Ctor(c, info));
        self.m.funcs[ctor_fid.index()].name = name.clone();
        self.ctor_class.insert(ctor_fid, c);
        let f = self.make_closure(fx, ctor_fid);
        let _ = env_op;
        if let Some(p) = parent {
            // F.__proto__ is the parent (or Function.prototype for null).
            let is_null =
                fx.assign_temp(Rv::Binary(BinOp::StrictEq, p, Operand::Const(Const::Null)));
            let (yes, join) = (fx.new_block(), fx.new_block());
            fx.terminate(Term::Branch(is_null, join, yes));
            fx.cur = yes;
            fx.emit(Inst::SetProto(f, p));
            fx.jump_to(join);
        }
        let proto_key = self.str_const("prototype");
        fx.emit(Inst::DefineMethod(f, proto_key, proto, 3, false));
        let ctor_key = self.str_const("constructor");
        fx.emit(Inst::DefineMethod(proto, ctor_key, f, 4, false));
        self.store_env_slot(fx, env, |e| e.home_ctor, f);
        // Methods and accessors, and the computed keys of fields, in
        // source order.
        for e in members(c) {
            if let ClassElement::PropertyDefinition(p) = e
                && key_at_definition(p)
            {
                let k = self.property_key(fx, &p.key, true);
                let k = fx.assign_temp(Rv::Intrinsic(Intrinsic::ToPropertyKey, vec![k]));
                self.store_env_slot(fx, env, |e| e.field_keys.get(&p.span.start).copied(), k);
                continue;
            }
            let ClassElement::MethodDefinition(m) = e else {
                continue;
            };
            if m.kind == MethodDefinitionKind::Constructor {
                continue;
            }
            let private = matches!(m.key, PropertyKey::PrivateIdentifier(_));
            let target = match (m.r#static, private, holder) {
                (true, _, _) => f,
                (false, true, Some(h)) => h,
                _ => proto,
            };
            let (key, key_name) = match &m.key {
                PropertyKey::PrivateIdentifier(p) => (
                    self.private_name(fx, &p.name, p.span),
                    Some(format!("#{}", p.name)),
                ),
                k => (
                    self.property_key(fx, k, m.computed),
                    static_key_name(k, m.computed),
                ),
            };
            let fid = self.queue_function(fx, FnAst::Func(&m.value));
            self.methods.insert(fid);
            self.set_source(fid, m.span);
            let prefix = match m.kind {
                MethodDefinitionKind::Get => "get ",
                MethodDefinitionKind::Set => "set ",
                _ => "",
            };
            if let Some(n) = key_name {
                self.m.funcs[fid.index()].name = format!("{prefix}{n}");
            }
            if m.r#static {
                self.static_methods.insert(fid);
            }
            let fv = self.make_closure(fx, fid);
            let kind = match m.kind {
                MethodDefinitionKind::Get => 1,
                MethodDefinitionKind::Set => 2,
                _ => 0,
            };
            fx.emit(Inst::DefineMethod(target, key, fv, kind, false));
        }
        // The class's own name, as its body sees it, leaves its TDZ once
        // the methods (and their computed keys) are defined, before the
        // static fields and blocks run (ClassDefinitionEvaluation).
        self.store_env_slot(fx, env, |e| e.class_name, f);
        for e in members(c) {
            if let ClassElement::AccessorProperty(a) = e {
                self.unsupported("`accessor` fields", a.span);
            }
        }
        // Static fields and blocks, in order, with `this` = F.
        let has_statics = members(c).any(|e| match e {
            ClassElement::PropertyDefinition(p) => p.r#static && !p.declare,
            ClassElement::StaticBlock(_) => true,
            _ => false,
        });
        if has_statics {
            let fid = self.queue_function(fx, FnAst::ClassStatics(c));
            self.static_methods.insert(fid);
            let init = self.make_closure(fx, fid);
            let site = self.site(c.span);
            fx.assign_temp(Rv::CallValue(init, f, vec![], site));
        }
        self.leave_class_scope(fx, c);
        f
    }

    fn store_env_slot(
        &mut self,
        fx: &mut Fx,
        env: EnvId,
        slot: impl Fn(&EnvInfo) -> Option<u32>,
        v: Operand,
    ) {
        if let Some(s) = slot(&self.envs[env.0 as usize])
            && let Some((e, hops)) = fx.env_path(env)
        {
            fx.emit(Inst::EnvStore(e, hops, s, v));
        }
    }

    /// The class scope's environment, with home objects and private names.
    fn enter_class_scope(&mut self, fx: &mut Fx, c: &'a Class<'a>) -> EnvId {
        let before = fx.env_stack.len();
        if let Some(scope) = c.scope_id.get() {
            self.enter_scope(fx, scope, false);
        }
        // Make sure there is a class environment of our own, then add the
        // synthetic slots to it.
        if fx.env_stack.len() == before {
            let id = EnvId(self.envs.len() as u32);
            self.envs.push(EnvInfo::default());
            let (parent, _) = fx.current_env();
            let var = fx.new_var(Some(format!("%env{}", id.0)));
            fx.emit(Inst::Assign(var, Rv::NewEnv(parent, 0)));
            fx.env_stack.push((id, var));
            if let Some(scope) = c.scope_id.get() {
                self.scope_envs.insert(scope, id);
            }
        }
        let (id, var) = *fx.env_stack.last().expect("class environment");
        self.class_name_binding(c, id);
        // (name, for a method or accessor: whether it is static).
        let mut privates: Vec<(String, Option<bool>)> = Vec::new();
        for e in members(c) {
            let (key, method) = match e {
                ClassElement::MethodDefinition(m) => (&m.key, Some(m.r#static)),
                ClassElement::PropertyDefinition(p) => (&p.key, None),
                ClassElement::AccessorProperty(a) => (&a.key, None),
                _ => continue,
            };
            if let PropertyKey::PrivateIdentifier(p) = key
                && !privates.iter().any(|(n, _)| n == p.name.as_str())
            {
                privates.push((p.name.to_string(), method));
            }
        }
        // V8 names the class by its own binding only.
        let class_name = c.id.as_ref().map_or("anonymous", |i| i.name.as_str());
        let class_name = self.m.strings.intern(class_name);
        let info = &mut self.envs[id.0 as usize];
        info.home_proto = Some(info.size);
        info.home_ctor = Some(info.size + 1);
        info.size += 2;
        for (n, _) in &privates {
            info.private.insert(n.clone(), (info.size, None));
            info.size += 1;
        }
        for e in members(c) {
            if let ClassElement::PropertyDefinition(p) = e
                && key_at_definition(p)
            {
                info.field_keys.insert(p.span.start, info.size);
                info.size += 1;
            }
        }
        if has_private_instance_methods(c) {
            info.private_holder = Some(info.size);
            info.size += 1;
        }
        let size = info.size;
        // Re-create the environment with its final size (the bindings in
        // it are all still in their TDZ).
        let parent = match fx.env_stack.len().checked_sub(2) {
            Some(i) => Operand::Var(fx.env_stack[i].1),
            None => fx.outer_env.map_or(Operand::UNDEF, Operand::Var),
        };
        fx.emit(Inst::Assign(var, Rv::NewEnv(parent, size)));
        // The module body runs once, so a class it evaluates outside any
        // loop has one set of private names for the whole run.
        let once = fx.func.is_main && fx.loop_depth == 0;
        for (n, method) in privates {
            let s = self.m.strings.intern(&n);
            let method = method.map(|is_static| (class_name, is_static));
            let sym = fx.assign_temp(Rv::PrivateName(s, method));
            let slot = self.envs[id.0 as usize].private[&n].0;
            fx.emit(Inst::EnvStore(Operand::Var(var), 0, slot, sym));
            if once {
                let g = self.m.add_global(format!("%private #{n}"), Ty::SYMBOL);
                fx.emit(Inst::SetGlobal(g, sym));
                self.envs[id.0 as usize].private.insert(n, (slot, Some(g)));
            }
        }
        id
    }

    /// The class's own name as its body sees it: an immutable binding in
    /// the class environment (`class_name`), separate from a declaration's
    /// outer, mutable one. oxc binds a class expression's name in the
    /// class scope (a captured one already has its slot there: it only
    /// becomes immutable), but a declaration's only in the enclosing
    /// scope, so the body's references to it are pointed at the slot.
    /// (The heritage is evaluated before the class environment exists;
    /// its references see the outer binding, in its TDZ as the inner one
    /// would be.)
    fn class_name_binding(&mut self, c: &'a Class<'a>, env: EnvId) {
        let Some(sym) = c.id.as_ref().and_then(|id| id.symbol_id.get()) else {
            return;
        };
        if c.is_expression()
            && let Some(b) = self.bindings.get_mut(&sym)
            && let Storage::Env(e, slot) = b.storage
            && e == env
        {
            b.mode = Mode::Const;
            self.envs[env.0 as usize].class_name = Some(slot);
            return;
        }
        let targets = [sym];
        let mut refs = ReferencesTo::new(self.scoping, &targets);
        refs.visit_class_body(&c.body);
        if refs.found.is_empty() {
            return;
        }
        let info = &mut self.envs[env.0 as usize];
        let slot = info.size;
        info.size += 1;
        info.class_name = Some(slot);
        // The inner name always holds the class's constructor, so calls
        // through it keep the outer binding's direct-call knowledge.
        let known_fn = self.bindings.get(&sym).and_then(|b| b.known_fn);
        let b = Binding {
            storage: Storage::Env(env, slot),
            mode: Mode::Const,
            known_fn,
        };
        if c.is_declaration() {
            for (r, _, _) in refs.found {
                self.ref_bindings.insert(r, b);
            }
        } else {
            self.bindings.insert(sym, b);
        }
    }

    fn leave_class_scope(&mut self, fx: &mut Fx, c: &'a Class<'a>) {
        match c.scope_id.get() {
            Some(scope) => self.leave_scope(fx, scope),
            None => {
                fx.env_stack.pop();
            }
        }
    }

    /// The constructor of the class whose method is being lowered (for
    /// `super(...)`).
    pub(crate) fn class_ctor_value(&mut self, fx: &mut Fx, span: Span) -> Option<Operand> {
        let v = self.load_env_slot(fx, |e| e.home_ctor);
        if v.is_none() {
            self.unsupported("`super()` outside a class constructor", span);
        }
        v
    }

    /// After `super()` returns in a derived constructor: bind `this` (once)
    /// and initialise the instance fields.
    pub(crate) fn bind_this_after_super(&mut self, fx: &mut Fx, this: Operand, span: Span) {
        let Some(t) = fx.func.this_var.filter(|_| !fx.arrow) else {
            self.unsupported("`super()` inside an arrow function", span);
            return;
        };
        let site = self.site(span);
        fx.emit(Inst::CheckSuperOnce(Operand::Var(t), site));
        fx.emit(Inst::Assign(t, Rv::Use(this)));
        if let Some((e, slot)) = fx.this_env_slot {
            fx.emit(Inst::EnvStore(Operand::Var(e), 0, slot, this));
        }
        if let Some(c) = self.ctor_class.get(&fx.fid).copied() {
            self.init_instance_fields(fx, c);
        }
    }

    /// Defines the instance fields (parameter properties first, undefined)
    /// on `this`.
    fn init_instance_fields(&mut self, fx: &mut Fx, c: &'a Class<'a>) {
        self.init_fields(fx, c, false, &[]);
    }

    /// Defines the instance fields on `this`: the parameter properties
    /// first (undefined, assigned later; with their parameters' values
    /// when `param_values`), then the declared fields in order (those in
    /// `stores` with the value the constructor's first statements assign).
    fn init_fields(
        &mut self,
        fx: &mut Fx,
        c: &'a Class<'a>,
        param_values: bool,
        stores: &[(&str, &'a Expression<'a>)],
    ) {
        let this = Operand::Var(fx.func.this_var.expect("constructor has this"));
        // PrivateMethodOrAccessorAdd, before any field: one call stamps
        // them all.
        if has_private_instance_methods(c)
            && let Some(holder) = self.private_holder(fx)
        {
            // The count is for the constructor's inline slots
            // (`emit::field_hint`).
            let n = private_instance_method_names(c) as f64;
            fx.emit(Inst::Eval(Rv::Intrinsic(
                Intrinsic::PrivateBrand,
                vec![this, holder, Operand::Const(Const::Num(n))],
            )));
        }
        for id in parameter_properties(c) {
            let k = self.str_const(&id.name);
            let v = match id
                .symbol_id
                .get()
                .and_then(|sym| self.bindings.get(&sym).copied())
            {
                Some(b) if param_values => self.read_binding_value(fx, b, &id.name, id.span),
                _ => Operand::UNDEF,
            };
            fx.emit(Inst::DefineField(this, k, v));
        }
        let nt_env = self.push_initialiser_new_target(fx, c);
        for e in members(c) {
            let ClassElement::PropertyDefinition(p) = e else {
                continue;
            };
            if p.r#static || p.declare {
                continue;
            }
            let (key, name) = self.field_key(fx, p);
            let stored = match &p.key {
                PropertyKey::StaticIdentifier(k) if !p.computed => {
                    stores.iter().find(|(n, _)| *n == k.name.as_str())
                }
                _ => None,
            };
            let inst = match (&p.value, stored) {
                (Some(v), _) => {
                    // An initialiser is evaluated as a method of its own:
                    // `new.target` is undefined there, and in its arrows
                    // (`push_initialiser_new_target`).
                    let nt = fx.func.new_target_var.take();
                    let value = self.expr_named(fx, v, name);
                    fx.func.new_target_var = nt;
                    Self::define_inst(this, key, value, Some(v), p.computed)
                }
                (None, Some((_, e))) => Inst::DefineField(this, key, self.expr(fx, e)),
                (None, None) => Inst::DefineField(this, key, Operand::UNDEF),
            };
            fx.emit(inst);
        }
        if nt_env {
            fx.env_stack.pop();
        }
    }

    /// Field initialisers are evaluated as methods of their own, where
    /// `new.target` is undefined; kiln lowers them inside the constructor
    /// (instance fields) or one function for the statics. When an arrow in
    /// one reads `new.target` (the capture analysis then marks the class
    /// scope), an environment whose `new.target` slot holds undefined is
    /// pushed for the initialisers, so the arrow finds it before the
    /// constructor's. Returns whether it pushed one.
    fn push_initialiser_new_target(&mut self, fx: &mut Fx, c: &'a Class<'a>) -> bool {
        if !c
            .scope_id
            .get()
            .is_some_and(|s| self.facts.new_target_captured.contains(&s))
        {
            return false;
        }
        let info = EnvInfo {
            size: 1,
            new_target_slot: Some(0),
            ..EnvInfo::default()
        };
        self.push_env1(fx, info, Operand::UNDEF);
        true
    }

    /// The class's holder of private instance methods, from the innermost
    /// class environment that has one.
    fn private_holder(&mut self, fx: &mut Fx) -> Option<Operand> {
        self.load_env_slot(fx, |e| e.private_holder)
    }

    /// A field's key and, when it is known, the name its anonymous
    /// function value takes: a private name, a constant, or the computed
    /// key the class definition stored in its environment.
    fn field_key(
        &mut self,
        fx: &mut Fx,
        p: &'a PropertyDefinition<'a>,
    ) -> (Operand, Option<String>) {
        if let PropertyKey::PrivateIdentifier(pi) = &p.key {
            return (
                self.private_name(fx, &pi.name, pi.span),
                Some(format!("#{}", pi.name)),
            );
        }
        if key_at_definition(p)
            && let Some(k) = self.load_env_slot(fx, |e| e.field_keys.get(&p.span.start).copied())
        {
            return (k, None);
        }
        (
            self.property_key(fx, &p.key, p.computed),
            static_key_name(&p.key, p.computed),
        )
    }

    /// The body of a class constructor (explicit or implied).
    pub(crate) fn lower_constructor(&mut self, fx: &mut Fx, c: &'a Class<'a>, info: ClassInfo) {
        fx.class = Some(info);
        fx.func.this_var = Some(fx.new_var(Some("this".into())));
        fx.func.new_target_var = Some(fx.new_var(Some("new.target".into())));
        let ctor = constructor_of(c);
        let scope = ctor.and_then(|m| m.value.scope_id.get());
        let this_var = fx.func.this_var.expect("set above");
        // `this` exists before the parameters, whose defaults may read it
        // (a derived class's in its TDZ until `super()`); a base class's
        // fields are initialised before them too ([[Construct]] runs
        // InitializeInstanceElements before the body's
        // FunctionDeclarationInstantiation). Only parameters that run code
        // can tell: with plain ones the fields come after, where leading
        // `this.f = param` stores can give them their values at once.
        let simple = ctor.is_none_or(|m| simple_params(&m.value.params));
        if info.derived {
            fx.emit(Inst::Assign(
                this_var,
                Rv::Use(Operand::Const(Const::Uninit)),
            ));
        } else {
            let nt = Operand::Var(fx.func.new_target_var.expect("set above"));
            let this = fx.assign_temp(Rv::Intrinsic(Intrinsic::OrdinaryCreate, vec![nt]));
            fx.emit(Inst::Assign(this_var, Rv::Use(this)));
        }
        match ctor {
            Some(m) => {
                fx.func.varargs |= m.value.params.rest.is_some();
                self.function_prologue(fx, scope, None);
                if !info.derived && !simple {
                    self.init_fields(fx, c, false, &[]);
                }
                self.params_only(fx, &m.value.params, scope);
            }
            None => {
                if info.derived {
                    fx.func.varargs = true;
                }
                self.function_prologue(fx, None, None);
            }
        }
        let stores = match ctor {
            Some(m) if !info.derived && simple && fields_run_no_code(c) => {
                leading_field_stores(c, m, |id| self.symbol_of(id))
            }
            _ => vec![],
        };
        let captured = c
            .scope_id
            .get()
            .is_some_and(|s| self.facts.this_captured.contains(&s));
        if info.derived {
            if let Some((e, slot)) = fx.this_env_slot {
                fx.emit(Inst::EnvStore(
                    Operand::Var(e),
                    0,
                    slot,
                    Operand::Var(this_var),
                ));
            } else if captured {
                self.push_this_env(fx);
            }
        } else {
            if fx.this_env_slot.is_none() && captured {
                self.push_this_env(fx);
            }
            if simple {
                self.init_fields(fx, c, fields_run_no_code(c), &stores);
            }
        }
        match ctor {
            Some(m) => {
                let body = m.value.body.as_ref().map(|b| &b.statements);
                // Parameter properties are assigned before the body (after
                // `super()` in a derived class: the body's own statements
                // call it; amaro puts the assignments right after it). In
                // a base class whose field definitions run no code, they
                // were defined with their values above: defining
                // undefined and then assigning the own writable property
                // of a fresh ordinary object is the same (a `set` cache
                // hit and its barrier saved per field and construction).
                let props = parameter_properties(c);
                if let Some(stmts) = body {
                    self.body_var_env(fx, stmts);
                    self.hoist_vars(fx, stmts);
                    self.declare_lexical(fx, stmts);
                    let mut assigned =
                        props.is_empty() || (!info.derived && simple && fields_run_no_code(c));
                    if !info.derived && !assigned {
                        self.assign_parameter_properties(fx, &props);
                        assigned = true;
                    }
                    // The leading field stores were the fields' values.
                    for s in &stmts[stores.len()..] {
                        self.lower_stmts(fx, std::slice::from_ref(s));
                        if !assigned && is_super_call_stmt(s) {
                            self.assign_parameter_properties(fx, &props);
                            assigned = true;
                        }
                    }
                }
            }
            None if info.derived => {
                // constructor(...args) { super(...args); }
                let args = fx.assign_temp(Rv::Rest(0));
                if let Some(ctor) = self.class_ctor_value(fx, c.span) {
                    let nt = Operand::Var(fx.func.new_target_var.expect("set above"));
                    let site = self.site(c.span);
                    let this =
                        fx.assign_temp(Rv::SuperConstruct(ctor, nt, vec![Arg::Spread(args)], site));
                    self.bind_this_after_super(fx, this, c.span);
                }
            }
            None => {}
        }
        let end = self.ctor_result(fx, Operand::UNDEF, c.span);
        fx.terminate(Term::Return(end));
    }

    fn assign_parameter_properties(&mut self, fx: &mut Fx, props: &[&'a BindingIdentifier<'a>]) {
        let this = Operand::Var(fx.func.this_var.expect("constructor has this"));
        for id in props {
            let Some(sym) = id.symbol_id.get() else {
                continue;
            };
            let Some(b) = self.bindings.get(&sym).copied() else {
                continue;
            };
            let v = self.read_binding_value(fx, b, &id.name, id.span);
            let key = self.named_key(&id.name);
            let site = self.site(id.span);
            fx.emit(Inst::SetProp(this, key, v, site));
        }
    }

    /// What a constructor returns for `return v` (undefined when it falls
    /// off the end): an object result wins; otherwise `this` (checked in a
    /// derived class, where a non-undefined primitive throws).
    pub(crate) fn ctor_result(&mut self, fx: &mut Fx, v: Operand, span: Span) -> Operand {
        let this = Operand::Var(fx.func.this_var.expect("constructor has this"));
        let derived = matches!(fx.func.kind, FuncKind::ClassConstructor { derived: true });
        let site = self.site(span);
        fx.assign_temp(Rv::Intrinsic(
            Intrinsic::CtorResult(derived, site),
            vec![v, this],
        ))
    }

    /// The static initialiser: static fields and blocks in order.
    pub(crate) fn lower_class_statics(&mut self, fx: &mut Fx, c: &'a Class<'a>) {
        fx.func.this_var = Some(fx.new_var(Some("this".into())));
        self.function_prologue(fx, None, None);
        let block_captures = members(c).any(|e| {
            matches!(e, ClassElement::StaticBlock(b) if b.scope_id.get().is_some_and(|s| self.facts.this_captured.contains(&s)))
        });
        if block_captures
            || c.scope_id
                .get()
                .is_some_and(|s| self.facts.this_captured.contains(&s))
        {
            self.push_this_env(fx);
        }
        let this = Operand::Var(fx.func.this_var.expect("set above"));
        let nt_env = self.push_initialiser_new_target(fx, c);
        for e in members(c) {
            match e {
                ClassElement::PropertyDefinition(p) if p.r#static && !p.declare => {
                    let (key, name) = self.field_key(fx, p);
                    let v = match &p.value {
                        Some(v) => self.expr_named(fx, v, name),
                        None => Operand::UNDEF,
                    };
                    fx.emit(Self::define_inst(
                        this,
                        key,
                        v,
                        p.value.as_ref(),
                        p.computed,
                    ));
                }
                ClassElement::StaticBlock(b) => {
                    if let Some(scope) = b.scope_id.get() {
                        self.enter_scope(fx, scope, false);
                    }
                    self.hoist_vars(fx, &b.body);
                    self.declare_lexical(fx, &b.body);
                    self.lower_stmts(fx, &b.body);
                    if let Some(scope) = b.scope_id.get() {
                        self.leave_scope(fx, scope);
                    }
                }
                _ => {}
            }
        }
        if nt_env {
            fx.env_stack.pop();
        }
        fx.terminate(Term::Return(Operand::UNDEF));
    }
}

/// Whether a class has private instance methods or accessors (kept in a
/// holder, stamped on each instance).
fn has_private_instance_methods(c: &Class<'_>) -> bool {
    private_instance_method_names(c) > 0
}

/// How many private names the instance methods and accessors stamp on
/// each instance (a getter and setter pair share one).
fn private_instance_method_names(c: &Class<'_>) -> usize {
    let mut names = std::collections::HashSet::new();
    for e in members(c) {
        if let ClassElement::MethodDefinition(m) = e
            && !m.r#static
            && let PropertyKey::PrivateIdentifier(id) = &m.key
        {
            names.insert(id.name.as_str());
        }
    }
    names.len()
}

/// Whether a field's key is computed at run time: evaluated once, when the
/// class is defined, and kept in the class environment.
fn key_at_definition(p: &PropertyDefinition<'_>) -> bool {
    p.computed && !p.declare && static_key_name(&p.key, true).is_none()
}

fn is_super_call_stmt(s: &Statement<'_>) -> bool {
    matches!(s, Statement::ExpressionStatement(e) if matches!(super::expr::strip(&e.expression), Expression::CallExpression(c) if matches!(c.callee, Expression::Super(_))))
}

/// Whether node's inspect prints a class with an `extends` clause as a
/// function. node tells a class by its source text (`getFunctionBase`):
/// with comments stripped, a `(` after `class` and before the first `{`
/// (`extends Mixin(Base)`, `extends (Base)`, `extends (class B {})`) makes
/// it `[Function: C]`. node runs the program with its types erased to
/// whitespace, so a `(` or `{` inside a type (`extends M<{ a: 1 }>(B)`,
/// `class C<T extends (a: number) => void>`) does not count; before the
/// heritage expression there is only the name, types and comments, and
/// between it and the body only types (`implements`) and comments.
fn written_with_paren(source: &str, heritage: &Expression<'_>) -> bool {
    let text = strip_comments(&stripped_text(source, heritage));
    match (text.find('('), text.find('{')) {
        (Some(p), Some(b)) => p < b,
        (p, _) => p.is_some(),
    }
}

/// The source text of `e` as node's type stripper leaves it: its
/// TypeScript-only syntax blanked (line breaks kept).
pub(crate) fn stripped_text(source: &str, e: &Expression<'_>) -> String {
    let mut erase = TypeSpans(Vec::new());
    erase.visit_expression(e);
    blank(source, e.span(), &erase.0)
}

/// [`stripped_text`] of a call.
pub(crate) fn stripped_call_text(source: &str, c: &CallExpression<'_>) -> String {
    let mut erase = TypeSpans(Vec::new());
    erase.visit_call_expression(c);
    blank(source, c.span, &erase.0)
}

fn blank(source: &str, span: oxc_span::Span, spans: &[(u32, u32)]) -> String {
    let (start, end) = (span.start as usize, span.end as usize);
    let mut text: Vec<u8> = source.as_bytes()[start..end].to_vec();
    for &(a, b) in spans {
        let (a, b) = (a as usize - start, (b as usize).min(end) - start);
        for byte in &mut text[a..b] {
            if *byte != b'\n' {
                *byte = b' ';
            }
        }
    }
    String::from_utf8_lossy(&text).into_owned()
}

/// node's `stripCommentsRegExp`: `//` to the end of the line, `/* … */`.
fn strip_comments(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('/') {
        out.push_str(&rest[..i]);
        let after = &rest[i..];
        if let Some(line) = after.strip_prefix("//") {
            match line.find('\n') {
                Some(n) => rest = &line[n + 1..],
                None => return out,
            }
        } else if let Some(block) = after.strip_prefix("/*") {
            match block.find("*/") {
                Some(n) => rest = &block[n + 2..],
                None => {
                    out.push_str(after);
                    return out;
                }
            }
        } else {
            out.push('/');
            rest = &after[1..];
        }
    }
    out.push_str(rest);
    out
}

/// The spans of an expression's TypeScript-only syntax, which node's type
/// stripper turns into whitespace: annotations, type parameters and
/// arguments, and the `as T`, `satisfies T`, `!` and `<T>` around values.
struct TypeSpans(Vec<(u32, u32)>);

impl<'a> Visit<'a> for TypeSpans {
    fn visit_ts_type_annotation(&mut self, it: &TSTypeAnnotation<'a>) {
        self.0.push((it.span.start, it.span.end));
    }
    fn visit_ts_type_parameter_declaration(&mut self, it: &TSTypeParameterDeclaration<'a>) {
        self.0.push((it.span.start, it.span.end));
    }
    fn visit_ts_type_parameter_instantiation(&mut self, it: &TSTypeParameterInstantiation<'a>) {
        self.0.push((it.span.start, it.span.end));
    }
    fn visit_ts_as_expression(&mut self, it: &TSAsExpression<'a>) {
        self.0.push((it.expression.span().end, it.span.end));
        self.visit_expression(&it.expression);
    }
    fn visit_ts_satisfies_expression(&mut self, it: &TSSatisfiesExpression<'a>) {
        self.0.push((it.expression.span().end, it.span.end));
        self.visit_expression(&it.expression);
    }
    fn visit_ts_non_null_expression(&mut self, it: &TSNonNullExpression<'a>) {
        self.0.push((it.expression.span().end, it.span.end));
        self.visit_expression(&it.expression);
    }
    fn visit_ts_type_assertion(&mut self, it: &TSTypeAssertion<'a>) {
        self.0.push((it.span.start, it.expression.span().start));
        self.visit_expression(&it.expression);
    }
}
