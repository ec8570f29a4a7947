//! TypeScript `enum`s, as node's type stripper (amaro, in transform mode)
//! emits them. Every enum is a real object, built where the declaration
//! stands by assignments (`E[E["A"] = 0] = "A"`): a member whose value is
//! not a string constant also gets a reverse mapping. Declarations of one
//! name merge: the first creates the object, later ones add to it. Member
//! values that are compile-time constants are folded where the members are
//! read (as amaro does), everything else reads the object.

use super::{Fx, Lowerer, Mode, expr::strip};
use crate::diagnostics::Diagnostic;
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_span::Span;
use oxc_syntax::operator::{BinaryOperator, UnaryOperator};
use oxc_syntax::symbol::SymbolId;

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum EnumValue {
    Num(f64),
    Str(String),
}

/// A declared member.
struct Member {
    name: String,
    /// Its value when it is a compile-time constant; None when it is known
    /// only at run time.
    value: Option<EnumValue>,
}

/// What is known at compile time of an enum: the members of all its
/// declarations, in source order.
pub(crate) struct EnumTable {
    members: Vec<Member>,
    /// The declarations folded so far; the first one creates the object.
    declarations: Vec<Span>,
}

impl EnumTable {
    /// The member named `name` (the last one, if the name is declared twice:
    /// amaro gives every declaration of a name the last one's value).
    fn member(&self, name: &str) -> Option<&Member> {
        self.members.iter().rev().find(|m| m.name == name)
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
    /// Folds what it can of a declaration into its enum's table and declares
    /// the enum's binding at the first one.
    pub(crate) fn declare_enum(&mut self, fx: &mut Fx, e: &'a TSEnumDeclaration<'a>) {
        let Some(sym) = e.id.symbol_id.get() else {
            return;
        };
        let t = match self.enums_by_symbol.get(&sym) {
            Some(&t) if self.enums[t].declarations.contains(&e.span) => return,
            Some(&t) => t,
            None => {
                if !self.bindings.contains_key(&sym) {
                    // amaro declares a module-level enum with `var`, any
                    // other with `let`.
                    let mode = if self.is_module_scope(sym) {
                        Mode::Var
                    } else {
                        Mode::Let
                    };
                    self.declare_binding(fx, sym, mode);
                }
                self.enums_by_symbol.insert(sym, self.enums.len());
                self.enums.push(EnumTable {
                    members: Vec::new(),
                    declarations: Vec::new(),
                });
                self.enums.len() - 1
            }
        };
        self.enums[t].declarations.push(e.span);
        let mut next = Some(0.0);
        for m in &e.body.members {
            let value = match &m.initializer {
                Some(init) => self.enum_const(init, t),
                None => {
                    // After a string or a value known only at run time,
                    // amaro makes the member undefined; TypeScript rejects it.
                    if next.is_none() {
                        self.error(Diagnostic::error(
                            "Enum member must have initializer.",
                            m.span,
                        ));
                    }
                    next.map(EnumValue::Num)
                }
            };
            next = match &value {
                Some(EnumValue::Num(n)) => Some(n + 1.0),
                _ => None,
            };
            self.enums[t].members.push(Member {
                name: member_name(m),
                value,
            });
        }
    }

    /// Builds the enum object where the declaration stands (or, for a later
    /// declaration of the name, adds to it). Members are stored by [[Set]],
    /// as amaro's assignments do: `__proto__ = 5` goes through
    /// `Object.prototype.__proto__` and creates no property.
    pub(crate) fn enum_statement(&mut self, fx: &mut Fx, e: &'a TSEnumDeclaration<'a>) {
        let Some(sym) = e.id.symbol_id.get() else {
            return;
        };
        let Some(&t) = self.enums_by_symbol.get(&sym) else {
            return;
        };
        let first = self.enums[t].declarations.first() == Some(&e.span);
        let obj = if first {
            // Bound before the members run: amaro's initialisers see the
            // object (its function's parameter), closures made there too.
            let obj = fx.assign_temp(Rv::NewObject(None, 4));
            self.init_binding(fx, sym, obj);
            obj
        } else {
            let Some(b) = self.bindings.get(&sym).copied() else {
                return;
            };
            self.read_storage(fx, b, &e.id.name, e.id.span, false)
        };
        let saved = self.enum_obj.replace((sym, obj));
        for m in &e.body.members {
            let name = member_name(m);
            let value = self.enums[t].member(&name).and_then(|m| m.value.clone());
            let v = match (&value, &m.initializer) {
                (Some(c), _) => self.enum_operand(c.clone()),
                (None, Some(init)) => self.expr(fx, init),
                // Diagnosed: no initializer after a member that is not a
                // numeric constant.
                (None, None) => Operand::UNDEF,
            };
            let site = self.site(m.span);
            let key = self.named_key(&name);
            fx.emit(Inst::SetProp(obj, key, v, site));
            let reverse = match &value {
                Some(EnumValue::Str(_)) => continue,
                Some(EnumValue::Num(n)) => self.named_key(&number_key(*n)),
                None => PropKey::Computed(v),
            };
            let name = self.str_const(&name);
            fx.emit(Inst::SetProp(obj, reverse, name, site));
        }
        self.enum_obj = saved;
    }

    /// Inside an enum's initialisers, the enum's own name: the object being
    /// built (amaro's function parameter).
    pub(crate) fn enum_self_ref(&self, sym: SymbolId) -> Option<Operand> {
        self.enum_obj.filter(|&(s, _)| s == sym).map(|(_, obj)| obj)
    }

    /// A member name read inside an enum's own initialisers (a member of any
    /// declaration of the enum): its constant, or a read of the object.
    pub(crate) fn enum_member_ref(&mut self, fx: &mut Fx, name: &str) -> Option<Operand> {
        let (sym, obj) = self.enum_obj?;
        let t = *self.enums_by_symbol.get(&sym)?;
        match &self.enums[t].member(name)?.value {
            Some(v) => Some(self.enum_operand(v.clone())),
            None => {
                let key = self.named_key(name);
                Some(fx.assign_temp(Rv::GetProp(obj, key, SiteId(0))))
            }
        }
    }

    /// The constant value of an initialiser of a member of the enum whose
    /// table is `t`, as amaro computes it: literals, members declared
    /// before (`A`, `E.A`, `E["A"]`, and members of other enums), and
    /// arithmetic, string concatenation and templates over them.
    fn enum_const(&self, e: &Expression<'a>, t: usize) -> Option<EnumValue> {
        let num = |e: &Expression<'a>| match self.enum_const(e, t) {
            Some(EnumValue::Num(n)) => Some(n),
            _ => None,
        };
        let text = |v: EnumValue| match v {
            EnumValue::Num(n) => number_key(n),
            EnumValue::Str(s) => s,
        };
        Some(match strip(e) {
            Expression::NumericLiteral(n) => EnumValue::Num(n.value),
            Expression::StringLiteral(s) => EnumValue::Str(s.value.to_string()),
            Expression::TemplateLiteral(tl) => {
                let mut s = String::new();
                for (i, q) in tl.quasis.iter().enumerate() {
                    s.push_str(q.value.cooked.as_ref()?);
                    if let Some(e) = tl.expressions.get(i) {
                        s.push_str(&text(self.enum_const(e, t)?));
                    }
                }
                EnumValue::Str(s)
            }
            Expression::Identifier(id) => {
                match (self.enums[t].member(&id.name), id.name.as_str()) {
                    (Some(m), _) => m.value.clone()?,
                    (None, "Infinity") => EnumValue::Num(f64::INFINITY),
                    (None, "NaN") => EnumValue::Num(f64::NAN),
                    _ => return None,
                }
            }
            Expression::StaticMemberExpression(m) => {
                self.enum_const_member(&m.object, &m.property.name)?
            }
            Expression::ComputedMemberExpression(m) => match strip(&m.expression) {
                Expression::StringLiteral(key) => self.enum_const_member(&m.object, &key.value)?,
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
                let l = self.enum_const(&b.left, t)?;
                let r = self.enum_const(&b.right, t)?;
                match (l, r) {
                    (EnumValue::Num(x), EnumValue::Num(y))
                        if b.operator == BinaryOperator::Exponential =>
                    {
                        EnumValue::Num(amaro_pow(x, y))
                    }
                    (EnumValue::Num(x), EnumValue::Num(y)) => {
                        EnumValue::Num(fold_numeric(b.operator, x, y)?)
                    }
                    (l, r) if b.operator == BinaryOperator::Addition => {
                        EnumValue::Str(text(l) + &text(r))
                    }
                    _ => return None,
                }
            }
            _ => return None,
        })
    }

    /// `E.name` in an initialiser, when `E` is an enum and its member `name`
    /// is a constant.
    fn enum_const_member(&self, obj: &Expression<'a>, name: &str) -> Option<EnumValue> {
        let (_, t) = self.enum_table(obj)?;
        self.enums[t].member(name)?.value.clone()
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

    /// `E.name` folded, as amaro folds it, when `name` is a member whose
    /// value is a constant. Anything else (a member known only at run time,
    /// a reverse mapping, a name the enum lacks) reads the object, which may
    /// not exist yet.
    pub(crate) fn enum_member(&mut self, obj: &Expression<'a>, name: &str) -> Option<Operand> {
        let (_, t) = self.enum_table(obj)?;
        let v = self.enums[t].member(name)?.value.clone()?;
        Some(self.enum_operand(v))
    }

    /// `E["name"]` or ``E[`name`]``, folded as `E.name`.
    pub(crate) fn enum_computed(
        &mut self,
        obj: &Expression<'a>,
        key: &Expression<'a>,
    ) -> Option<Operand> {
        match strip(key) {
            Expression::StringLiteral(s) => self.enum_member(obj, &s.value),
            Expression::TemplateLiteral(tl) if tl.expressions.is_empty() => {
                let name = tl.quasis.first()?.value.cooked.as_ref()?;
                self.enum_member(obj, name)
            }
            _ => None,
        }
    }
}

/// `x ** y` as amaro folds it in an enum initialiser: swc, built for wasm,
/// calls Rust's `f64::powf`, which is the `libm` crate's port of FreeBSD's
/// e_pow.c there. It differs from V8's `**` (`runtime/src/pow.rs`) in the
/// last bit on about 5% of fractional inputs, and node prints the folded
/// value (checked against amaro 1.2.1 on 400 random fractional cases).
/// ECMAScript's special cases come first: `1 ** NaN` and `(±1) ** ±Infinity`
/// are NaN, where C's pow gives 1.
fn amaro_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() || (x.abs() == 1.0 && y.is_infinite()) {
        f64::NAN
    } else {
        libm::pow(x, y)
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
