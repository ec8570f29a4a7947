//! TypeScript `enum`s whose members are compile-time constants: each member
//! access folds to its value, and numeric members keep TypeScript's reverse
//! mapping (`E[0]` is the member's name).

use super::{Binding, Lowerer, expr::strip};
use crate::diagnostics::Diagnostic;
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_syntax::operator::{BinaryOperator, UnaryOperator};

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum EnumValue {
    Num(f64),
    Str(String),
}

/// The enum object's properties in assignment order: the member names, and
/// for numeric members the reverse keys.
pub(crate) struct EnumTable {
    name: String,
    props: Vec<(String, EnumValue)>,
}

impl EnumTable {
    fn get(&self, key: &str) -> Option<&EnumValue> {
        self.props
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }
}

/// ECMAScript Number::toString, for property keys.
pub(crate) fn number_key(d: f64) -> String {
    if d == 0.0 {
        "0".into()
    } else {
        ryu_js::Buffer::new().format(d).to_owned()
    }
}

impl<'a> Lowerer<'a, '_> {
    pub(crate) fn declare_enum(&mut self, e: &'a TSEnumDeclaration<'a>) {
        let mut table = EnumTable {
            name: e.id.name.to_string(),
            props: Vec::new(),
        };
        let mut members: Vec<(String, EnumValue)> = Vec::new();
        let mut next = Some(0.0);
        for m in &e.body.members {
            let name = match &m.id {
                TSEnumMemberName::Identifier(id) => id.name.to_string(),
                TSEnumMemberName::String(s) | TSEnumMemberName::ComputedString(s) => {
                    s.value.to_string()
                }
                TSEnumMemberName::ComputedTemplateString(t) => t
                    .quasis
                    .iter()
                    .filter_map(|q| q.value.cooked.as_ref())
                    .map(|c| c.to_string())
                    .collect(),
            };
            let value = match &m.initializer {
                Some(init) => match self.enum_const(init, &members, &table.name) {
                    Some(v) => v,
                    None => {
                        self.unsupported(
                            "an enum member whose value is not a compile-time constant",
                            m.span,
                        );
                        EnumValue::Num(f64::NAN)
                    }
                },
                None => match next {
                    Some(n) => EnumValue::Num(n),
                    None => {
                        self.error(Diagnostic::error(
                            "Enum member must have initializer.",
                            m.span,
                        ));
                        EnumValue::Num(f64::NAN)
                    }
                },
            };
            next = match value {
                EnumValue::Num(n) => Some(n + 1.0),
                EnumValue::Str(_) => None,
            };
            table.props.push((name.clone(), value.clone()));
            if let EnumValue::Num(n) = value {
                table
                    .props
                    .push((number_key(n), EnumValue::Str(name.clone())));
            }
            members.push((name, value));
        }
        if let Some(sym) = e.id.symbol_id.get() {
            self.bindings.insert(sym, Binding::Enum(self.enums.len()));
        }
        self.enums.push(table);
    }

    fn enum_const(
        &self,
        e: &Expression<'a>,
        members: &[(String, EnumValue)],
        enum_name: &str,
    ) -> Option<EnumValue> {
        let num = |e: &Expression<'a>| match self.enum_const(e, members, enum_name) {
            Some(EnumValue::Num(n)) => Some(n),
            _ => None,
        };
        Some(match strip(e) {
            Expression::NumericLiteral(n) => EnumValue::Num(n.value),
            Expression::StringLiteral(s) => EnumValue::Str(s.value.to_string()),
            Expression::TemplateLiteral(t) if t.expressions.is_empty() => EnumValue::Str(
                t.quasis
                    .iter()
                    .filter_map(|q| q.value.cooked.as_ref())
                    .map(|c| c.to_string())
                    .collect(),
            ),
            Expression::Identifier(id) => {
                let found = members.iter().rev().find(|(n, _)| n == id.name.as_str());
                match (found, id.name.as_str()) {
                    (Some((_, v)), _) => v.clone(),
                    (None, "Infinity") => EnumValue::Num(f64::INFINITY),
                    (None, "NaN") => EnumValue::Num(f64::NAN),
                    _ => return None,
                }
            }
            Expression::StaticMemberExpression(m) => match strip(&m.object) {
                Expression::Identifier(obj) if obj.name == enum_name => members
                    .iter()
                    .rev()
                    .find(|(n, _)| n == m.property.name.as_str())?
                    .1
                    .clone(),
                _ => return None,
            },
            Expression::UnaryExpression(u) => {
                let v = num(&u.argument)?;
                EnumValue::Num(match u.operator {
                    UnaryOperator::UnaryNegation => -v,
                    UnaryOperator::UnaryPlus => v,
                    UnaryOperator::BitwiseNot => f64::from(!to_int32(v)),
                    _ => return None,
                })
            }
            Expression::BinaryExpression(b) => {
                let l = self.enum_const(&b.left, members, enum_name)?;
                let r = self.enum_const(&b.right, members, enum_name)?;
                match (l, r) {
                    (EnumValue::Num(x), EnumValue::Num(y)) => {
                        EnumValue::Num(fold_numeric(b.operator, x, y)?)
                    }
                    (l, r) if b.operator == BinaryOperator::Addition => {
                        let s = |v: EnumValue| match v {
                            EnumValue::Num(n) => number_key(n),
                            EnumValue::Str(s) => s,
                        };
                        EnumValue::Str(s(l) + &s(r))
                    }
                    _ => return None,
                }
            }
            _ => return None,
        })
    }

    fn enum_table(&self, obj: &Expression<'a>) -> Option<usize> {
        let Expression::Identifier(id) = strip(obj) else {
            return None;
        };
        match self.bindings.get(&self.symbol_of(id)?) {
            Some(Binding::Enum(i)) => Some(*i),
            _ => None,
        }
    }

    fn enum_value(&mut self, v: Option<EnumValue>) -> Operand {
        match v {
            Some(EnumValue::Num(n)) => Operand::num(n),
            Some(EnumValue::Str(s)) => self.str_const(&s),
            None => Operand::UNDEF,
        }
    }

    /// `E.Member` on a constant enum.
    pub(crate) fn enum_member(&mut self, obj: &Expression<'a>, name: &str) -> Option<Operand> {
        let t = self.enum_table(obj)?;
        let v = self.enums[t].get(name).cloned();
        Some(self.enum_value(v))
    }

    /// `E[key]` on a constant enum with a constant key.
    pub(crate) fn enum_computed(
        &mut self,
        obj: &Expression<'a>,
        key: &Expression<'a>,
    ) -> Option<Operand> {
        let t = self.enum_table(obj)?;
        let key = match strip(key) {
            Expression::NumericLiteral(n) => number_key(n.value),
            Expression::StringLiteral(s) => s.value.to_string(),
            Expression::UnaryExpression(u) if u.operator == UnaryOperator::UnaryNegation => {
                match strip(&u.argument) {
                    Expression::NumericLiteral(n) => number_key(-n.value),
                    _ => return self.enum_dynamic(key),
                }
            }
            Expression::StaticMemberExpression(m) => {
                let t2 = self.enum_table(&m.object)?;
                match self.enums[t2].get(&m.property.name)? {
                    EnumValue::Num(n) => number_key(*n),
                    EnumValue::Str(s) => s.clone(),
                }
            }
            _ => return self.enum_dynamic(key),
        };
        let v = self.enums[t].get(&key).cloned();
        Some(self.enum_value(v))
    }

    fn enum_dynamic(&mut self, key: &Expression<'a>) -> Option<Operand> {
        self.unsupported(
            "indexing an enum with a value known only at run time",
            oxc_span::GetSpan::span(key),
        );
        Some(Operand::UNDEF)
    }
}

fn to_int32(d: f64) -> i32 {
    if !d.is_finite() {
        return 0;
    }
    let m = d.trunc().rem_euclid(4_294_967_296.0);
    if m >= 2_147_483_648.0 {
        (m - 4_294_967_296.0) as i32
    } else {
        m as i32
    }
}

fn fold_numeric(op: BinaryOperator, x: f64, y: f64) -> Option<f64> {
    use BinaryOperator as B;
    let (a, b) = (to_int32(x), to_int32(y));
    Some(match op {
        B::Addition => x + y,
        B::Subtraction => x - y,
        B::Multiplication => x * y,
        B::Division => x / y,
        B::Remainder => x % y,
        B::BitwiseOR => f64::from(a | b),
        B::BitwiseAnd => f64::from(a & b),
        B::BitwiseXOR => f64::from(a ^ b),
        B::ShiftLeft => f64::from(a.wrapping_shl(b as u32 & 31)),
        B::ShiftRight => f64::from(a >> (b as u32 & 31)),
        B::ShiftRightZeroFill => f64::from((a as u32) >> (b as u32 & 31)),
        _ => return None,
    })
}
