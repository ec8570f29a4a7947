//! TypeScript `enum`s. Every enum is a real object, built where the
//! declaration stands as TypeScript emits it (`E[E["A"] = 0] = "A"`); member
//! reads whose value is a compile-time constant fold to it (as node's type
//! stripper does), everything else reads the object.

use super::{Fx, Lowerer, Mode, expr::strip};
use crate::diagnostics::Diagnostic;
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_syntax::operator::{BinaryOperator, UnaryOperator};
use oxc_syntax::symbol::SymbolId;

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum EnumValue {
    Num(f64),
    Str(String),
}

/// What is known at compile time of an enum: the object's properties in
/// assignment order (members, then reverse keys of numeric members) when
/// their values are constants, and the names of members that are not.
pub(crate) struct EnumTable {
    name: String,
    props: Vec<(String, EnumValue)>,
    dynamic: Vec<String>,
}

enum Lookup {
    Const(EnumValue),
    /// Known to be absent (undefined).
    Absent,
    /// Known only at run time.
    Dynamic,
}

impl EnumTable {
    fn lookup(&self, key: &str) -> Lookup {
        if let Some((_, v)) = self.props.iter().rev().find(|(k, _)| k == key) {
            return Lookup::Const(v.clone());
        }
        // A non-constant member may create any reverse key.
        if self.dynamic.is_empty() {
            Lookup::Absent
        } else {
            Lookup::Dynamic
        }
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

fn member_name(m: &TSEnumMember<'_>) -> String {
    match &m.id {
        TSEnumMemberName::Identifier(id) => id.name.to_string(),
        TSEnumMemberName::String(s) | TSEnumMemberName::ComputedString(s) => s.value.to_string(),
        TSEnumMemberName::ComputedTemplateString(t) => t
            .quasis
            .iter()
            .filter_map(|q| q.value.cooked.as_ref())
            .map(|c| c.to_string())
            .collect(),
    }
}

impl<'a> Lowerer<'a, '_> {
    /// Folds what it can and declares the enum's binding (a `var`, as
    /// TypeScript emits it).
    pub(crate) fn declare_enum(&mut self, fx: &mut Fx, e: &'a TSEnumDeclaration<'a>) {
        let mut table = EnumTable {
            name: e.id.name.to_string(),
            props: Vec::new(),
            dynamic: Vec::new(),
        };
        let mut next = Some(0.0);
        // After a member known only at run time, the next one's value is
        // that plus one, also known only at run time.
        let mut after_dynamic = false;
        for m in &e.body.members {
            let name = member_name(m);
            let value = match &m.initializer {
                Some(init) => self.enum_const(init, &table),
                None if after_dynamic => None,
                None => next.map(EnumValue::Num),
            };
            if m.initializer.is_none() && next.is_none() && !after_dynamic {
                self.error(Diagnostic::error(
                    "Enum member must have initializer.",
                    m.span,
                ));
            }
            after_dynamic = value.is_none();
            next = match &value {
                Some(EnumValue::Num(n)) => Some(n + 1.0),
                _ => None,
            };
            match value {
                Some(v) => {
                    table.props.push((name.clone(), v.clone()));
                    if let EnumValue::Num(n) = v {
                        table.props.push((number_key(n), EnumValue::Str(name)));
                    }
                }
                None => table.dynamic.push(name),
            }
        }
        if let Some(sym) = e.id.symbol_id.get() {
            if !self.bindings.contains_key(&sym) {
                self.declare_binding(fx, sym, Mode::Var);
            }
            self.enums_by_symbol.insert(sym, self.enums.len());
        }
        self.enums.push(table);
    }

    /// Builds the enum object where the declaration stands.
    pub(crate) fn enum_statement(&mut self, fx: &mut Fx, e: &'a TSEnumDeclaration<'a>) {
        let Some(sym) = e.id.symbol_id.get() else {
            return;
        };
        let obj = fx.assign_temp(Rv::NewObject(None, 4));
        let saved = self.enum_obj.replace((sym, obj));
        let mut prev: Option<Operand> = None;
        for m in &e.body.members {
            let name = member_name(m);
            let key = self.str_const(&name);
            let (v, reverse) = match &m.initializer {
                Some(init) => {
                    let is_string = matches!(
                        strip(init),
                        Expression::StringLiteral(_) | Expression::TemplateLiteral(_)
                    );
                    (self.enum_member_value(fx, init), !is_string)
                }
                None => match prev {
                    Some(p) => (
                        fx.assign_temp(Rv::Binary(BinOp::Add, p, Operand::num(1.0))),
                        true,
                    ),
                    None => (Operand::num(0.0), true),
                },
            };
            fx.emit(Inst::DefineProp(obj, key, v));
            if reverse {
                fx.emit(Inst::DefineProp(obj, v, key));
            }
            prev = Some(v);
        }
        self.enum_obj = saved;
        self.init_binding(fx, sym, obj);
    }

    /// A member initialiser: its constant, or the expression lowered (member
    /// names inside refer to the enum being built).
    fn enum_member_value(&mut self, fx: &mut Fx, init: &'a Expression<'a>) -> Operand {
        let table = self.enums.len() - 1;
        if let Some((sym, _)) = self.enum_obj
            && let Some(&t) = self.enums_by_symbol.get(&sym)
            && let Some(v) = self.enum_const(init, &self.enums[t])
        {
            return self.enum_operand(v);
        }
        let _ = table;
        self.expr(fx, init)
    }

    /// A member name read inside an enum's own initialisers.
    pub(crate) fn enum_member_ref(&mut self, fx: &mut Fx, name: &str) -> Option<Operand> {
        let (sym, obj) = self.enum_obj?;
        let t = *self.enums_by_symbol.get(&sym)?;
        match self.enums[t].lookup(name) {
            Lookup::Const(v) => Some(self.enum_operand(v)),
            _ => {
                let key = self.named_key(name);
                Some(fx.assign_temp(Rv::GetProp(obj, key, SiteId(0))))
            }
        }
    }

    fn enum_const(&self, e: &Expression<'a>, table: &EnumTable) -> Option<EnumValue> {
        let num = |e: &Expression<'a>| match self.enum_const(e, table) {
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
            Expression::Identifier(id) => match (table.lookup(&id.name), id.name.as_str()) {
                (Lookup::Const(v), _) => v,
                (_, "Infinity") => EnumValue::Num(f64::INFINITY),
                (_, "NaN") => EnumValue::Num(f64::NAN),
                _ => return None,
            },
            Expression::StaticMemberExpression(m) => match strip(&m.object) {
                Expression::Identifier(obj) if obj.name == table.name.as_str() => {
                    match table.lookup(&m.property.name) {
                        Lookup::Const(v) => v,
                        _ => return None,
                    }
                }
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
                let l = self.enum_const(&b.left, table)?;
                let r = self.enum_const(&b.right, table)?;
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

    fn enum_table(&self, obj: &Expression<'a>) -> Option<(SymbolId, usize)> {
        let Expression::Identifier(id) = strip(obj) else {
            return None;
        };
        let sym = self.symbol_of(id)?;
        self.enums_by_symbol.get(&sym).map(|&t| (sym, t))
    }

    fn enum_operand(&mut self, v: EnumValue) -> Operand {
        match v {
            EnumValue::Num(n) => Operand::num(n),
            EnumValue::Str(s) => self.str_const(&s),
        }
    }

    /// `E.Member` folded when its value is a constant.
    pub(crate) fn enum_member(&mut self, obj: &Expression<'a>, name: &str) -> Option<Operand> {
        let (_, t) = self.enum_table(obj)?;
        match self.enums[t].lookup(name) {
            Lookup::Const(v) => Some(self.enum_operand(v)),
            Lookup::Absent => Some(Operand::UNDEF),
            Lookup::Dynamic => None,
        }
    }

    /// `E[key]` folded when the key and the value are constants.
    pub(crate) fn enum_computed(
        &mut self,
        obj: &Expression<'a>,
        key: &Expression<'a>,
    ) -> Option<Operand> {
        let (_, t) = self.enum_table(obj)?;
        let key = match strip(key) {
            Expression::NumericLiteral(n) => number_key(n.value),
            Expression::StringLiteral(s) => s.value.to_string(),
            Expression::UnaryExpression(u) if u.operator == UnaryOperator::UnaryNegation => {
                match strip(&u.argument) {
                    Expression::NumericLiteral(n) => number_key(-n.value),
                    _ => return None,
                }
            }
            Expression::StaticMemberExpression(m) => {
                let (_, t2) = self.enum_table(&m.object)?;
                match self.enums[t2].lookup(&m.property.name) {
                    Lookup::Const(EnumValue::Num(n)) => number_key(n),
                    Lookup::Const(EnumValue::Str(s)) => s,
                    _ => return None,
                }
            }
            _ => return None,
        };
        match self.enums[t].lookup(&key) {
            Lookup::Const(v) => Some(self.enum_operand(v)),
            Lookup::Absent => Some(Operand::UNDEF),
            Lookup::Dynamic => None,
        }
    }
}

/// ECMAScript ToInt32.
pub(crate) fn to_int32(d: f64) -> i32 {
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

/// A binary operator on two numbers, as JavaScript computes it (`None`
/// for operators kiln does not fold).
pub(crate) fn fold_numeric(op: BinaryOperator, x: f64, y: f64) -> Option<f64> {
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
