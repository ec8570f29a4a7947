//! Lowering of expressions. Each returns the operand holding its value;
//! evaluation order is ECMAScript's (left to right, operands before the
//! operator), and a read of a mutable binding is copied into a temporary so
//! a later assignment in the same expression cannot change it.

use super::{Binding, FnAst, Fx, Lowerer, Mode, Storage};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_span::{GetSpan, Span};
use oxc_syntax::operator::{
    AssignmentOperator, BinaryOperator, LogicalOperator, UnaryOperator, UpdateOperator,
};

/// Decodes oxc's encoding of string values with lone surrogates: `\u{FFFD}`
/// followed by four hex digits stands for one code unit.
pub(crate) fn string_units(value: &str, lone_surrogates: bool) -> Vec<u16> {
    if !lone_surrogates {
        return value.encode_utf16().collect();
    }
    let mut out = Vec::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\u{FFFD}' {
            let hex: String = chars.by_ref().take(4).collect();
            match u16::from_str_radix(&hex, 16) {
                Ok(u) => out.push(u),
                Err(_) => out.push(0xFFFD),
            }
        } else {
            let mut buf = [0u16; 2];
            out.extend_from_slice(c.encode_utf16(&mut buf));
        }
    }
    out
}

pub(crate) fn binop(op: BinaryOperator) -> Option<BinOp> {
    use BinaryOperator as B;
    Some(match op {
        B::Equality => BinOp::LooseEq,
        B::Inequality => BinOp::LooseNe,
        B::StrictEquality => BinOp::StrictEq,
        B::StrictInequality => BinOp::StrictNe,
        B::LessThan => BinOp::Lt,
        B::LessEqualThan => BinOp::Le,
        B::GreaterThan => BinOp::Gt,
        B::GreaterEqualThan => BinOp::Ge,
        B::Addition => BinOp::Add,
        B::Subtraction => BinOp::Sub,
        B::Multiplication => BinOp::Mul,
        B::Division => BinOp::Div,
        B::Remainder => BinOp::Mod,
        B::Exponential => BinOp::Exp,
        B::ShiftLeft => BinOp::Shl,
        B::ShiftRight => BinOp::Sar,
        B::ShiftRightZeroFill => BinOp::Shr,
        B::BitwiseOR => BinOp::BitOr,
        B::BitwiseXOR => BinOp::BitXor,
        B::BitwiseAnd => BinOp::BitAnd,
        B::In | B::Instanceof => return None,
    })
}

pub(crate) fn assign_binop(op: AssignmentOperator) -> Option<BinOp> {
    use AssignmentOperator as A;
    Some(match op {
        A::Addition => BinOp::Add,
        A::Subtraction => BinOp::Sub,
        A::Multiplication => BinOp::Mul,
        A::Division => BinOp::Div,
        A::Remainder => BinOp::Mod,
        A::Exponential => BinOp::Exp,
        A::ShiftLeft => BinOp::Shl,
        A::ShiftRight => BinOp::Sar,
        A::ShiftRightZeroFill => BinOp::Shr,
        A::BitwiseOR => BinOp::BitOr,
        A::BitwiseXOR => BinOp::BitXor,
        A::BitwiseAnd => BinOp::BitAnd,
        A::Assign | A::LogicalOr | A::LogicalAnd | A::LogicalNullish => return None,
    })
}

/// Strips parentheses and TypeScript-only wrappers (`as`, `satisfies`, `!`, `<T>x`).
pub(crate) fn strip<'b, 'a>(mut e: &'b Expression<'a>) -> &'b Expression<'a> {
    loop {
        e = match e {
            Expression::ParenthesizedExpression(p) => &p.expression,
            Expression::TSAsExpression(x) => &x.expression,
            Expression::TSSatisfiesExpression(x) => &x.expression,
            Expression::TSNonNullExpression(x) => &x.expression,
            Expression::TSTypeAssertion(x) => &x.expression,
            Expression::TSInstantiationExpression(x) => &x.expression,
            _ => return e,
        }
    }
}

/// The identifier an assignment target names, through TypeScript wrappers.
pub(crate) fn target_ident<'b, 'a>(
    t: &'b SimpleAssignmentTarget<'a>,
) -> Option<&'b IdentifierReference<'a>> {
    match t {
        SimpleAssignmentTarget::AssignmentTargetIdentifier(id) => Some(id),
        SimpleAssignmentTarget::TSAsExpression(x) => expr_ident(&x.expression),
        SimpleAssignmentTarget::TSSatisfiesExpression(x) => expr_ident(&x.expression),
        SimpleAssignmentTarget::TSNonNullExpression(x) => expr_ident(&x.expression),
        SimpleAssignmentTarget::TSTypeAssertion(x) => expr_ident(&x.expression),
        _ => None,
    }
}

fn expr_ident<'b, 'a>(e: &'b Expression<'a>) -> Option<&'b IdentifierReference<'a>> {
    match strip(e) {
        Expression::Identifier(id) => Some(id),
        _ => None,
    }
}

impl<'a> Lowerer<'a, '_> {
    pub(crate) fn expr(&mut self, fx: &mut Fx, e: &'a Expression<'a>) -> Operand {
        match e {
            Expression::BooleanLiteral(b) => Operand::Const(Const::Bool(b.value)),
            Expression::NullLiteral(_) => Operand::Const(Const::Null),
            Expression::NumericLiteral(n) => Operand::num(n.value),
            Expression::StringLiteral(s) => {
                let units = string_units(&s.value, s.lone_surrogates);
                Operand::Const(Const::Str(self.m.strings.intern_units(units)))
            }
            Expression::TemplateLiteral(t) => self.template(fx, t),
            Expression::Identifier(id) => self.read_ident(fx, id),
            Expression::ParenthesizedExpression(_)
            | Expression::TSAsExpression(_)
            | Expression::TSSatisfiesExpression(_)
            | Expression::TSNonNullExpression(_)
            | Expression::TSTypeAssertion(_)
            | Expression::TSInstantiationExpression(_) => self.expr(fx, strip(e)),
            Expression::UnaryExpression(u) => self.unary(fx, u),
            Expression::BinaryExpression(b) => self.binary(fx, b),
            Expression::LogicalExpression(l) => self.logical(fx, l),
            Expression::ConditionalExpression(c) => {
                let test = self.expr(fx, &c.test);
                let r = fx.temp();
                let (yes, no, join) = (fx.new_block(), fx.new_block(), fx.new_block());
                fx.terminate(Term::Branch(test, yes, no));
                fx.cur = yes;
                let a = self.expr(fx, &c.consequent);
                fx.emit(Inst::Assign(r, Rv::Use(a)));
                fx.terminate(Term::Jump(join));
                fx.cur = no;
                let b = self.expr(fx, &c.alternate);
                fx.emit(Inst::Assign(r, Rv::Use(b)));
                fx.terminate(Term::Jump(join));
                fx.cur = join;
                Operand::Var(r)
            }
            Expression::SequenceExpression(s) => {
                let mut last = Operand::UNDEF;
                for e in &s.expressions {
                    last = self.expr(fx, e);
                }
                last
            }
            Expression::AssignmentExpression(a) => self.assign(fx, a),
            Expression::UpdateExpression(u) => self.update(fx, u),
            Expression::CallExpression(c) => self.call(fx, c, None),
            Expression::NewExpression(n) => self.new_expr(fx, n),
            Expression::StaticMemberExpression(m)
                if let Some(v) = self.require_member(fx, &m.object, &m.property.name) =>
            {
                v
            }
            Expression::StaticMemberExpression(_)
            | Expression::ComputedMemberExpression(_)
            | Expression::PrivateFieldExpression(_) => {
                let m = e.as_member_expression().expect("member expression");
                self.member_get(fx, m, None)
            }
            Expression::ChainExpression(c) => self.chain(fx, c),
            Expression::ThisExpression(t) => self.this_value(fx, t.span),
            Expression::NewTarget(_) => self.new_target_value(fx),
            Expression::ArrowFunctionExpression(_)
            | Expression::FunctionExpression(_)
            | Expression::ClassExpression(_) => self.expr_named(fx, e, None),
            Expression::ObjectExpression(o) => match self.const_literal(fx, e) {
                Some(v) => v,
                None => self.object_literal(fx, o),
            },
            Expression::ArrayExpression(a) => match self.const_literal(fx, e) {
                Some(v) => v,
                None => self.array_literal(fx, a),
            },
            Expression::PrivateInExpression(p) => {
                let key = self.private_name(fx, &p.left.name, p.left.span);
                let o = self.expr(fx, &p.right);
                let site = self.site(p.span);
                fx.assign_temp(Rv::HasProp(key, o, site))
            }
            Expression::RegExpLiteral(r) => self.regexp_literal(fx, r),
            Expression::BigIntLiteral(b) => {
                let digits = Operand::Const(Const::Str(self.m.strings.intern(b.value.as_str())));
                fx.assign_temp(Rv::Intrinsic(Intrinsic::BigIntLiteral, vec![digits]))
            }
            Expression::YieldExpression(y) => self.yield_expr(fx, y),
            Expression::TaggedTemplateExpression(t) => self.tagged_template(fx, t),
            Expression::AwaitExpression(a) => self.await_expr(fx, a),
            Expression::ImportExpression(i) => self.dynamic_import(fx, i),
            Expression::ImportMeta(m) => self.import_meta_object(fx, m.span),
            other => {
                let what = match other {
                    Expression::Super(_) => "`super` here",
                    Expression::JSXElement(_) | Expression::JSXFragment(_) => "JSX",
                    _ => "this expression",
                };
                self.unsupported(what, other.span());
                Operand::UNDEF
            }
        }
    }

    /// The define of a literal entry's or a field's value `v` (of the
    /// expression `e`): DefineProp, which names the function it stores
    /// after the key, only for an anonymous function definition under a
    /// computed key (IsAnonymousFunctionDefinition; under a static key
    /// `expr_named` named it already); DefineField, which names nothing,
    /// for any other value, even a function without a name.
    pub(crate) fn define_inst(
        o: Operand,
        key: Operand,
        v: Operand,
        e: Option<&Expression<'_>>,
        computed: bool,
    ) -> Inst {
        let anonymous = e.is_some_and(|e| match strip(e) {
            Expression::ArrowFunctionExpression(_) => true,
            Expression::FunctionExpression(f) => f.id.is_none(),
            Expression::ClassExpression(c) => c.id.is_none(),
            _ => false,
        });
        if computed && anonymous {
            Inst::DefineProp(o, key, v)
        } else {
            Inst::DefineField(o, key, v)
        }
    }

    /// An expression that may be an anonymous function or class, which then
    /// gets `name` (NamedEvaluation).
    pub(crate) fn expr_named(
        &mut self,
        fx: &mut Fx,
        e: &'a Expression<'a>,
        name: Option<String>,
    ) -> Operand {
        match strip(e) {
            Expression::ArrowFunctionExpression(a) => {
                let fid = self.queue_function(fx, FnAst::Arrow(a));
                if let Some(n) = name {
                    self.m.funcs[fid.index()].name = n;
                }
                self.make_closure(fx, fid)
            }
            Expression::FunctionExpression(f) => {
                if let Some(sym) = self.self_naming(f) {
                    return self.self_named_closure(fx, f, sym).1;
                }
                let fid = self.queue_function(fx, FnAst::Func(f));
                if f.id.is_none()
                    && let Some(n) = name
                {
                    self.m.funcs[fid.index()].name = n;
                }
                self.make_closure(fx, fid)
            }
            Expression::ClassExpression(c) => self.class(fx, c, name),
            _ => self.expr(fx, e),
        }
    }

    /// `` tag`a${x}b` ``: the tag (with `this` for a member tag), then the
    /// site's template object, then the substitutions, and the call.
    fn tagged_template(&mut self, fx: &mut Fx, t: &'a TaggedTemplateExpression<'a>) -> Operand {
        let site = self.site_for_expr(&t.tag);
        let tag = strip(&t.tag);
        let (f, this) = match tag.as_member_expression() {
            Some(m) if !matches!(m.object(), Expression::Super(_)) => {
                let (o, k, s) = self.member_parts_in(fx, m, None);
                (fx.assign_temp(Rv::GetProp(o, k, s)), o)
            }
            _ => (self.expr(fx, &t.tag), Operand::UNDEF),
        };
        let g = self.m.add_global("template object", Ty::OBJECT);
        let quasis = &t.quasi.quasis;
        let mut strings = Vec::with_capacity(2 * quasis.len());
        for q in quasis {
            strings.push(match &q.value.cooked {
                Some(c) => {
                    let units = string_units(c, q.lone_surrogates);
                    Operand::Const(Const::Str(self.m.strings.intern_units(units)))
                }
                None => Operand::UNDEF,
            });
        }
        for q in quasis {
            // The raw text with its line terminators normalised (TRV).
            let raw = q.value.raw.replace("\r\n", "\n").replace('\r', "\n");
            let units: Vec<u16> = raw.encode_utf16().collect();
            strings.push(Operand::Const(Const::Str(
                self.m.strings.intern_units(units),
            )));
        }
        let object = fx.assign_temp(Rv::Intrinsic(Intrinsic::TemplateObject(g), strings));
        let mut args = vec![Arg::Value(object)];
        for e in &t.quasi.expressions {
            let v = self.expr(fx, e);
            args.push(Arg::Value(v));
        }
        fx.assign_temp(Rv::CallValue(f, this, args, site))
    }

    fn template(&mut self, fx: &mut Fx, t: &'a TemplateLiteral<'a>) -> Operand {
        let mut parts = Vec::new();
        for (i, q) in t.quasis.iter().enumerate() {
            let units = match &q.value.cooked {
                Some(c) => string_units(c, q.lone_surrogates),
                None => {
                    self.error(crate::diagnostics::Diagnostic::error(
                        "invalid escape in template literal",
                        q.span,
                    ));
                    vec![]
                }
            };
            if !units.is_empty() {
                parts.push(Operand::Const(Const::Str(
                    self.m.strings.intern_units(units),
                )));
            }
            if let Some(e) = t.expressions.get(i) {
                let v = self.expr(fx, e);
                parts.push(fx.assign_temp(Rv::ToStr(v)));
            }
        }
        match parts.len() {
            0 => self.str_const(""),
            1 if matches!(parts[0], Operand::Const(_)) => parts[0],
            _ => fx.assign_temp(Rv::Concat(parts)),
        }
    }

    /// Reads a binding's storage (with its TDZ check when `check`).
    pub(crate) fn read_storage(
        &mut self,
        fx: &mut Fx,
        b: Binding,
        name: &str,
        span: Span,
        copy: bool,
    ) -> Operand {
        let check = b.mode.has_tdz();
        match b.storage {
            Storage::Local(func, var) => {
                if func != fx.fid {
                    self.unsupported("this closure", span);
                    return Operand::UNDEF;
                }
                if check {
                    let n = self.m.strings.intern(name);
                    let site = self.site(span);
                    fx.emit(Inst::CheckInit(Place::Var(var), n, site));
                }
                if copy {
                    fx.assign_temp(Rv::Use(Operand::Var(var)))
                } else {
                    Operand::Var(var)
                }
            }
            Storage::Global(gid) => {
                if check {
                    let n = self.m.strings.intern(name);
                    let site = self.site(span);
                    fx.emit(Inst::CheckInit(Place::Global(gid), n, site));
                }
                fx.assign_temp(Rv::Global(gid))
            }
            Storage::Env(e, slot) => {
                let Some((env, hops)) = fx.env_path(e) else {
                    self.unsupported("this closure", span);
                    return Operand::UNDEF;
                };
                if check {
                    let n = self.m.strings.intern(name);
                    let site = self.site(span);
                    fx.emit(Inst::EnvCheckInit(env, hops, slot, n, site));
                }
                fx.assign_temp(Rv::EnvLoad(env, hops, slot))
            }
        }
    }

    /// Reads a binding (with its TDZ check) or an unresolved global name.
    pub(crate) fn read_ident(&mut self, fx: &mut Fx, id: &'a IdentifierReference<'a>) -> Operand {
        let Some(sym) = self.symbol_of(id) else {
            // In a later declaration of an enum, the members of the earlier
            // ones are in scope but not resolved.
            if let Some(v) = self.enum_member_ref(fx, &id.name) {
                return v;
            }
            return self.read_global(fx, id);
        };
        if self
            .scoping
            .symbol_flags(sym)
            .contains(oxc_syntax::symbol::SymbolFlags::EnumMember)
            && let Some(v) = self.enum_member_ref(fx, &id.name)
        {
            return v;
        }
        if let Some(obj) = self.enum_self_ref(sym) {
            return obj;
        }
        if let Some(&c) = self.consts.get(&sym) {
            return Operand::Const(c);
        }
        if let Some(ns) = self.namespace_value(fx, sym, id.span) {
            return ns;
        }
        if self.refuse_require_value(sym, id.span) {
            return Operand::UNDEF;
        }
        let Some(mut b) = self.binding_of(id, sym) else {
            self.unsupported("this binding", id.span);
            return Operand::UNDEF;
        };
        if self.early_init.contains(&sym) {
            b.mode = Mode::Var;
        }
        let copy = self.is_mutated(sym);
        self.read_storage(fx, b, &id.name, id.span, copy)
    }

    /// An identifier no declaration binds: a global of the realm, or a
    /// ReferenceError at run time.
    fn read_global(&mut self, fx: &mut Fx, id: &'a IdentifierReference<'a>) -> Operand {
        match id.name.as_str() {
            "undefined" => return Operand::UNDEF,
            "NaN" => return Operand::num(f64::NAN),
            "Infinity" => return Operand::num(f64::INFINITY),
            "arguments" if !fx.func.is_main => return self.arguments_value(fx, id.span),
            _ => {}
        }
        if let Some(v) = self.cjs_free_read(fx, id) {
            return v;
        }
        if is_realm_global(&id.name) {
            let g = fx.assign_temp(Rv::GlobalObject);
            let key = self.named_key(&id.name);
            let site = self.site(id.span);
            return fx.assign_temp(Rv::GetProp(g, key, site));
        }
        if is_unsupported_global(&id.name) {
            self.unsupported(&format!("the global `{}`", id.name), id.span);
            return Operand::UNDEF;
        }
        // A name the program may have made with `globalThis.x = …` (or
        // declared with `declare var`): looked up when it runs.
        let name = self.str_const(&id.name);
        let site = self.site(id.span);
        fx.assign_temp(Rv::Intrinsic(Intrinsic::GlobalRef(site, false), vec![name]))
    }

    /// A property key for a constant name: named (with an inline cache)
    /// unless it is an array index.
    pub(crate) fn named_key(&mut self, name: &str) -> PropKey {
        if let Ok(i) = name.parse::<u32>()
            && i.to_string() == name
            && i != u32::MAX
        {
            return PropKey::Computed(Operand::num(f64::from(i)));
        }
        let s = self.m.strings.intern(name);
        let ic = self.m.ic();
        PropKey::Named(s, ic)
    }

    /// Stores to a binding: TDZ check, then the store or the const TypeError.
    pub(crate) fn write_ident(
        &mut self,
        fx: &mut Fx,
        id: &'a IdentifierReference<'a>,
        value: Operand,
    ) {
        let Some(sym) = self.symbol_of(id) else {
            if is_realm_global(&id.name)
                && !matches!(id.name.as_str(), "undefined" | "NaN" | "Infinity")
            {
                let g = fx.assign_temp(Rv::GlobalObject);
                let key = self.named_key(&id.name);
                let site = self.site(id.span);
                fx.emit(Inst::SetProp(g, key, value, site));
                return;
            }
            let site = self.site(id.span);
            if matches!(id.name.as_str(), "undefined" | "NaN" | "Infinity") {
                let s = self.m.strings.intern(&id.name);
                fx.emit(Inst::Fail(Fail::ReadOnlyGlobal(s), site));
                fx.terminate(Term::Unreachable);
                return;
            }
            if self.cjs_free_write(fx, &id.name, value) {
                return;
            }
            // A name the program may have made with `globalThis.x = …`.
            let name = self.str_const(&id.name);
            fx.emit(Inst::Eval(Rv::Intrinsic(
                Intrinsic::GlobalSet(site),
                vec![name, value],
            )));
            return;
        };
        if self.enums_by_symbol.contains_key(&sym) {
            self.unsupported("assigning to an enum", id.span);
            return;
        }
        let Some(mut b) = self.binding_of(id, sym) else {
            self.unsupported("this binding", id.span);
            return;
        };
        if self.early_init.contains(&sym) && b.mode == Mode::Let {
            b.mode = Mode::Var;
        }
        let site = self.site(id.span);
        let name = self.m.strings.intern(&id.name);
        match b.storage {
            Storage::Local(func, var) => {
                if func != fx.fid {
                    self.unsupported("this closure", id.span);
                    return;
                }
                if b.mode.has_tdz() {
                    fx.emit(Inst::CheckInit(Place::Var(var), name, site));
                }
                if b.mode.is_immutable() {
                    fx.emit(Inst::Fail(Fail::ConstAssign, site));
                    fx.terminate(Term::Unreachable);
                } else {
                    fx.emit(Inst::Assign(var, Rv::Use(value)));
                }
            }
            Storage::Global(gid) => {
                if b.mode.has_tdz() {
                    fx.emit(Inst::CheckInit(Place::Global(gid), name, site));
                }
                if b.mode.is_immutable() {
                    fx.emit(Inst::Fail(Fail::ConstAssign, site));
                    fx.terminate(Term::Unreachable);
                } else {
                    fx.emit(Inst::SetGlobal(gid, value));
                    self.sync_namespaces(fx, gid, value);
                }
            }
            Storage::Env(e, slot) => {
                let Some((env, hops)) = fx.env_path(e) else {
                    self.unsupported("this closure", id.span);
                    return;
                };
                if b.mode.has_tdz() {
                    fx.emit(Inst::EnvCheckInit(env, hops, slot, name, site));
                }
                if b.mode.is_immutable() {
                    fx.emit(Inst::Fail(Fail::ConstAssign, site));
                    fx.terminate(Term::Unreachable);
                } else {
                    fx.emit(Inst::EnvStore(env, hops, slot, value));
                }
            }
        }
    }

    fn binary(&mut self, fx: &mut Fx, b: &'a BinaryExpression<'a>) -> Operand {
        let l = self.expr(fx, &b.left);
        let r = self.expr(fx, &b.right);
        match b.operator {
            BinaryOperator::In => {
                let site = self.site(b.span);
                fx.assign_temp(Rv::HasProp(l, r, site))
            }
            BinaryOperator::Instanceof => {
                let site = self.site(b.span);
                fx.assign_temp(Rv::InstanceOf(l, r, site))
            }
            op => {
                let op = binop(op).expect("every other operator maps");
                fx.assign_temp(Rv::Binary(op, l, r))
            }
        }
    }

    fn unary(&mut self, fx: &mut Fx, u: &'a UnaryExpression<'a>) -> Operand {
        let op = match u.operator {
            UnaryOperator::UnaryNegation => {
                if let Expression::NumericLiteral(n) = strip(&u.argument) {
                    return Operand::num(-n.value);
                }
                UnOp::Neg
            }
            UnaryOperator::UnaryPlus => UnOp::Plus,
            UnaryOperator::LogicalNot => UnOp::Not,
            UnaryOperator::BitwiseNot => UnOp::BitNot,
            UnaryOperator::Typeof => {
                // `typeof undeclared` is "undefined", not a ReferenceError
                // (unless the program made a global of that name).
                if let Expression::Identifier(id) = strip(&u.argument)
                    && self.symbol_of(id).is_none()
                    && !matches!(id.name.as_str(), "undefined" | "NaN" | "Infinity")
                    && !is_realm_global(&id.name)
                    && !is_unsupported_global(&id.name)
                    && !self.is_cjs_free_name(&id.name)
                    && (id.name != "arguments" || fx.func.is_main)
                {
                    let name = self.str_const(&id.name);
                    let site = self.site(id.span);
                    let v =
                        fx.assign_temp(Rv::Intrinsic(Intrinsic::GlobalRef(site, true), vec![name]));
                    return fx.assign_temp(Rv::Unary(UnOp::Typeof, v));
                }
                // `typeof require` in a CommonJS module, or of a function
                // `createRequire` made.
                if let Expression::Identifier(id) = strip(&u.argument)
                    && self.is_require_function(id)
                {
                    return self.str_const("function");
                }
                UnOp::Typeof
            }
            UnaryOperator::Void => {
                self.expr(fx, &u.argument);
                return Operand::UNDEF;
            }
            UnaryOperator::Delete => return self.delete(fx, u),
        };
        let a = self.expr(fx, &u.argument);
        fx.assign_temp(Rv::Unary(op, a))
    }

    fn delete(&mut self, fx: &mut Fx, u: &'a UnaryExpression<'a>) -> Operand {
        let site = self.site(u.span);
        match strip(&u.argument) {
            Expression::StaticMemberExpression(m) => {
                let o = self.expr(fx, &m.object);
                let k = self.str_const(&m.property.name);
                fx.assign_temp(Rv::DeleteProp(o, k, site))
            }
            Expression::ComputedMemberExpression(m) => {
                let o = self.expr(fx, &m.object);
                let k = self.expr(fx, &m.expression);
                fx.assign_temp(Rv::DeleteProp(o, k, site))
            }
            Expression::ChainExpression(c) => self.delete_chain(fx, c, site),
            other => {
                // `delete 1`, `delete f()`: evaluate, true.
                self.expr(fx, other);
                Operand::Const(Const::Bool(true))
            }
        }
    }

    fn logical(&mut self, fx: &mut Fx, l: &'a LogicalExpression<'a>) -> Operand {
        let a = self.expr(fx, &l.left);
        let r = fx.temp();
        fx.emit(Inst::Assign(r, Rv::Use(a)));
        self.short_circuit(fx, l.operator, a, |this, fx| {
            let b = this.expr(fx, &l.right);
            fx.emit(Inst::Assign(r, Rv::Use(b)));
        });
        Operand::Var(r)
    }

    /// Runs `rhs` only when `a` does not decide the logical operator.
    pub(crate) fn short_circuit(
        &mut self,
        fx: &mut Fx,
        op: LogicalOperator,
        a: Operand,
        rhs: impl FnOnce(&mut Self, &mut Fx),
    ) {
        let (rhs_b, join) = (fx.new_block(), fx.new_block());
        match op {
            LogicalOperator::And => fx.terminate(Term::Branch(a, rhs_b, join)),
            LogicalOperator::Or => fx.terminate(Term::Branch(a, join, rhs_b)),
            LogicalOperator::Coalesce => {
                let nullish =
                    fx.assign_temp(Rv::Binary(BinOp::LooseEq, a, Operand::Const(Const::Null)));
                fx.terminate(Term::Branch(nullish, rhs_b, join));
            }
        }
        fx.cur = rhs_b;
        rhs(self, fx);
        fx.terminate(Term::Jump(join));
        fx.cur = join;
    }

    fn assign(&mut self, fx: &mut Fx, a: &'a AssignmentExpression<'a>) -> Operand {
        if a.left.is_assignment_target_pattern() {
            if a.operator != AssignmentOperator::Assign {
                self.unsupported("compound assignment to a pattern", a.span);
                return Operand::UNDEF;
            }
            let v = self.expr(fx, &a.right);
            // V8 names no source for an array assignment pattern.
            self.destructure_text = Some((super::callsite::call_text(&a.right), false));
            self.assign_target(fx, &a.left, v);
            return v;
        }
        let Some(target) = a.left.as_simple_assignment_target() else {
            self.unsupported("this assignment target", a.span);
            return Operand::UNDEF;
        };
        let place = self.place_of(fx, target);
        let name = match &place {
            PlaceRef::Ident(id) => Some(id.name.to_string()),
            _ => None,
        };
        match a.operator {
            AssignmentOperator::Assign => {
                let v = self.expr_named(fx, &a.right, name);
                self.place_store(fx, &place, v);
                v
            }
            AssignmentOperator::LogicalAnd
            | AssignmentOperator::LogicalOr
            | AssignmentOperator::LogicalNullish => {
                let op = match a.operator {
                    AssignmentOperator::LogicalAnd => LogicalOperator::And,
                    AssignmentOperator::LogicalOr => LogicalOperator::Or,
                    _ => LogicalOperator::Coalesce,
                };
                let cur = self.place_load(fx, &place);
                let r = fx.temp();
                fx.emit(Inst::Assign(r, Rv::Use(cur)));
                self.short_circuit(fx, op, cur, |this, fx| {
                    let v = this.expr_named(fx, &a.right, name);
                    fx.emit(Inst::Assign(r, Rv::Use(v)));
                    this.place_store(fx, &place, v);
                });
                Operand::Var(r)
            }
            op => {
                let bop = assign_binop(op).expect("every other operator is arithmetic");
                let cur = self.place_load(fx, &place);
                let v = self.expr(fx, &a.right);
                let r = fx.assign_temp(Rv::Binary(bop, cur, v));
                self.place_store(fx, &place, r);
                r
            }
        }
    }

    fn update(&mut self, fx: &mut Fx, u: &'a UpdateExpression<'a>) -> Operand {
        let place = self.place_of(fx, &u.argument);
        let cur = self.place_load(fx, &place);
        // ToNumeric, then one more or less of the same type (a number, or
        // a BigInt: `i++` on `1n` is `2n`).
        let old = fx.assign_temp(Rv::Unary(UnOp::ToNumeric, cur));
        let op = if u.operator == UpdateOperator::Increment {
            UnOp::Inc
        } else {
            UnOp::Dec
        };
        let new = fx.assign_temp(Rv::Unary(op, old));
        self.place_store(fx, &place, new);
        if u.prefix { new } else { old }
    }

    pub(crate) fn args(&mut self, fx: &mut Fx, args: &'a [Argument<'a>]) -> Vec<Arg> {
        let mut out = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            match a {
                Argument::SpreadElement(s) => {
                    let v = self.expr(fx, &s.argument);
                    // The last spread is expanded when the call is made;
                    // one before other arguments is drained here, before
                    // they run (`f(...a, a.pop())`). Each gets V8's
                    // not-iterable message for its place.
                    let v = if i + 1 < args.len() {
                        fx.assign_temp(Rv::Intrinsic(Intrinsic::SpreadMiddle, vec![v]))
                    } else {
                        let site = self.site_for_expr(&s.argument);
                        fx.assign_temp(Rv::Intrinsic(Intrinsic::SpreadLast(site), vec![v]))
                    };
                    out.push(Arg::Spread(v));
                }
                other => {
                    let e = other
                        .as_expression()
                        .expect("an argument is a spread or an expression");
                    out.push(Arg::Value(self.expr(fx, e)));
                }
            }
        }
        out
    }

    /// The declared parameter count (the C arity) of a function.
    pub(crate) fn param_count(&self, fid: FuncId) -> usize {
        self.arity.get(&fid).copied().unwrap_or(0)
    }
}

/// A resolved assignment target: evaluated once, then read and written.
pub(crate) enum PlaceRef<'a> {
    Ident(&'a IdentifierReference<'a>),
    Prop(Operand, PropKey, SiteId),
}

impl<'a> Lowerer<'a, '_> {
    /// Evaluates the object and key of an assignment target.
    pub(crate) fn place_of(
        &mut self,
        fx: &mut Fx,
        t: &'a SimpleAssignmentTarget<'a>,
    ) -> PlaceRef<'a> {
        if let Some(id) = target_ident(t) {
            return PlaceRef::Ident(id);
        }
        match t.as_member_expression() {
            Some(m) => {
                let (o, k, site) = self.member_parts(fx, m);
                PlaceRef::Prop(o, k, site)
            }
            None => {
                self.unsupported("this assignment target", t.span());
                PlaceRef::Prop(Operand::UNDEF, PropKey::Computed(Operand::UNDEF), SiteId(0))
            }
        }
    }

    pub(crate) fn place_load(&mut self, fx: &mut Fx, p: &PlaceRef<'a>) -> Operand {
        match p {
            PlaceRef::Ident(id) => self.read_ident(fx, id),
            PlaceRef::Prop(o, k, site) => fx.assign_temp(Rv::GetProp(*o, *k, *site)),
        }
    }

    pub(crate) fn place_store(&mut self, fx: &mut Fx, p: &PlaceRef<'a>, v: Operand) {
        match p {
            PlaceRef::Ident(id) => self.write_ident(fx, id, v),
            PlaceRef::Prop(o, k, site) => {
                // A named key gets its own store cache.
                let k = match k {
                    PropKey::Named(s, _) => PropKey::Named(*s, self.m.ic()),
                    other => *other,
                };
                fx.emit(Inst::SetProp(*o, k, v, *site));
            }
        }
    }
}

/// Globals the runtime's realm provides (read from the global object).
pub(crate) fn is_realm_global(name: &str) -> bool {
    matches!(
        name,
        "globalThis"
            | "Object"
            | "Function"
            | "Array"
            | "Symbol"
            | "RegExp"
            | "Number"
            | "String"
            | "Boolean"
            | "Error"
            | "TypeError"
            | "RangeError"
            | "ReferenceError"
            | "SyntaxError"
            | "EvalError"
            | "URIError"
            | "AggregateError"
            | "Map"
            | "Set"
            | "WeakMap"
            | "WeakSet"
            | "WeakRef"
            | "FinalizationRegistry"
            | "Date"
            | "JSON"
            | "console"
            | "Math"
            | "parseInt"
            | "parseFloat"
            | "isNaN"
            | "isFinite"
            | "encodeURI"
            | "encodeURIComponent"
            | "decodeURI"
            | "decodeURIComponent"
            | "escape"
            | "unescape"
            | "atob"
            | "btoa"
            | "Promise"
            | "queueMicrotask"
            | "setTimeout"
            | "setInterval"
            | "setImmediate"
            | "clearTimeout"
            | "clearInterval"
            | "clearImmediate"
            | "process"
            | "Reflect"
            | "BigInt"
            | "ArrayBuffer"
            | "Int8Array"
            | "Uint8Array"
            | "Uint8ClampedArray"
            | "Int16Array"
            | "Uint16Array"
            | "Int32Array"
            | "Uint32Array"
            | "Float32Array"
            | "Float64Array"
            | "BigInt64Array"
            | "BigUint64Array"
            | "structuredClone"
            | "DataView"
            | "TextEncoder"
            | "TextDecoder"
            | "performance"
    )
}

/// Globals of node that kiln does not provide yet. Any other unresolved name
/// is a `ReferenceError` at run time, as in node.
fn is_unsupported_global(name: &str) -> bool {
    matches!(
        name,
        "Proxy"
            | "SharedArrayBuffer"
            | "Atomics"
            | "Intl"
            | "eval"
            | "require"
            | "module"
            | "exports"
            | "fetch"
            | "URL"
            | "URLSearchParams"
            | "AbortController"
            // More of node 20's globals (web platform, `global`): without
            // them here a use compiled and threw a ReferenceError.
            | "global"
            | "crypto"
            | "Crypto"
            | "CryptoKey"
            | "SubtleCrypto"
            | "EventTarget"
            | "Event"
            | "CustomEvent"
            | "MessageEvent"
            | "Response"
            | "Request"
            | "Headers"
            | "FormData"
            | "Blob"
            | "File"
            | "ReadableStream"
            | "ReadableStreamDefaultReader"
            | "WritableStream"
            | "WritableStreamDefaultWriter"
            | "TransformStream"
            | "TextDecoderStream"
            | "TextEncoderStream"
            | "CompressionStream"
            | "DecompressionStream"
            | "ByteLengthQueuingStrategy"
            | "CountQueuingStrategy"
            | "MessageChannel"
            | "MessagePort"
            | "BroadcastChannel"
            | "DOMException"
            | "AbortSignal"
            | "WebAssembly"
            | "PerformanceObserver"
            | "PerformanceEntry"
            | "PerformanceMark"
            | "PerformanceMeasure"
            | "PerformanceResourceTiming"
    )
}
