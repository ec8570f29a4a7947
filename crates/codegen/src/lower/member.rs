//! Lowering of property access, calls, `new`, `this`, `super`, `arguments`,
//! `new.target`, private names and optional chains.

use super::expr::{is_realm_global, strip};
use super::{FnAst, Fx, Lowerer, Storage};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_span::{GetSpan, Span};

/// An optional chain being lowered: where a short-circuit jumps.
#[derive(Clone, Copy)]
pub(crate) struct Chain {
    nullish: BlockId,
}

impl<'a> Lowerer<'a, '_> {
    /// `a?.b…`: the chain's value, undefined when an optional link meets
    /// null or undefined.
    pub(crate) fn chain(&mut self, fx: &mut Fx, c: &'a ChainExpression<'a>) -> Operand {
        let r = fx.temp();
        let (nullish, end) = (fx.new_block(), fx.new_block());
        let ch = Chain { nullish };
        let v = match &c.expression {
            ChainElement::CallExpression(call) => self.call(fx, call, Some(ch)),
            ChainElement::TSNonNullExpression(n) => self.chain_operand(fx, &n.expression, Some(ch)),
            other => {
                let m = other
                    .as_member_expression()
                    .expect("a chain element is a call or a member");
                self.member_get(fx, m, Some(ch))
            }
        };
        fx.emit(Inst::Assign(r, Rv::Use(v)));
        fx.terminate(Term::Jump(end));
        fx.cur = nullish;
        fx.emit(Inst::Assign(r, Rv::Use(Operand::UNDEF)));
        fx.terminate(Term::Jump(end));
        fx.cur = end;
        Operand::Var(r)
    }

    /// An operand inside a chain: nested members and calls stay in it.
    fn chain_operand(&mut self, fx: &mut Fx, e: &'a Expression<'a>, ch: Option<Chain>) -> Operand {
        match strip(e) {
            Expression::CallExpression(c) if ch.is_some() => self.call(fx, c, ch),
            e2 => match e2.as_member_expression() {
                Some(m) if ch.is_some() => self.member_get(fx, m, ch),
                _ => self.expr(fx, e),
            },
        }
    }

    /// Jumps to the chain's short-circuit when `v` is null or undefined.
    fn optional_check(&mut self, fx: &mut Fx, v: Operand, ch: Option<Chain>) {
        let Some(ch) = ch else { return };
        let nullish = fx.assign_temp(Rv::Binary(BinOp::LooseEq, v, Operand::Const(Const::Null)));
        let go = fx.new_block();
        fx.terminate(Term::Branch(nullish, ch.nullish, go));
        fx.cur = go;
    }

    /// The object, key and site of a member expression (the object and a
    /// computed key evaluated in order).
    pub(crate) fn member_parts(
        &mut self,
        fx: &mut Fx,
        m: &'a MemberExpression<'a>,
    ) -> (Operand, PropKey, SiteId) {
        self.member_parts_in(fx, m, None)
    }

    pub(crate) fn member_parts_in(
        &mut self,
        fx: &mut Fx,
        m: &'a MemberExpression<'a>,
        ch: Option<Chain>,
    ) -> (Operand, PropKey, SiteId) {
        if let MemberExpression::StaticMemberExpression(s) = m {
            self.refuse_missing_process_member(s);
            self.refuse_missing_module_member(s);
        }
        let o = self.chain_operand(fx, m.object(), ch);
        if m.optional() {
            self.optional_check(fx, o, ch);
        }
        match m {
            MemberExpression::StaticMemberExpression(s) => {
                if let Expression::Identifier(obj) = strip(&s.object)
                    && obj.name == "console"
                    && self.symbol_of(obj).is_none()
                    && matches!(
                        s.property.name.as_str(),
                        "Console" | "context" | "createTask"
                    )
                {
                    // node has these; the runtime's console does not.
                    self.unsupported(&format!("`console.{}`", s.property.name), s.property.span);
                }
                let site = self.site(s.property.span);
                (o, self.named_key(&s.property.name), site)
            }
            MemberExpression::ComputedMemberExpression(c) => {
                let k = self.expr(fx, &c.expression);
                let site = self.site(c.expression.span());
                (o, PropKey::Computed(k), site)
            }
            MemberExpression::PrivateFieldExpression(p) => {
                let site = self.site(p.field.span);
                let k = match self.private_once(fx, &p.field.name) {
                    Some(g) => {
                        self.m.private_once_sites.insert(site, g);
                        fx.assign_temp(Rv::Global(g))
                    }
                    None => self.private_name(fx, &p.field.name, p.field.span),
                };
                let name = self.m.strings.intern(&format!("#{}", p.field.name));
                self.m.private_sites.insert(site, name);
                (o, PropKey::Computed(k), site)
            }
        }
    }

    /// `o.x`, `o[k]`, `o.#p`, `super.x`, and constant enum members.
    pub(crate) fn member_get(
        &mut self,
        fx: &mut Fx,
        m: &'a MemberExpression<'a>,
        ch: Option<Chain>,
    ) -> Operand {
        match m {
            MemberExpression::StaticMemberExpression(s) => {
                if let Some(v) = self.enum_member(&s.object, &s.property.name) {
                    return v;
                }
                if let Some(v) =
                    self.namespace_member(fx, &s.object, &s.property.name, s.property.span)
                {
                    return v;
                }
                if let Expression::ImportMeta(_) = &s.object
                    && let Some(v) = self.import_meta(&s.property.name, s.property.span)
                {
                    return v;
                }
            }
            MemberExpression::ComputedMemberExpression(c) => {
                if let Some(v) = self.enum_computed(&c.object, &c.expression) {
                    return v;
                }
            }
            MemberExpression::PrivateFieldExpression(_) => {}
        }
        if let Expression::Super(sup) = m.object() {
            return self.super_get(fx, m, sup.span);
        }
        let (o, k, site) = self.member_parts_in(fx, m, ch);
        fx.assign_temp(Rv::GetProp(o, k, site))
    }

    /// `super.x` / `super[k]` in a method.
    fn super_get(&mut self, fx: &mut Fx, m: &'a MemberExpression<'a>, span: Span) -> Operand {
        let Some(home) = self.home_object(fx, span) else {
            return Operand::UNDEF;
        };
        let key = match m {
            MemberExpression::StaticMemberExpression(s) => self.str_const(&s.property.name),
            MemberExpression::ComputedMemberExpression(c) => self.expr(fx, &c.expression),
            MemberExpression::PrivateFieldExpression(p) => {
                self.unsupported("`super.#private`", p.span);
                Operand::UNDEF
            }
        };
        let this = self.this_value(fx, span);
        let site = self.site(span);
        fx.assign_temp(Rv::GetSuper(home, key, this, site))
    }

    /// The home object of the current method (for `super`).
    fn home_object(&mut self, fx: &mut Fx, span: Span) -> Option<Operand> {
        let (_, chain) = fx.current_env();
        for e in chain {
            let info = &self.envs[e.0 as usize];
            let slot = if fx.static_method {
                info.home_ctor
            } else {
                info.home_proto
            };
            if let Some(slot) = slot {
                let (env, hops) = fx.env_path(e)?;
                return Some(fx.assign_temp(Rv::EnvLoad(env, hops, slot)));
            }
        }
        self.unsupported("`super` outside a class method", span);
        None
    }

    /// The global holding private name `#name` when the class declaring
    /// it (the innermost that does) is evaluated at most once.
    fn private_once(&self, fx: &Fx, name: &str) -> Option<GlobalId> {
        let (_, chain) = fx.current_env();
        chain
            .into_iter()
            .find_map(|e| self.envs[e.0 as usize].private.get(name))?
            .1
    }

    /// The private name `#name` of the innermost class declaring it: a
    /// symbol (the class scope's entry stores each before any code that
    /// can name it runs), so its accesses skip the number-key test.
    pub(crate) fn private_name(&mut self, fx: &mut Fx, name: &str, span: Span) -> Operand {
        if let Some(v) = self.load_env_slot(fx, |e| e.private.get(name).map(|p| p.0)) {
            return fx.assign_temp(Rv::Narrow(v, Ty::SYMBOL));
        }
        self.unsupported(&format!("the private name #{name} here"), span);
        Operand::UNDEF
    }

    /// `this`: the function's own, or for an arrow the enclosing function's
    /// (through its environment). In a derived constructor, reading it
    /// before `super()` throws.
    pub(crate) fn this_value(&mut self, fx: &mut Fx, span: Span) -> Operand {
        if fx.func.is_main {
            return Operand::UNDEF;
        }
        if !fx.arrow
            && let Some(t) = fx.func.this_var
        {
            if matches!(fx.func.kind, FuncKind::ClassConstructor { derived: true }) {
                let site = self.site(span);
                fx.emit(Inst::CheckThis(Operand::Var(t), site));
            }
            return Operand::Var(t);
        }
        let (_, chain) = fx.current_env();
        for e in chain {
            if let Some(slot) = self.envs[e.0 as usize].this_slot
                && let Some((env, hops)) = fx.env_path(e)
            {
                let v = fx.assign_temp(Rv::EnvLoad(env, hops, slot));
                if self.envs[e.0 as usize].derived_this {
                    let site = self.site(span);
                    fx.emit(Inst::CheckThis(v, site));
                }
                return v;
            }
        }
        Operand::UNDEF
    }

    pub(crate) fn new_target_value(&mut self, fx: &mut Fx) -> Operand {
        if !fx.arrow {
            return fx.func.new_target_var.map_or(Operand::UNDEF, Operand::Var);
        }
        self.load_env_slot(fx, |e| e.new_target_slot)
            .unwrap_or(Operand::UNDEF)
    }

    pub(crate) fn arguments_value(&mut self, fx: &mut Fx, span: Span) -> Operand {
        if !fx.arrow {
            if let Some(v) = fx.arguments_var {
                return Operand::Var(v);
            }
            let v = fx.new_var(Some("arguments".into()));
            // Made once, at the first use, which dominates the others only
            // in straight-line code: make it at entry instead.
            fx.arguments_var = Some(v);
            fx.func.blocks[Func::ENTRY.index()]
                .insts
                .insert(0, Inst::Assign(v, Rv::Arguments));
            return Operand::Var(v);
        }
        let (_, chain) = fx.current_env();
        for e in chain {
            if let Some(slot) = self.envs[e.0 as usize].arguments_slot
                && let Some((env, hops)) = fx.env_path(e)
            {
                return fx.assign_temp(Rv::EnvLoad(env, hops, slot));
            }
        }
        self.unsupported("`arguments` here", span);
        Operand::UNDEF
    }

    /// The environment a direct call of `fid` must pass: the one current
    /// where `fid` was defined, reached from here.
    fn callee_env(&mut self, fx: &mut Fx, fid: FuncId) -> Option<Operand> {
        let head = match self.fn_chain.get(&fid) {
            Some(c) => c.first().copied(),
            None => return Some(Operand::UNDEF),
        };
        let Some(head) = head else {
            return Some(Operand::UNDEF);
        };
        let (env, hops) = fx.env_path(head)?;
        Some(if hops == 0 {
            env
        } else {
            fx.assign_temp(Rv::EnvAncestor(env, hops))
        })
    }

    /// A direct call of a known function.
    fn direct_call(&mut self, fx: &mut Fx, fid: FuncId, args: Vec<Arg>) -> Option<Operand> {
        if args.iter().any(|a| matches!(a, Arg::Spread(_))) || self.coroutine_fns.contains(&fid) {
            return None;
        }
        let env = self.callee_env(fx, fid)?;
        let mut ops: Vec<Operand> = args.into_iter().map(Arg::operand).collect();
        if !self.varargs_fn(fid) {
            ops.resize(self.param_count(fid), Operand::UNDEF);
        }
        Some(fx.assign_temp(Rv::Call(fid, env, ops)))
    }

    fn varargs_fn(&self, fid: FuncId) -> bool {
        self.varargs.contains(&fid)
    }

    pub(crate) fn call(
        &mut self,
        fx: &mut Fx,
        c: &'a CallExpression<'a>,
        ch: Option<Chain>,
    ) -> Operand {
        let callee = strip(&c.callee);
        // console.log(...) when `console` is the global: no property lookup.
        if let Expression::StaticMemberExpression(m) = callee
            && let Expression::Identifier(obj) = strip(&m.object)
            && obj.name == "console"
            && self.symbol_of(obj).is_none()
            && !self.facts.rebound_globals.contains("console")
            && !c.optional
            && !m.optional
            && matches!(
                m.property.name.as_str(),
                "log" | "info" | "debug" | "error" | "warn"
            )
            && c.arguments
                .iter()
                .all(|a| !matches!(a, Argument::SpreadElement(_)))
        {
            let intrinsic = if matches!(m.property.name.as_str(), "error" | "warn") {
                Intrinsic::ConsoleError
            } else {
                Intrinsic::ConsoleLog
            };
            let args: Vec<Operand> = self
                .args(fx, &c.arguments)
                .into_iter()
                .map(Arg::operand)
                .collect();
            fx.emit(Inst::Eval(Rv::Intrinsic(intrinsic, args)));
            return Operand::UNDEF;
        }
        if let Expression::Super(s) = callee {
            return self.super_call(fx, c, s.span);
        }
        if let Some(v) = self.require_call(fx, c) {
            return v;
        }
        if let Some(v) = self.create_require_call(c) {
            return v;
        }
        self.refuse_process_event(c);
        self.hand_over_call_text(fx, c);
        let site = self.site_for_expr(&c.callee);
        // `ns.f(…)` of a namespace import calls the export's binding, with
        // the namespace object as `this`.
        if let Expression::StaticMemberExpression(m) = callee
            && let Some(f) = self.namespace_member(fx, &m.object, &m.property.name, m.property.span)
        {
            let this = self.namespace_this(fx, &m.object);
            let args = self.args(fx, &c.arguments);
            return fx.assign_temp(Rv::CallValue(f, this, args, site));
        }
        // Method calls: `this` is the object.
        if let Some(m) = callee.as_member_expression() {
            let (f, this) = if let Expression::Super(sup) = m.object() {
                let f = self.super_get(fx, m, sup.span);
                (f, self.this_value(fx, sup.span))
            } else {
                let (o, k, s) = self.member_parts_in(fx, m, ch);
                if let PropKey::Named(_, ic) = k {
                    self.m.method_ics.insert(ic);
                }
                (fx.assign_temp(Rv::GetProp(o, k, s)), o)
            };
            if c.optional {
                self.optional_check(fx, f, ch);
            }
            let args = self.args(fx, &c.arguments);
            return fx.assign_temp(Rv::CallValue(f, this, args, site));
        }
        match callee {
            Expression::Identifier(id) => {
                if self.symbol_of(id).is_none()
                    && !c.optional
                    && !self.facts.rebound_globals.contains(id.name.as_str())
                {
                    let intrinsic = match id.name.as_str() {
                        "Number" => Some(Intrinsic::Number),
                        "String" => Some(Intrinsic::String),
                        _ => None,
                    };
                    if let Some(i) = intrinsic
                        && c.arguments.len() <= 1
                        && c.arguments
                            .iter()
                            .all(|a| !matches!(a, Argument::SpreadElement(_)))
                    {
                        let args: Vec<Operand> = self
                            .args(fx, &c.arguments)
                            .into_iter()
                            .map(Arg::operand)
                            .collect();
                        return fx.assign_temp(Rv::Intrinsic(i, args));
                    }
                    if id.name == "Boolean" && c.arguments.len() <= 1 {
                        let args = self.args(fx, &c.arguments);
                        return match args.first() {
                            Some(&Arg::Value(a)) => fx.assign_temp(Rv::Unary(UnOp::ToBool, a)),
                            _ => Operand::Const(Const::Bool(false)),
                        };
                    }
                    if id.name == "Function" {
                        self.unsupported("`Function(...)` (code compiled at run time)", c.span);
                        return Operand::UNDEF;
                    }
                    if !is_realm_global(&id.name)
                        && !matches!(id.name.as_str(), "undefined" | "NaN" | "Infinity")
                    {
                        // A global no declaration binds: read first (its
                        // ReferenceError comes before the arguments run),
                        // then called, as one the program (or a module of
                        // kiln's, `Buffer`) put on the global object is.
                        let f = self.read_ident(fx, id);
                        let args = self.args(fx, &c.arguments);
                        return fx.assign_temp(Rv::CallValue(f, Operand::UNDEF, args, site));
                    }
                }
                if let Some(sym) = self.symbol_of(id)
                    && let Some(b) = self.binding_of(id, sym)
                    && let Some(fid) = b.known_fn
                    && !c.optional
                {
                    if b.mode.has_tdz() && !matches!(b.storage, Storage::Local(..)) {
                        // The TDZ check of `const f = …` still applies.
                        self.read_ident(fx, id);
                    } else if b.mode.has_tdz() {
                        self.read_ident(fx, id);
                    }
                    let args = self.args(fx, &c.arguments);
                    if let Some(r) = self.direct_call(fx, fid, args.clone()) {
                        return r;
                    }
                    // Spread arguments: through a function object (the
                    // binding holds one only when it is used as a value).
                    let f = if self.facts.value_used.contains(&sym) {
                        self.read_ident(fx, id)
                    } else {
                        // Closing over the environment of its definition.
                        let env = self.callee_env(fx, fid).unwrap_or(Operand::UNDEF);
                        self.escaping.insert(fid);
                        fx.assign_temp(Rv::MakeClosure(fid, env))
                    };
                    return fx.assign_temp(Rv::CallValue(f, Operand::UNDEF, args, site));
                }
            }
            Expression::FunctionExpression(f) if !c.optional => {
                // An IIFE: a direct call, no function object unless its
                // body names itself.
                if let Some(sym) = self.self_naming(f) {
                    let (_, fv) = self.self_named_closure(fx, f, sym);
                    let args = self.args(fx, &c.arguments);
                    return fx.assign_temp(Rv::CallValue(fv, Operand::UNDEF, args, site));
                }
                let fid = self.queue_function(fx, FnAst::Func(f));
                let args = self.args(fx, &c.arguments);
                if let Some(r) = self.direct_call(fx, fid, args.clone()) {
                    return r;
                }
                let fv = self.make_closure(fx, fid);
                return fx.assign_temp(Rv::CallValue(fv, Operand::UNDEF, args, site));
            }
            Expression::ArrowFunctionExpression(a) if !c.optional => {
                let fid = self.queue_function(fx, FnAst::Arrow(a));
                let args = self.args(fx, &c.arguments);
                if let Some(r) = self.direct_call(fx, fid, args.clone()) {
                    return r;
                }
                let fv = self.make_closure(fx, fid);
                return fx.assign_temp(Rv::CallValue(fv, Operand::UNDEF, args, site));
            }
            _ => {}
        }
        // `(o?.f)()` keeps `o` as `this`.
        if let Expression::ChainExpression(chain) = callee
            && let Some(m) = chain.expression.as_member_expression()
        {
            let (f, this) = (fx.temp(), fx.temp());
            let (nullish, end) = (fx.new_block(), fx.new_block());
            let inner = Some(Chain { nullish });
            let (o, k, s) = self.member_parts_in(fx, m, inner);
            let fv = fx.assign_temp(Rv::GetProp(o, k, s));
            fx.emit(Inst::Assign(f, Rv::Use(fv)));
            fx.emit(Inst::Assign(this, Rv::Use(o)));
            fx.terminate(Term::Jump(end));
            fx.cur = nullish;
            fx.emit(Inst::Assign(f, Rv::Use(Operand::UNDEF)));
            fx.emit(Inst::Assign(this, Rv::Use(Operand::UNDEF)));
            fx.terminate(Term::Jump(end));
            fx.cur = end;
            if c.optional {
                self.optional_check(fx, Operand::Var(f), ch);
            }
            let args = self.args(fx, &c.arguments);
            return fx.assign_temp(Rv::CallValue(
                Operand::Var(f),
                Operand::Var(this),
                args,
                site,
            ));
        }
        let f = self.chain_operand(fx, callee, ch);
        if c.optional {
            self.optional_check(fx, f, ch);
        }
        let args = self.args(fx, &c.arguments);
        fx.assign_temp(Rv::CallValue(f, Operand::UNDEF, args, site))
    }

    /// `new C(...)`.
    /// `process.X` where node's `process` has an `X` kiln's lacks: refused
    /// here, where the program would otherwise read `undefined`.
    fn refuse_missing_process_member(&mut self, s: &StaticMemberExpression<'a>) {
        let name = s.property.name.as_str();
        let on_process =
            |e: &Expression| matches!(strip(e), Expression::Identifier(p) if p.name == "process");
        let global_process = match strip(&s.object) {
            Expression::Identifier(p) => p.name == "process" && self.symbol_of(p).is_none(),
            _ => false,
        };
        if global_process && crate::node_modules::NODE_ONLY_PROCESS.contains(&name) {
            self.unsupported(&format!("`process.{name}`"), s.property.span);
        }
        // kiln's `performance` has `now` and `timeOrigin`.
        if matches!(strip(&s.object), Expression::Identifier(p)
                if p.name == "performance" && self.symbol_of(p).is_none())
            && NODE_ONLY_PERFORMANCE.contains(&name)
        {
            self.unsupported(&format!("`performance.{name}`"), s.property.span);
        }
        // kiln's stdin is `readline`'s input, without a stream's methods.
        let on_stdin = match strip(&s.object) {
            Expression::StaticMemberExpression(inner) => {
                inner.property.name == "stdin" && on_process(&inner.object)
            }
            Expression::Identifier(id) => self
                .symbol_of(id)
                .and_then(|sym| self.node_named_imports.get(&sym))
                .is_some_and(|(m, n)| m.id == crate::node_modules::PROCESS.id && n == "stdin"),
            _ => false,
        };
        if on_stdin && !matches!(name, "fd" | "isTTY") {
            self.unsupported(
                &format!("`process.stdin.{name}` (kiln's stdin is read by `readline` or `readFileSync(0)`)"),
                s.property.span,
            );
        }
    }

    /// `process.on("SIGINT", …)`: kiln emits only `exit`, `beforeExit` and
    /// `warning`,
    /// so a listener for another event named by a literal is refused here
    /// (the runtime throws for a name computed when it runs).
    fn refuse_process_event(&mut self, c: &'a CallExpression<'a>) {
        if let Expression::StaticMemberExpression(m) = strip(&c.callee)
            && matches!(strip(&m.object), Expression::Identifier(p)
                if p.name == "process" && self.symbol_of(p).is_none())
            && matches!(m.property.name.as_str(), "on" | "once" | "addListener")
            && let Some(Argument::StringLiteral(event)) = c.arguments.first()
            && !matches!(event.value.as_str(), "exit" | "beforeExit" | "warning")
        {
            self.unsupported(
                &format!(
                    "`process.{}('{}')` (kiln emits only process's 'exit', 'beforeExit' and 'warning' events)",
                    m.property.name, event.value
                ),
                event.span,
            );
        }
    }

    pub(crate) fn new_expr(&mut self, fx: &mut Fx, n: &'a NewExpression<'a>) -> Operand {
        if let Expression::Identifier(id) = strip(&n.callee)
            && id.name == "Function"
            && self.symbol_of(id).is_none()
        {
            self.unsupported("`new Function` (code compiled at run time)", n.span);
            return Operand::UNDEF;
        }
        let f = self.expr(fx, &n.callee);
        let args = self.args(fx, &n.arguments);
        let site = self.site_for_expr(&n.callee);
        fx.assign_temp(Rv::Construct(f, args, site))
    }

    /// `super(...)` in a derived constructor: constructs the parent with
    /// this constructor's new.target, binds `this`, runs the field
    /// initialisers.
    fn super_call(&mut self, fx: &mut Fx, c: &'a CallExpression<'a>, span: Span) -> Operand {
        let Some(ctor) = self.class_ctor_value(fx, span) else {
            return Operand::UNDEF;
        };
        let args = self.args(fx, &c.arguments);
        let nt = self.new_target_value(fx);
        let site = self.site(span);
        let this = fx.assign_temp(Rv::SuperConstruct(ctor, nt, args, site));
        self.bind_this_after_super(fx, this, span);
        this
    }

    /// `delete a?.b.c`: true when the chain short-circuits.
    pub(crate) fn delete_chain(
        &mut self,
        fx: &mut Fx,
        c: &'a ChainExpression<'a>,
        site: SiteId,
    ) -> Operand {
        let Some(m) = c.expression.as_member_expression() else {
            self.unsupported("`delete` of this chain", c.span);
            return Operand::UNDEF;
        };
        let r = fx.temp();
        let (nullish, end) = (fx.new_block(), fx.new_block());
        let ch = Some(Chain { nullish });
        let (o, k, _) = self.member_parts_in(fx, m, ch);
        let key = match k {
            PropKey::Named(s, _) => Operand::Const(Const::Str(s)),
            PropKey::Computed(k) => k,
        };
        let v = fx.assign_temp(Rv::DeleteProp(o, key, site));
        fx.emit(Inst::Assign(r, Rv::Use(v)));
        fx.terminate(Term::Jump(end));
        fx.cur = nullish;
        fx.emit(Inst::Assign(r, Rv::Use(Operand::Const(Const::Bool(true)))));
        fx.terminate(Term::Jump(end));
        fx.cur = end;
        Operand::Var(r)
    }
}

/// What node's global `performance` has and kiln's lacks.
const NODE_ONLY_PERFORMANCE: &[&str] = &[
    "addEventListener",
    "clearMarks",
    "clearMeasures",
    "clearResourceTimings",
    "dispatchEvent",
    "eventLoopUtilization",
    "getEntries",
    "getEntriesByName",
    "getEntriesByType",
    "mark",
    "markResourceTiming",
    "measure",
    "nodeTiming",
    "removeEventListener",
    "setResourceTimingBufferSize",
    "timerify",
    "toJSON",
];
