//! Lowering of expressions. Each returns the operand holding its value;
//! evaluation order is ECMAScript's (left to right, operands before the
//! operator), and a read of a mutable binding is copied into a temporary so
//! a later assignment in the same expression cannot change it.

use super::{Binding, FnAst, Fx, Lowerer};
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

fn binop(op: BinaryOperator) -> Option<BinOp> {
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

fn assign_binop(op: AssignmentOperator) -> Option<BinOp> {
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
fn target_ident<'b, 'a>(t: &'b SimpleAssignmentTarget<'a>) -> Option<&'b IdentifierReference<'a>> {
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
            Expression::BinaryExpression(b) => {
                let Some(op) = binop(b.operator) else {
                    self.unsupported(&format!("the `{}` operator", b.operator.as_str()), b.span);
                    return Operand::UNDEF;
                };
                let l = self.expr(fx, &b.left);
                let r = self.expr(fx, &b.right);
                fx.assign_temp(Rv::Binary(op, l, r))
            }
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
            Expression::CallExpression(c) => self.call(fx, c),
            Expression::StaticMemberExpression(m) => {
                if let Some(v) = self.enum_member(&m.object, &m.property.name) {
                    return v;
                }
                if m.optional {
                    self.unsupported("optional chaining", m.span);
                }
                let o = self.expr(fx, &m.object);
                let k = self.str_const(&m.property.name);
                let site = self.site(m.property.span);
                fx.assign_temp(Rv::GetProp(o, k, site))
            }
            Expression::ComputedMemberExpression(m) => {
                if let Some(v) = self.enum_computed(&m.object, &m.expression) {
                    return v;
                }
                if m.optional {
                    self.unsupported("optional chaining", m.span);
                }
                let o = self.expr(fx, &m.object);
                let k = self.expr(fx, &m.expression);
                let site = self.site(m.expression.span());
                fx.assign_temp(Rv::GetProp(o, k, site))
            }
            Expression::ArrowFunctionExpression(a) => {
                self.unsupported("functions as values", a.span);
                Operand::UNDEF
            }
            Expression::FunctionExpression(f) => {
                self.unsupported("functions as values", f.span);
                Operand::UNDEF
            }
            Expression::BigIntLiteral(b) => {
                self.unsupported("BigInt", b.span);
                Operand::UNDEF
            }
            Expression::ChainExpression(c) => {
                self.unsupported("optional chaining", c.span);
                Operand::UNDEF
            }
            other => {
                let what = match other {
                    Expression::ArrayExpression(_) => "array literals",
                    Expression::ObjectExpression(_) => "object literals",
                    Expression::ClassExpression(_) => "classes",
                    Expression::NewExpression(_) => "`new`",
                    Expression::ThisExpression(_) => "`this`",
                    Expression::RegExpLiteral(_) => "regular expressions",
                    Expression::TaggedTemplateExpression(_) => "tagged templates",
                    Expression::AwaitExpression(_) => "`await`",
                    Expression::YieldExpression(_) => "`yield`",
                    Expression::Super(_) => "`super`",
                    Expression::ImportExpression(_) => "dynamic import",
                    Expression::ImportMeta(_) => "`import.meta`",
                    Expression::NewTarget(_) => "`new.target`",
                    Expression::PrivateFieldExpression(_) | Expression::PrivateInExpression(_) => {
                        "private fields"
                    }
                    Expression::JSXElement(_) | Expression::JSXFragment(_) => "JSX",
                    _ => "this expression",
                };
                self.unsupported(what, other.span());
                Operand::UNDEF
            }
        }
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

    /// Reads a binding (with its TDZ check) or an unresolved global name.
    pub(crate) fn read_ident(&mut self, fx: &mut Fx, id: &'a IdentifierReference<'a>) -> Operand {
        let Some(sym) = self.symbol_of(id) else {
            return match id.name.as_str() {
                "undefined" => Operand::UNDEF,
                "NaN" => Operand::num(f64::NAN),
                "Infinity" => Operand::num(f64::INFINITY),
                name if is_unsupported_global(name) => {
                    self.unsupported(&format!("the global `{name}`"), id.span);
                    Operand::UNDEF
                }
                name => {
                    let s = self.m.strings.intern(name);
                    let site = self.site(id.span);
                    fx.emit(Inst::Fail(Fail::NotDefined(s), site));
                    fx.terminate(Term::Unreachable);
                    Operand::UNDEF
                }
            };
        };
        match self.bindings.get(&sym).copied() {
            Some(Binding::Local {
                func, var, mode, ..
            }) => {
                if func != fx.fid {
                    // Reported where the binding was declared.
                    return Operand::UNDEF;
                }
                if mode.has_tdz() {
                    let name = self.m.strings.intern(&id.name);
                    let site = self.site(id.span);
                    fx.emit(Inst::CheckInit(Place::Var(var), name, site));
                }
                if self.is_mutated(sym) {
                    fx.assign_temp(Rv::Use(Operand::Var(var)))
                } else {
                    Operand::Var(var)
                }
            }
            Some(Binding::Global { gid, mode, .. }) => {
                if mode.has_tdz() {
                    let name = self.m.strings.intern(&id.name);
                    let site = self.site(id.span);
                    fx.emit(Inst::CheckInit(Place::Global(gid), name, site));
                }
                fx.assign_temp(Rv::Global(gid))
            }
            Some(Binding::Func(_)) => {
                self.unsupported("functions as values", id.span);
                Operand::UNDEF
            }
            Some(Binding::Enum(_)) => {
                self.unsupported("enum objects as values", id.span);
                Operand::UNDEF
            }
            None => {
                self.unsupported("this binding", id.span);
                Operand::UNDEF
            }
        }
    }

    /// Stores to a binding: TDZ check, then the store or the const TypeError.
    fn write_ident(&mut self, fx: &mut Fx, id: &'a IdentifierReference<'a>, value: Operand) {
        let Some(sym) = self.symbol_of(id) else {
            let s = self.m.strings.intern(&id.name);
            let site = self.site(id.span);
            fx.emit(Inst::Fail(Fail::NotDefined(s), site));
            fx.terminate(Term::Unreachable);
            return;
        };
        let site = self.site(id.span);
        let name = self.m.strings.intern(&id.name);
        match self.bindings.get(&sym).copied() {
            Some(Binding::Local {
                func, var, mode, ..
            }) => {
                if func != fx.fid {
                    return;
                }
                if mode.has_tdz() {
                    fx.emit(Inst::CheckInit(Place::Var(var), name, site));
                }
                if mode == super::Mode::Const {
                    fx.emit(Inst::Fail(Fail::ConstAssign, site));
                    fx.terminate(Term::Unreachable);
                } else {
                    fx.emit(Inst::Assign(var, Rv::Use(value)));
                }
            }
            Some(Binding::Global { gid, mode, .. }) => {
                if mode.has_tdz() {
                    fx.emit(Inst::CheckInit(Place::Global(gid), name, site));
                }
                if mode == super::Mode::Const {
                    fx.emit(Inst::Fail(Fail::ConstAssign, site));
                    fx.terminate(Term::Unreachable);
                } else {
                    fx.emit(Inst::SetGlobal(gid, value));
                }
            }
            Some(Binding::Func(_)) => {
                self.unsupported("assigning to a function declaration", id.span)
            }
            Some(Binding::Enum(_)) => self.unsupported("assigning to an enum", id.span),
            None => self.unsupported("this binding", id.span),
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
                // `typeof undeclared` is "undefined", not a ReferenceError.
                if let Expression::Identifier(id) = strip(&u.argument)
                    && self.symbol_of(id).is_none()
                    && !matches!(id.name.as_str(), "undefined" | "NaN" | "Infinity")
                {
                    return self.str_const("undefined");
                }
                UnOp::Typeof
            }
            UnaryOperator::Void => {
                self.expr(fx, &u.argument);
                return Operand::UNDEF;
            }
            UnaryOperator::Delete => {
                self.unsupported("`delete`", u.span);
                return Operand::UNDEF;
            }
        };
        let a = self.expr(fx, &u.argument);
        fx.assign_temp(Rv::Unary(op, a))
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
    fn short_circuit(
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
        let id = match &a.left {
            AssignmentTarget::AssignmentTargetIdentifier(id) => Some(&**id),
            t => t.as_simple_assignment_target().and_then(target_ident),
        };
        let Some(id) = id else {
            let what = if a.left.is_assignment_target_pattern() {
                "destructuring assignment"
            } else {
                "assignment to properties"
            };
            self.unsupported(what, a.left.span());
            return Operand::UNDEF;
        };
        match a.operator {
            AssignmentOperator::Assign => {
                let v = self.expr(fx, &a.right);
                self.write_ident(fx, id, v);
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
                let cur = self.read_ident(fx, id);
                let r = fx.temp();
                fx.emit(Inst::Assign(r, Rv::Use(cur)));
                self.short_circuit(fx, op, cur, |this, fx| {
                    let v = this.expr(fx, &a.right);
                    fx.emit(Inst::Assign(r, Rv::Use(v)));
                    this.write_ident(fx, id, v);
                });
                Operand::Var(r)
            }
            op => {
                let bop = assign_binop(op).expect("every other operator is arithmetic");
                let cur = self.read_ident(fx, id);
                let v = self.expr(fx, &a.right);
                let r = fx.assign_temp(Rv::Binary(bop, cur, v));
                self.write_ident(fx, id, r);
                r
            }
        }
    }

    fn update(&mut self, fx: &mut Fx, u: &'a UpdateExpression<'a>) -> Operand {
        let Some(id) = target_ident(&u.argument) else {
            self.unsupported("updating properties", u.span);
            return Operand::UNDEF;
        };
        let cur = self.read_ident(fx, id);
        let old = fx.assign_temp(Rv::Unary(UnOp::Plus, cur));
        let op = if u.operator == UpdateOperator::Increment {
            BinOp::Add
        } else {
            BinOp::Sub
        };
        let new = fx.assign_temp(Rv::Binary(op, old, Operand::num(1.0)));
        self.write_ident(fx, id, new);
        if u.prefix { new } else { old }
    }

    fn args(&mut self, fx: &mut Fx, args: &'a [Argument<'a>]) -> Vec<Operand> {
        let mut out = Vec::with_capacity(args.len());
        for a in args {
            match a.as_expression() {
                Some(e) => out.push(self.expr(fx, e)),
                None => {
                    self.unsupported("spread arguments", a.span());
                    out.push(Operand::UNDEF);
                }
            }
        }
        out
    }

    fn call(&mut self, fx: &mut Fx, c: &'a CallExpression<'a>) -> Operand {
        if c.optional {
            self.unsupported("optional calls", c.span);
            return Operand::UNDEF;
        }
        let callee = strip(&c.callee);
        // console.log / console.error
        if let Expression::StaticMemberExpression(m) = callee
            && let Expression::Identifier(obj) = strip(&m.object)
            && obj.name == "console"
            && self.symbol_of(obj).is_none()
        {
            let intrinsic = match m.property.name.as_str() {
                "log" | "info" | "debug" => Intrinsic::ConsoleLog,
                "error" | "warn" => Intrinsic::ConsoleError,
                _ => {
                    self.unsupported(&format!("console.{}", m.property.name), m.span);
                    return Operand::UNDEF;
                }
            };
            let args = self.args(fx, &c.arguments);
            fx.emit(Inst::Eval(Rv::Intrinsic(intrinsic, args)));
            return Operand::UNDEF;
        }
        let target = match callee {
            Expression::Identifier(id) => match self.symbol_of(id) {
                None => {
                    let intrinsic = match id.name.as_str() {
                        "Number" => Some(Intrinsic::Number),
                        "String" => Some(Intrinsic::String),
                        "Boolean" => None,
                        _ => {
                            // Arguments are not evaluated: the callee throws first.
                            return self.read_ident(fx, id);
                        }
                    };
                    let args = self.args(fx, &c.arguments);
                    return match intrinsic {
                        Some(i) => fx.assign_temp(Rv::Intrinsic(i, args)),
                        None => match args.first() {
                            Some(&a) => fx.assign_temp(Rv::Unary(UnOp::ToBool, a)),
                            None => Operand::Const(Const::Bool(false)),
                        },
                    };
                }
                Some(sym) => match self.bindings.get(&sym).copied() {
                    Some(Binding::Func(fid)) => fid,
                    Some(Binding::Local {
                        known_fn: Some(fid),
                        ..
                    })
                    | Some(Binding::Global {
                        known_fn: Some(fid),
                        ..
                    }) => {
                        // The TDZ check of `const f = …` still applies.
                        self.read_ident(fx, id);
                        fid
                    }
                    _ => return self.unsupported_call(c.span),
                },
            },
            Expression::FunctionExpression(f) => {
                let fid = self.queue_function(FnAst::Func(f));
                if let Some(id) = &f.id {
                    self.m.funcs[fid.index()].name = id.name.to_string();
                }
                fid
            }
            Expression::ArrowFunctionExpression(a) => self.queue_function(FnAst::Arrow(a)),
            _ => return self.unsupported_call(c.span),
        };
        let mut args = self.args(fx, &c.arguments);
        let nparams = self.param_count(target);
        args.resize(nparams, Operand::UNDEF);
        fx.assign_temp(Rv::Call(target, args))
    }

    fn unsupported_call(&mut self, span: Span) -> Operand {
        self.unsupported("calling a function value", span);
        Operand::UNDEF
    }

    /// The number of declared parameters (the C arity) of a function.
    fn param_count(&self, fid: FuncId) -> usize {
        self.arity.get(&fid).copied().unwrap_or(0)
    }
}

/// Globals of node that kiln does not provide yet. Any other unresolved name
/// is a `ReferenceError` at run time, as in node.
fn is_unsupported_global(name: &str) -> bool {
    matches!(
        name,
        "globalThis"
            | "Number"
            | "String"
            | "Object"
            | "Function"
            | "Array"
            | "Boolean"
            | "Symbol"
            | "Error"
            | "TypeError"
            | "RangeError"
            | "ReferenceError"
            | "SyntaxError"
            | "EvalError"
            | "URIError"
            | "AggregateError"
            | "Math"
            | "JSON"
            | "Reflect"
            | "Proxy"
            | "Map"
            | "Set"
            | "WeakMap"
            | "WeakSet"
            | "WeakRef"
            | "FinalizationRegistry"
            | "Promise"
            | "Date"
            | "RegExp"
            | "BigInt"
            | "ArrayBuffer"
            | "SharedArrayBuffer"
            | "DataView"
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
            | "Atomics"
            | "Intl"
            | "eval"
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
            | "process"
            | "require"
            | "module"
            | "exports"
            | "Buffer"
            | "setTimeout"
            | "setInterval"
            | "setImmediate"
            | "clearTimeout"
            | "clearInterval"
            | "clearImmediate"
            | "queueMicrotask"
            | "structuredClone"
            | "fetch"
            | "performance"
            | "TextEncoder"
            | "TextDecoder"
            | "URL"
            | "URLSearchParams"
            | "AbortController"
            | "console"
    )
}
