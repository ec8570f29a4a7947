//! Object and array literals.

use super::{FnAst, Fx, Lowerer};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_span::GetSpan;
use std::collections::{HashMap, HashSet};

/// The constant text of a non-computed property key (or a computed string
/// or number literal), if it has one.
pub(crate) fn static_key_name(key: &PropertyKey<'_>, computed: bool) -> Option<String> {
    match key {
        PropertyKey::StaticIdentifier(id) if !computed => Some(id.name.to_string()),
        PropertyKey::PrivateIdentifier(_) => None,
        other => match other.as_expression()? {
            Expression::StringLiteral(s) if !s.lone_surrogates => Some(s.value.to_string()),
            Expression::NumericLiteral(n) => Some(super::enums::number_key(n.value)),
            _ => None,
        },
    }
}

/// Whether a key text is an array index (stored as an element, not named).
fn is_index(name: &str) -> bool {
    name.parse::<u32>()
        .is_ok_and(|i| i.to_string() == name && i != u32::MAX)
}

impl<'a> Lowerer<'a, '_> {
    /// The key of a property definition as an operand (computed keys are
    /// evaluated here, in source order).
    pub(crate) fn property_key(
        &mut self,
        fx: &mut Fx,
        key: &'a PropertyKey<'a>,
        computed: bool,
    ) -> Operand {
        if let Some(name) = static_key_name(key, computed) {
            return self.str_const(&name);
        }
        match key.as_expression() {
            Some(e) => self.expr(fx, e),
            None => {
                self.unsupported("this property key", key.span());
                Operand::UNDEF
            }
        }
    }

    pub(crate) fn object_literal(&mut self, fx: &mut Fx, o: &'a ObjectExpression<'a>) -> Operand {
        // Constant, distinct, non-index keys and plain values: one
        // allocation with the final shape.
        if let Some(names) = template_keys(o) {
            let mut values = Vec::with_capacity(names.len());
            for (p, n) in o.properties.iter().zip(&names) {
                if let ObjectPropertyKind::ObjectProperty(p) = p {
                    values.push(self.expr_named(fx, &p.value, Some(n.clone())));
                }
            }
            let ids: Vec<StrId> = names.iter().map(|n| self.m.strings.intern(n)).collect();
            let t = TemplateId(self.m.templates.len() as u32);
            self.m.templates.push(ids);
            return fx.assign_temp(Rv::ObjectLit(t, values));
        }
        let obj = fx.assign_temp(Rv::NewObject(None, 4));
        // Methods using `super` find it through a home object: the literal.
        let uses_super = o.properties.iter().any(|p| match p {
            ObjectPropertyKind::ObjectProperty(p) => match &p.value {
                Expression::FunctionExpression(f) => f
                    .scope_id
                    .get()
                    .is_some_and(|s| self.facts.super_used.contains(&s)),
                _ => false,
            },
            ObjectPropertyKind::SpreadProperty(_) => false,
        });
        if uses_super {
            self.push_home_env(fx, obj);
        }
        for p in &o.properties {
            match p {
                ObjectPropertyKind::SpreadProperty(s) => {
                    let v = self.expr(fx, &s.argument);
                    fx.emit(Inst::CopyProps(obj, v));
                }
                ObjectPropertyKind::ObjectProperty(p) => {
                    let name = static_key_name(&p.key, p.computed);
                    if p.kind == PropertyKind::Init
                        && !p.method
                        && !p.computed
                        && !p.shorthand
                        && name.as_deref() == Some("__proto__")
                    {
                        let v = self.expr(fx, &p.value);
                        fx.emit(Inst::SetProto(obj, v));
                        continue;
                    }
                    let key = self.property_key(fx, &p.key, p.computed);
                    match (p.kind, p.method) {
                        (PropertyKind::Init, false) => {
                            let v = self.expr_named(fx, &p.value, name);
                            fx.emit(Self::define_inst(obj, key, v, Some(&p.value), p.computed));
                        }
                        (kind, _) => {
                            let Expression::FunctionExpression(f) = &p.value else {
                                self.unsupported("this method", p.span);
                                continue;
                            };
                            let fid = self.queue_function(fx, FnAst::Func(f));
                            self.methods.insert(fid);
                            self.set_source(fid, p.span);
                            let prefix = match kind {
                                PropertyKind::Get => "get ",
                                PropertyKind::Set => "set ",
                                PropertyKind::Init => "",
                            };
                            if let Some(n) = &name {
                                self.m.funcs[fid.index()].name = format!("{prefix}{n}");
                            }
                            let fv = self.make_closure(fx, fid);
                            let k = match kind {
                                PropertyKind::Init => 0,
                                PropertyKind::Get => 1,
                                PropertyKind::Set => 2,
                            };
                            fx.emit(Inst::DefineMethod(obj, key, fv, k, true));
                        }
                    }
                }
            }
        }
        if uses_super {
            fx.env_stack.pop();
        }
        obj
    }

    /// An environment whose home objects are `home` (an object literal's
    /// methods that use `super`).
    fn push_home_env(&mut self, fx: &mut Fx, home: Operand) {
        let id = super::EnvId(self.envs.len() as u32);
        self.envs.push(super::EnvInfo {
            size: 2,
            home_proto: Some(0),
            home_ctor: Some(1),
            ..Default::default()
        });
        let (parent, _) = fx.current_env();
        let var = fx.new_var(Some(format!("%env{}", id.0)));
        fx.emit(Inst::Assign(var, Rv::NewEnv(parent, 2)));
        fx.emit(Inst::EnvStore(Operand::Var(var), 0, 0, home));
        fx.emit(Inst::EnvStore(Operand::Var(var), 0, 1, home));
        fx.env_stack.push((id, var));
    }

    pub(crate) fn array_literal(&mut self, fx: &mut Fx, a: &'a ArrayExpression<'a>) -> Operand {
        let mut elems = Vec::with_capacity(a.elements.len());
        for (i, e) in a.elements.iter().enumerate() {
            match e {
                ArrayExpressionElement::SpreadElement(s) => {
                    let v = self.expr(fx, &s.argument);
                    // Iterated here, in order, so that a value that is not
                    // iterable is named as node names it (`o is not
                    // iterable`); an array comes back as itself, unless a
                    // later element may change it (`[...a, a.pop()]`).
                    let site = self.site_for_expr(&s.argument);
                    let later = a.elements[i + 1..].iter().filter_map(|e| match e {
                        ArrayExpressionElement::SpreadElement(s) => Some(&s.argument),
                        ArrayExpressionElement::Elision(_) => None,
                        other => other.as_expression(),
                    });
                    let v = if later_elements_are_inert(later) {
                        fx.assign_temp(Rv::IterToArray(v, site))
                    } else {
                        fx.assign_temp(Rv::Intrinsic(Intrinsic::IterSnapshot(site), vec![v]))
                    };
                    elems.push(Arg::Spread(v));
                }
                ArrayExpressionElement::Elision(_) => {
                    elems.push(Arg::Value(Operand::Const(Const::Hole)))
                }
                other => {
                    let e = other
                        .as_expression()
                        .expect("an element is a spread, a hole or an expression");
                    elems.push(Arg::Value(self.expr(fx, e)));
                }
            }
        }
        fx.assign_temp(Rv::NewArray(elems))
    }
}

/// Literals of constants with at least this many nodes are built from a
/// static table (`Rv::ConstLit`); smaller ones keep the inline stores,
/// which are faster per element where a literal sits in a loop. As
/// stores, gcc -O2's time on the function that holds a table grows faster
/// than the table: 100 000 numbers 1.1 s, 100 000 strings over 200 s,
/// 10 000 records of 5 fields over 200 s (bench/compile).
const CONST_LIT_MIN_NODES: usize = 32;

/// Nesting past this depth is lowered element by element (the check
/// recurses).
const CONST_LIT_MAX_DEPTH: u32 = 200;

/// The constant a literal's leaf is, if it is one: numbers (signed),
/// strings, templates without substitutions, booleans, null.
pub(crate) fn leaf_constant(e: &Expression<'_>) -> Option<LeafConst> {
    Some(match super::expr::strip(e) {
        Expression::NumericLiteral(n) => LeafConst::Num(n.value),
        Expression::UnaryExpression(u) => match (u.operator, super::expr::strip(&u.argument)) {
            (UnaryOperator::UnaryNegation, Expression::NumericLiteral(n)) => {
                LeafConst::Num(-n.value)
            }
            (UnaryOperator::UnaryPlus, Expression::NumericLiteral(n)) => LeafConst::Num(n.value),
            _ => return None,
        },
        Expression::StringLiteral(s) => {
            LeafConst::Str(super::expr::string_units(&s.value, s.lone_surrogates))
        }
        Expression::TemplateLiteral(t) if t.expressions.is_empty() => {
            let q = t.quasis.first()?;
            LeafConst::Str(super::expr::string_units(
                q.value.cooked.as_ref()?,
                q.lone_surrogates,
            ))
        }
        Expression::BooleanLiteral(b) => LeafConst::Other(Const::Bool(b.value)),
        Expression::NullLiteral(_) => LeafConst::Other(Const::Null),
        _ => return None,
    })
}

pub(crate) enum LeafConst {
    Num(f64),
    Str(Vec<u16>),
    Other(Const),
}

/// The keys of an object literal that the template path takes (constant,
/// distinct, not indices, not `__proto__`, plain values, at most 64).
fn template_keys(o: &ObjectExpression<'_>) -> Option<Vec<String>> {
    let mut names = Vec::new();
    let mut seen = HashSet::new();
    for p in &o.properties {
        let ObjectPropertyKind::ObjectProperty(p) = p else {
            return None;
        };
        if p.kind != PropertyKind::Init || p.method {
            return None;
        }
        let n = static_key_name(&p.key, p.computed)?;
        if is_index(&n) || n == "__proto__" || !seen.insert(n.clone()) {
            return None;
        }
        names.push(n);
    }
    (!names.is_empty() && names.len() <= 64).then_some(names)
}

/// The number of nodes of `e` as a literal of constants, if it is one.
fn const_tree_size(e: &Expression<'_>, depth: u32) -> Option<usize> {
    if depth > CONST_LIT_MAX_DEPTH {
        return None;
    }
    match super::expr::strip(e) {
        Expression::ArrayExpression(a) => {
            let mut n = 1;
            for el in &a.elements {
                n += match el {
                    ArrayExpressionElement::SpreadElement(_) => return None,
                    ArrayExpressionElement::Elision(_) => 1,
                    other => const_tree_size(other.as_expression()?, depth + 1)?,
                };
            }
            Some(n)
        }
        Expression::ObjectExpression(o) => {
            template_keys(o)?;
            let mut n = 1;
            for p in &o.properties {
                if let ObjectPropertyKind::ObjectProperty(p) = p {
                    n += const_tree_size(&p.value, depth + 1)?;
                }
            }
            Some(n)
        }
        other => leaf_constant(other).map(|_| 1),
    }
}

impl<'a> Lowerer<'a, '_> {
    /// `e` (an array or object literal) as a copy of a static table, when
    /// it is made of constants only and big enough ([`CONST_LIT_MIN_NODES`]).
    pub(crate) fn const_literal(&mut self, fx: &mut Fx, e: &'a Expression<'a>) -> Option<Operand> {
        let size = const_tree_size(e, 0)?;
        if size < CONST_LIT_MIN_NODES {
            return None;
        }
        let mut nodes = Vec::with_capacity(size);
        self.lit_nodes(e, &mut nodes, &mut HashMap::new());
        debug_assert_eq!(nodes.len(), size);
        let id = LitId(self.m.lits.len() as u32);
        self.m.lits.push(nodes);
        Some(fx.assign_temp(Rv::ConstLit(id)))
    }

    /// Appends the nodes of `e`, which [`const_tree_size`] accepted, in
    /// post-order. The records of a table share one template per key list
    /// (`templates`): each template is filled when the program starts.
    fn lit_nodes(
        &mut self,
        e: &Expression<'_>,
        out: &mut Vec<LitNode>,
        templates: &mut HashMap<Vec<StrId>, TemplateId>,
    ) {
        match super::expr::strip(e) {
            Expression::ArrayExpression(a) => {
                for el in &a.elements {
                    match el {
                        ArrayExpressionElement::Elision(_) => out.push(LitNode::Value(Const::Hole)),
                        other => {
                            let e = other.as_expression().expect("checked: an expression");
                            self.lit_nodes(e, out, templates);
                        }
                    }
                }
                out.push(LitNode::Array(a.elements.len() as u32));
            }
            Expression::ObjectExpression(o) => {
                let names = template_keys(o).expect("checked: template keys");
                for p in &o.properties {
                    if let ObjectPropertyKind::ObjectProperty(p) = p {
                        self.lit_nodes(&p.value, out, templates);
                    }
                }
                let ids: Vec<StrId> = names.iter().map(|n| self.m.strings.intern(n)).collect();
                let next = TemplateId(self.m.templates.len() as u32);
                let t = *templates.entry(ids.clone()).or_insert(next);
                if t == next {
                    self.m.templates.push(ids);
                }
                out.push(LitNode::Object(t, names.len() as u32));
            }
            other => out.push(LitNode::Value(
                match leaf_constant(other).expect("checked: a constant") {
                    LeafConst::Num(d) => Const::Num(d),
                    LeafConst::Str(units) => Const::Str(self.m.strings.intern_units(units)),
                    LeafConst::Other(c) => c,
                },
            )),
        }
    }
}

impl<'a> Lowerer<'a, '_> {
    /// A RegExp literal: a runtime call creating a new RegExp object at
    /// each evaluation (the runtime compiles each distinct pattern once).
    /// The pattern and flags are checked here with the runtime's own
    /// compiler (`kiln-regexp`), so an invalid literal is a compile-time
    /// error with node's SyntaxError text, as node reports it before
    /// running anything.
    pub(crate) fn regexp_literal(&mut self, fx: &mut Fx, r: &'a RegExpLiteral<'a>) -> Operand {
        let pattern = r.regex.pattern.text.as_str();
        // The flags as written (the error text shows them in source order).
        let flags = match &r.raw {
            Some(raw) => raw.as_str().rsplit('/').next().unwrap_or("").to_string(),
            None => r.regex.flags.to_inline_string().to_string(),
        };
        let pu: Vec<u16> = pattern.encode_utf16().collect();
        let fu: Vec<u16> = flags.encode_utf16().collect();
        match kiln_regexp::Flags::parse(&fu) {
            None => self.error(crate::diagnostics::Diagnostic::error(
                "SyntaxError: Invalid regular expression flags",
                r.span,
            )),
            Some(f) => {
                if let Err(msg) = kiln_regexp::compile(&pu, f) {
                    let text = kiln_regexp::syntax_error_text(&pu, &fu, &msg);
                    self.error(crate::diagnostics::Diagnostic::error(
                        format!("SyntaxError: {text}"),
                        r.span,
                    ));
                }
            }
        }
        let args = vec![self.str_const(pattern), self.str_const(&flags)];
        fx.assign_temp(Rv::Intrinsic(Intrinsic::NewRegExp, args))
    }
}

/// Whether evaluating these elements, one after the other, cannot
/// change an array or collection spread before them: constants, reads of
/// variables, `this`, function definitions, and spreads of those.
fn later_elements_are_inert<'b, 'a: 'b>(
    mut later: impl Iterator<Item = &'b Expression<'a>>,
) -> bool {
    later.all(|e| {
        matches!(
            super::expr::strip(e),
            Expression::NumericLiteral(_)
                | Expression::StringLiteral(_)
                | Expression::BooleanLiteral(_)
                | Expression::NullLiteral(_)
                | Expression::Identifier(_)
                | Expression::ThisExpression(_)
                | Expression::ArrowFunctionExpression(_)
                | Expression::FunctionExpression(_)
        ) || matches!(super::expr::strip(e), Expression::TemplateLiteral(t) if t.expressions.is_empty())
    })
}
