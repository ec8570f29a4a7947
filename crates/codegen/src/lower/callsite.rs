//! The text node's messages quote for an expression (`o.f is not a
//! function`, `Cannot destructure property 'x' of 'o.a' …`).
//!
//! V8 does not quote the source: it prints the expression back from its
//! AST (`CallPrinter` in V8's `prettyprinter.cc`), so parentheses vanish
//! (`(o.a).f` prints `o.a.f`), a string key prints as a name (`o["k"]`
//! prints `o.k`), binary and unary operations are parenthesised, constant
//! arithmetic is already folded (`(1 + 2)()` says `3 is not a function`),
//! a call that is not the failing one prints as `callee(...)`, and
//! anything it has no rule for prints as `(intermediate value)`.

use oxc_ast::ast::*;

const INTERMEDIATE: &str = "(intermediate value)";

/// V8's rendering of `e` as the callee or operand of a failing operation.
pub(crate) fn call_text(e: &Expression<'_>) -> String {
    let mut out = String::new();
    print(e, &mut out);
    out
}

fn print(e: &Expression<'_>, out: &mut String) {
    if !try_print(e, out) {
        out.push_str(INTERMEDIATE);
    }
}

/// Prints `e` if V8 prints anything for it.
fn try_print(e: &Expression<'_>, out: &mut String) -> bool {
    match e {
        Expression::Identifier(id) => out.push_str(&id.name),
        Expression::ThisExpression(_) => out.push_str("this"),
        Expression::NullLiteral(_) => out.push_str("null"),
        Expression::BooleanLiteral(b) => out.push_str(if b.value { "true" } else { "false" }),
        Expression::NumericLiteral(n) => out.push_str(&number(n.value)),
        Expression::StringLiteral(s) => {
            // Lone surrogates (oxc's escaped form) print as U+FFFD, as V8's do.
            let units = super::expr::string_units(&s.value, s.lone_surrogates);
            out.push('"');
            out.push_str(&String::from_utf16_lossy(&units));
            out.push('"');
        }
        Expression::TemplateLiteral(t) if t.expressions.is_empty() => {
            out.push('"');
            if let Some(q) = t.quasis.first() {
                out.push_str(q.value.cooked.as_deref().unwrap_or(&q.value.raw));
            }
            out.push('"');
        }
        Expression::ParenthesizedExpression(p) => return try_print(&p.expression, out),
        Expression::TSAsExpression(x) => return try_print(&x.expression, out),
        Expression::TSSatisfiesExpression(x) => return try_print(&x.expression, out),
        Expression::TSNonNullExpression(x) => return try_print(&x.expression, out),
        Expression::TSTypeAssertion(x) => return try_print(&x.expression, out),
        Expression::ChainExpression(c) => match &c.expression {
            ChainElement::CallExpression(call) => call_expr(call, out),
            ChainElement::TSNonNullExpression(x) => return try_print(&x.expression, out),
            other => match other.as_member_expression() {
                Some(m) => member(m, out),
                None => return false,
            },
        },
        Expression::StaticMemberExpression(_)
        | Expression::ComputedMemberExpression(_)
        | Expression::PrivateFieldExpression(_) => {
            member(e.as_member_expression().expect("a member expression"), out)
        }
        Expression::CallExpression(c) => call_expr(c, out),
        Expression::UnaryExpression(u) => {
            out.push('(');
            out.push_str(u.operator.as_str());
            if matches!(
                u.operator,
                UnaryOperator::Typeof | UnaryOperator::Void | UnaryOperator::Delete
            ) {
                out.push(' ');
            }
            print(&u.argument, out);
            out.push(')');
        }
        Expression::BinaryExpression(b) => {
            if let Some(v) = fold(b) {
                out.push_str(&number(v));
                return true;
            }
            infix(&b.left, b.operator.as_str(), &b.right, out);
        }
        Expression::ArrayExpression(a) => {
            out.push('[');
            for (i, el) in a.elements.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                match el {
                    ArrayExpressionElement::SpreadElement(s) => {
                        out.push_str("...");
                        print(&s.argument, out);
                    }
                    ArrayExpressionElement::Elision(_) => {}
                    el => print(el.to_expression(), out),
                }
            }
            out.push(']');
        }
        // Each property's value is visited and not found: `{(intermediate
        // value)(intermediate value)}` for two.
        Expression::ObjectExpression(o) => {
            out.push('{');
            for _ in &o.properties {
                out.push_str(INTERMEDIATE);
            }
            out.push('}');
        }
        Expression::RegExpLiteral(r) => {
            out.push('/');
            out.push_str(r.regex.pattern.text.as_str());
            out.push('/');
            out.push_str(&r.regex.flags.to_string());
        }
        Expression::LogicalExpression(l) => infix(&l.left, l.operator.as_str(), &l.right, out),
        Expression::SequenceExpression(q) => {
            out.push('(');
            for (i, x) in q.expressions.iter().enumerate() {
                if i > 0 {
                    out.push_str(" , ");
                }
                print(x, out);
            }
            out.push(')');
        }
        Expression::ConditionalExpression(c) => {
            // V8 visits the three parts without printing them.
            for _ in 0..3 {
                out.push_str(INTERMEDIATE);
            }
            let _ = c;
        }
        _ => return false,
    }
    true
}

/// `(left op right)`, as V8 prints binary and logical operations.
fn infix(left: &Expression<'_>, op: &str, right: &Expression<'_>, out: &mut String) {
    out.push('(');
    print(left, out);
    out.push(' ');
    out.push_str(op);
    out.push(' ');
    print(right, out);
    out.push(')');
}

fn member(m: &MemberExpression<'_>, out: &mut String) {
    print(m.object(), out);
    if m.optional() {
        out.push('?');
    }
    match m {
        MemberExpression::StaticMemberExpression(s) => {
            out.push('.');
            out.push_str(&s.property.name);
        }
        // V8 prints a private name as a computed key.
        MemberExpression::PrivateFieldExpression(p) => {
            out.push_str("[#");
            out.push_str(&p.field.name);
            out.push(']');
        }
        MemberExpression::ComputedMemberExpression(c) => {
            match strip(c.expression.get_inner_expression()) {
                Expression::StringLiteral(s) => {
                    let units = super::expr::string_units(&s.value, s.lone_surrogates);
                    out.push('.');
                    out.push_str(&String::from_utf16_lossy(&units));
                }
                k => {
                    if m.optional() {
                        out.push('.');
                    }
                    out.push('[');
                    print(k, out);
                    out.push(']');
                }
            }
        }
    }
}

fn call_expr(c: &CallExpression<'_>, out: &mut String) {
    print(&c.callee, out);
    out.push_str("(...)");
}

fn strip<'b>(e: &'b Expression<'b>) -> &'b Expression<'b> {
    match e {
        Expression::ParenthesizedExpression(p) => strip(&p.expression),
        e => e,
    }
}

/// Arithmetic on number literals, which V8's parser folds.
fn fold(b: &BinaryExpression<'_>) -> Option<f64> {
    let lit = |e: &Expression<'_>| match strip(e) {
        Expression::NumericLiteral(n) => Some(n.value),
        Expression::BinaryExpression(b) => fold(b),
        _ => None,
    };
    let (l, r) = (lit(&b.left)?, lit(&b.right)?);
    Some(match b.operator {
        BinaryOperator::Addition => l + r,
        BinaryOperator::Subtraction => l - r,
        BinaryOperator::Multiplication => l * r,
        BinaryOperator::Division => l / r,
        _ => return None,
    })
}

/// Number::toString for the numbers a literal can hold.
fn number(v: f64) -> String {
    ryu_js::Buffer::new().format(v).to_owned()
}
