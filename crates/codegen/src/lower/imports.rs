//! `import` declarations of node's built-in modules (`node_modules.rs`):
//! each binding is a module-level constant made before any of the module's
//! code runs, from the runtime's module object (`kl_node_module`). node's
//! built-in modules never reassign their exports, so a constant is their
//! live binding. Imports of project files are `modules.rs`'s; imports of
//! packages are refused.

use super::{Fx, Lowerer, Mode};
use crate::diagnostics::Diagnostic;
use crate::ir::{Intrinsic, Operand, Rv};
use crate::node_modules::{NodeModule, Resolved};
use oxc_ast::ast::*;
use oxc_span::GetSpan;
use oxc_syntax::symbol::SymbolId;

impl<'a> Lowerer<'a, '_> {
    /// The bindings of a value `import` at the top of the module.
    pub(crate) fn declare_import(&mut self, fx: &mut Fx, i: &'a ImportDeclaration<'a>) {
        if !i.import_kind.is_value() {
            return;
        }
        let spec = i.source.value.as_str();
        if let Some(from) = self.link.request(self.cur_file, spec) {
            self.declare_file_import(i, from);
            return;
        }
        if crate::modules::is_relative(spec) || self.link.is_missing(self.cur_file, spec) {
            // Not found, and reported: the bindings exist (undefined), so
            // their uses say nothing more.
            for s in i.specifiers.iter().flatten() {
                if let Some(sym) = s.local().symbol_id.get() {
                    self.declare_binding(fx, sym, Mode::Const);
                    self.init_binding(fx, sym, crate::ir::Operand::UNDEF);
                }
            }
            return;
        }
        let refused = match crate::node_modules::resolve(spec) {
            Resolved::Kiln(_) if i.phase.is_some() || i.with_clause.is_some() => {
                Err(("import phases and attributes".to_string(), i.span))
            }
            Resolved::Kiln(m)
                if m.id == crate::node_modules::HOST.id
                    && crate::node_modules::source_text(&self.link.paths[self.cur_file])
                        .is_none() =>
            {
                Err((format!("imports of packages ('{spec}')"), i.source.span))
            }
            Resolved::Kiln(m) => Ok(m),
            // Resolved by the module link, as a file of the program.
            Resolved::Source => Err((format!("node's module '{spec}' here"), i.source.span)),
            Resolved::NodeOnly => Err((format!("node's module '{spec}'"), i.source.span)),
            Resolved::Other => Err((format!("imports of packages ('{spec}')"), i.source.span)),
        };
        let m = match refused {
            Ok(m) => m,
            Err((what, span)) => {
                self.unsupported(&what, span);
                // The bindings exist (undefined), so their uses say nothing more.
                for s in i.specifiers.iter().flatten() {
                    if let Some(sym) = s.local().symbol_id.get() {
                        self.declare_binding(fx, sym, Mode::Const);
                        self.init_binding(fx, sym, crate::ir::Operand::UNDEF);
                    }
                }
                return;
            }
        };
        // What the module's objects need of the optional groups, however
        // the program reaches them (`fs[name]` too).
        if m.id == crate::node_modules::FS.id {
            self.m.groups.date = true;
        }
        if m.id == crate::node_modules::UTIL.id {
            self.m.groups.inspect = true;
        }
        // `import "node:fs"` evaluates a built-in module: nothing to do.
        let Some(specifiers) = &i.specifiers else {
            return;
        };
        for s in specifiers {
            let (local, value) = match s {
                ImportDeclarationSpecifier::ImportSpecifier(s) => {
                    if s.import_kind.is_type() {
                        continue;
                    }
                    (&s.local, Some((s.imported.name(), s.imported.span())))
                }
                ImportDeclarationSpecifier::ImportDefaultSpecifier(s) => (&s.local, None),
                ImportDeclarationSpecifier::ImportNamespaceSpecifier(s) => (&s.local, None),
            };
            let Some(sym) = local.symbol_id.get() else {
                continue;
            };
            // A binding only types name is erased, as TypeScript erases it.
            if !self.value_referenced(sym) {
                continue;
            }
            let namespace = matches!(s, ImportDeclarationSpecifier::ImportNamespaceSpecifier(_));
            let object = fx.assign_temp(Rv::Intrinsic(
                Intrinsic::NodeModule(m.id, namespace),
                vec![],
            ));
            let value = match value {
                None => {
                    self.node_imports.insert(sym, m);
                    object
                }
                Some((name, _)) if name == "default" => {
                    self.node_imports.insert(sym, m);
                    object
                }
                Some((name, span)) => {
                    if !self.check_export(m, spec, &name, span) {
                        self.declare_binding(fx, sym, Mode::Const);
                        self.init_binding(fx, sym, crate::ir::Operand::UNDEF);
                        continue;
                    }
                    self.node_named_imports.insert(sym, (m, name.to_string()));
                    let key = self.named_key(&name);
                    let site = self.site(span);
                    fx.assign_temp(Rv::GetProp(object, key, site))
                }
            };
            self.declare_binding(fx, sym, Mode::Const);
            self.init_binding(fx, sym, value);
            self.early_init.insert(sym);
        }
    }

    /// Whether module `m` exports `name`: node's link error for a name it
    /// does not, `unsupported` for one only node's has.
    fn check_export(
        &mut self,
        m: &NodeModule,
        spec: &str,
        name: &str,
        span: oxc_span::Span,
    ) -> bool {
        if m.exports.contains(&name) {
            return true;
        }
        if m.node_only.contains(&name) {
            self.unsupported(&format!("`{name}` of node's module '{spec}'"), span);
        } else {
            self.error(Diagnostic::error(
                format!("The requested module '{spec}' does not provide an export named '{name}'"),
                span,
            ));
        }
        false
    }

    pub(crate) fn value_referenced(&self, sym: SymbolId) -> bool {
        let scoping = self.scoping;
        scoping
            .get_resolved_reference_ids(sym)
            .iter()
            .any(|&r| scoping.get_reference(r).is_value())
    }

    /// `fs.X` (or `path.X`, `process.X`) on an imported module object where
    /// node's module has an `X` kiln's lacks: refused at the name.
    pub(crate) fn refuse_missing_module_member(&mut self, s: &StaticMemberExpression<'a>) {
        let Expression::Identifier(id) = super::expr::strip(&s.object) else {
            return;
        };
        let name = s.property.name.as_str();
        // A module kiln compiles from TypeScript (`node/`).
        if let Some((module, None)) = self.import_origin(id)
            && let Some(m) = crate::node_modules::source_module("", &module)
            && m.node_only.contains(&name)
        {
            self.unsupported(
                &format!("`{}.{name}` (node's module '{module}')", id.name),
                s.property.span,
            );
            return;
        }
        let Some(m) = self
            .symbol_of(id)
            .and_then(|sym| self.node_imports.get(&sym).copied())
        else {
            return;
        };
        if m.node_only.contains(&name) {
            self.unsupported(
                &format!("`{}.{name}` (node's module '{}')", id.name, m.name),
                s.property.span,
            );
        }
    }

    /// The module an imported binding comes from (kiln's name for a
    /// built-in of the runtime, `node:…` for a source module) and the
    /// name it imports (None: the module object or namespace).
    fn import_origin(&self, id: &IdentifierReference<'a>) -> Option<(String, Option<String>)> {
        let sym = self.symbol_of(id)?;
        if let Some(m) = self.node_imports.get(&sym) {
            return Some((m.name.to_string(), None));
        }
        if let Some((m, n)) = self.node_named_imports.get(&sym) {
            return Some((m.name.to_string(), Some(n.clone())));
        }
        let (from, name) = self.link.import_of(self.cur_file, sym)?;
        let name = name.filter(|n| *n != "default").map(str::to_string);
        Some((self.link.paths[from].clone(), name))
    }

    /// `assert(v)`, `assert.ok(v)` or `strict(v)` of node's `assert`
    /// (`node/assert.ts`): node words the failure of a call without a
    /// message from the call's source text, which it reads back from the
    /// file (`The expression evaluated to a falsy value:`); kiln has the
    /// text here and hands it to the module before the call
    /// (`kiln:host`'s `setCallText`).
    pub(crate) fn hand_over_call_text(&mut self, fx: &mut Fx, c: &CallExpression<'a>) {
        let mut e = super::expr::strip(&c.callee);
        let mut last = None;
        let root = loop {
            match e {
                Expression::StaticMemberExpression(m) => {
                    last.get_or_insert(m.property.name.as_str());
                    e = super::expr::strip(&m.object);
                }
                Expression::Identifier(id) => break id,
                _ => return,
            }
        };
        let Some(sym) = self.symbol_of(root) else {
            return;
        };
        let Some((from, name)) = self.link.import_of(self.cur_file, sym) else {
            return;
        };
        if !self.link.paths[from].starts_with("node:assert") {
            return;
        }
        let called = last.or(name).unwrap_or("default");
        if !matches!(called, "default" | "ok" | "strict") {
            return;
        }
        // A call node cannot find again is handed over as undefined (and a
        // text an earlier call left is dropped).
        let text = match falsy_message(self.source, c) {
            Some(t) => self.str_const(&t),
            None => Operand::UNDEF,
        };
        let host = fx.assign_temp(Rv::Intrinsic(
            Intrinsic::NodeModule(crate::node_modules::HOST.id, false),
            vec![],
        ));
        let key = self.named_key("setCallText");
        let site = self.site(c.span);
        let f = fx.assign_temp(Rv::GetProp(host, key, site));
        fx.assign_temp(Rv::CallValue(
            f,
            Operand::UNDEF,
            vec![crate::ir::Arg::Value(text)],
            site,
        ));
    }
}

/// node's message for a failing `assert(…)` without a message: the call's
/// text with control characters
/// escaped (but for tab and newline) and the lines after the first
/// indented by two spaces past the call's column. node finds the call by
/// parsing an expression from each token of the line where it starts: a
/// call followed by a comma and a closing bracket (the last argument of a
/// call spread over lines) is part of no expression it can parse, and it
/// gives up (None). The text is the program's as node runs it, its types
/// stripped to blanks (node reads the file it runs; the oracle runs the
/// stripped program).
fn falsy_message(source: &str, c: &CallExpression<'_>) -> Option<String> {
    let span = c.span;
    let after = skip_blank(&source[span.end as usize..]);
    if let Some(rest) = after.strip_prefix(',')
        && skip_blank(rest).starts_with([')', ']', '}'])
    {
        return None;
    }
    let line_start = source[..span.start as usize]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let column = source[line_start..span.start as usize]
        .encode_utf16()
        .count();
    let text = super::class::stripped_call_text(source, c);
    let escape = |s: &str| {
        let mut out = String::new();
        for ch in s.chars() {
            match ch {
                '\u{8}' => out.push_str("\\b"),
                '\u{c}' => out.push_str("\\f"),
                '\n' | '\t' | '\r' => out.push(ch),
                c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                c => out.push(c),
            }
        }
        out
    };
    let mut lines = text.split('\n');
    let mut message = escape(lines.next().unwrap_or(""));
    for line in lines {
        let mut units = 0;
        let rest = line.trim_start_matches(|c: char| {
            let strip = units < column && (c == ' ' || c == '\t');
            units += usize::from(strip);
            strip
        });
        message.push_str("\n  ");
        message.push_str(&escape(rest));
    }
    Some(format!(
        "The expression evaluated to a falsy value:\n\n  {message}\n"
    ))
}

/// `s` past white space and comments.
fn skip_blank(mut s: &str) -> &str {
    loop {
        let t = s.trim_start();
        if let Some(rest) = t.strip_prefix("//") {
            s = rest.find('\n').map_or("", |i| &rest[i..]);
        } else if let Some(rest) = t.strip_prefix("/*") {
            s = rest.find("*/").map_or("", |i| &rest[i + 2..]);
        } else {
            return t;
        }
    }
}
