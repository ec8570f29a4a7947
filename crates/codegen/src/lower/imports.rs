//! `import` declarations of node's built-in modules (`node_modules.rs`):
//! each binding is a module-level constant made before any of the module's
//! code runs, from the runtime's module object (`kl_node_module`). node's
//! built-in modules never reassign their exports, so a constant is their
//! live binding. Imports of project files are `modules.rs`'s; imports of
//! packages are refused.

use super::{Fx, Lowerer, Mode};
use crate::diagnostics::Diagnostic;
use crate::ir::{Intrinsic, Rv};
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
            Resolved::Kiln(m) => Ok(m),
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
        let Some(m) = self
            .symbol_of(id)
            .and_then(|sym| self.node_imports.get(&sym).copied())
        else {
            return;
        };
        let name = s.property.name.as_str();
        if m.node_only.contains(&name) {
            self.unsupported(
                &format!("`{}.{name}` (node's module '{}')", id.name, m.name),
                s.property.span,
            );
        }
    }

    /// `readFileSync(p)` of node's `fs` returns a Buffer, which kiln does
    /// not have: refused where the call names the import without an
    /// encoding (a call kiln cannot see through throws when it runs).
    pub(crate) fn refuse_buffer_read(&mut self, c: &CallExpression<'a>) {
        let callee = super::expr::strip(&c.callee);
        let (module, name) = match callee {
            Expression::Identifier(id) => match self
                .symbol_of(id)
                .and_then(|sym| self.node_named_imports.get(&sym))
            {
                Some((m, n)) => (m.name, n.as_str()),
                None => return,
            },
            Expression::StaticMemberExpression(m) => match super::expr::strip(&m.object) {
                Expression::Identifier(id) => match self
                    .symbol_of(id)
                    .and_then(|sym| self.node_imports.get(&sym))
                {
                    Some(module) => (module.name, m.property.name.as_str()),
                    None => return,
                },
                _ => return,
            },
            _ => return,
        };
        if module == "fs"
            && name == "readFileSync"
            && c.arguments.len() == 1
            && !matches!(c.arguments[0], Argument::SpreadElement(_))
        {
            self.unsupported(
                "`readFileSync` without an encoding (it returns a Buffer, which kiln does not have yet; pass 'utf8')",
                c.span,
            );
        }
    }
}
