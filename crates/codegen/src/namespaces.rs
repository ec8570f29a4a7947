//! TypeScript's value namespaces, rewritten in a file's text as TypeScript
//! emits them, before the file is parsed again and lowered:
//!
//! ```text
//! namespace Geo {                     var Geo; (function (Geo_1) {
//!   export const R = 6371;              Geo_1.R = 6371;
//!   export function d(a, b) { … }       function d(a, b) { … }; Geo_1.d = d;
//!   export namespace Units { … }        let Units; (function (Units_1) { … })(Units = Geo_1.Units || (Geo_1.Units = {}));
//! }                                   })(Geo || (Geo = {}));
//! ```
//!
//! (`namespace A.B { … }` is `A` holding an exported `B`.) Every
//! replacement keeps the line breaks of the text it replaces, and each
//! `NS.x = x;` goes on the line where its declaration ends, so lines do
//! not move: a diagnostic or an uncaught error's excerpt names the line
//! the program has. An exported function, class or enum keeps its local
//! binding, and the namespace's property is stored after its declaration.
//! An exported `const`, `let` or `var` is the namespace's property
//! itself, as TypeScript emits it: its declaration assigns the property
//! and every reference to it (this parse's scopes say which) reads or
//! writes `NS_1.x`, through the function's parameter, named as TypeScript
//! names it when the body declares the namespace's own name. A
//! destructuring export and a namespace that merges with another
//! declaration of its name (two blocks of one namespace, a class or
//! function and a namespace) are `unsupported` diagnostics here.

use crate::diagnostics::Diagnostic;
use oxc_ast::ast::*;
use oxc_ast_visit::{Visit, walk};
use oxc_span::{GetSpan, Span};
use oxc_syntax::symbol::SymbolId;
use std::collections::HashMap;

/// A rewritten file's text, and where its positions were in the
/// program's own text.
pub struct Rewritten {
    pub text: String,
    /// (start, end) in the new text and (start, end) in the old text of
    /// each replacement, in order.
    spans: Vec<(u32, u32, u32, u32)>,
}

impl Rewritten {
    /// The position in the program's own text of position `p` of the new
    /// text (inside a replacement: where the replaced text started), for
    /// diagnostics.
    pub fn to_old(&self, p: u32) -> u32 {
        let mut delta: i64 = 0;
        for &(new_start, new_end, old_start, old_end) in &self.spans {
            if p < new_start {
                break;
            }
            if p < new_end {
                return old_start;
            }
            delta = i64::from(old_end) - i64::from(new_end);
        }
        (i64::from(p) + delta) as u32
    }
}

/// The text of `program` (whose source is `text`) with its value
/// namespaces rewritten, or None when it has none.
pub fn rewrite(program: &Program<'_>, text: &str) -> Result<Option<Rewritten>, Vec<Diagnostic>> {
    let mut w = Rewriter {
        text,
        edits: Vec::new(),
        diags: Vec::new(),
        live: HashMap::new(),
    };
    w.statements(&program.body, None);
    if !w.diags.is_empty() {
        return Err(w.diags);
    }
    if !w.live.is_empty() {
        // Every reference to an exported `const`/`let`/`var` reads or writes the
        // namespace's property, as TypeScript emits it: which identifiers
        // those are comes from this parse's scopes.
        let semantic = oxc_semantic::SemanticBuilder::new().build(program).semantic;
        let scoping = semantic.scoping();
        let live: HashMap<SymbolId, String> = scoping
            .symbol_ids()
            .filter_map(|sym| Some((sym, w.live.get(&scoping.symbol_span(sym))?.clone())))
            .collect();
        let mut refs = References {
            scoping,
            live: &live,
            edits: &mut w.edits,
        };
        refs.visit_program(program);
    }
    if w.edits.is_empty() {
        return Ok(None);
    }
    w.edits.sort_by_key(|e| (e.0, e.1));
    let mut out = String::with_capacity(text.len() + 64 * w.edits.len());
    let mut spans = Vec::with_capacity(w.edits.len());
    let mut at = 0usize;
    for (start, end, with) in w.edits {
        let (s, e) = (start as usize, end as usize);
        if s < at {
            // Two rewrites of one place (none is known to happen): refused
            // rather than guessed.
            let what = "this use of a namespace's exported binding";
            return Err(vec![Diagnostic::unsupported(what, Span::new(start, end))]);
        }
        out.push_str(&text[at..s]);
        let new_start = out.len() as u32;
        out.push_str(&with);
        // The replaced text's line breaks, so that lines do not move.
        out.extend(text[s..e].chars().filter(|&c| c == '\n'));
        spans.push((new_start, out.len() as u32, start, end));
        at = e;
    }
    out.push_str(&text[at..]);
    Ok(Some(Rewritten { text: out, spans }))
}

struct Rewriter<'t> {
    text: &'t str,
    /// (start, end, replacement) on the original text; an insertion has
    /// start == end.
    edits: Vec<(u32, u32, String)>,
    diags: Vec<Diagnostic>,
    /// The binding spans of exported variables, with their namespace.
    live: HashMap<Span, String>,
}

/// Rewrites each reference to an exported variable as the namespace's
/// property (`x` → `NS.x`, shorthand `{ x }` → `{ x: NS.x }`).
struct References<'s, 'e> {
    scoping: &'s oxc_semantic::Scoping,
    live: &'s HashMap<SymbolId, String>,
    edits: &'e mut Vec<(u32, u32, String)>,
}

impl References<'_, '_> {
    fn namespace_of(&self, r: &IdentifierReference<'_>) -> Option<&str> {
        let rid = r.reference_id.get()?;
        let sym = self.scoping.get_reference(rid).symbol_id()?;
        self.live.get(&sym).map(String::as_str)
    }
}

impl<'a> Visit<'a> for References<'_, '_> {
    // Types are erased: a `typeof x` in one is no reference to rewrite
    // (and may sit inside a declarator's replaced annotation).
    fn visit_ts_type_annotation(&mut self, _: &TSTypeAnnotation<'a>) {}
    fn visit_ts_type(&mut self, _: &TSType<'a>) {}

    fn visit_identifier_reference(&mut self, r: &IdentifierReference<'a>) {
        if let Some(ns) = self.namespace_of(r) {
            let with = format!("{ns}.{}", r.name);
            self.edits.push((r.span.start, r.span.end, with));
        }
    }

    fn visit_object_property(&mut self, p: &ObjectProperty<'a>) {
        if p.shorthand
            && let Expression::Identifier(r) = &p.value
            && let Some(ns) = self.namespace_of(r)
        {
            let with = format!("{0}: {ns}.{0}", r.name);
            self.edits.push((r.span.start, r.span.end, with));
            return;
        }
        walk::walk_object_property(self, p);
    }

    fn visit_assignment_target_property_identifier(
        &mut self,
        p: &AssignmentTargetPropertyIdentifier<'a>,
    ) {
        if let Some(ns) = self.namespace_of(&p.binding) {
            let r = &p.binding;
            let with = format!("{0}: {ns}.{0}", r.name);
            self.edits.push((r.span.start, r.span.end, with));
            if let Some(init) = &p.init {
                self.visit_expression(init);
            }
            return;
        }
        walk::walk_assignment_target_property_identifier(self, p);
    }
}

impl Rewriter<'_> {
    fn unsupported(&mut self, what: &str, span: Span) {
        self.diags.push(Diagnostic::unsupported(what, span));
    }

    /// The statements of the top level (`parent` None) or of a namespace's
    /// body (`parent` its name).
    fn statements(&mut self, body: &[Statement<'_>], parent: Option<&str>) {
        let names = declared_names(body);
        for s in body {
            match s {
                Statement::TSNamespaceDeclaration(n) if is_value(n) => {
                    self.check_merge(&names, n);
                    self.namespace(n, parent, false, n.span.start, false);
                }
                Statement::ExportDeclaration(e) => {
                    if let Declaration::TSNamespaceDeclaration(n) = &e.declaration
                        && is_value(n)
                    {
                        self.check_merge(&names, n);
                        match parent {
                            // `export namespace` at the top of a module.
                            None => self.namespace(n, None, false, e.span.start, true),
                            Some(_) => self.namespace(n, parent, true, e.span.start, false),
                        }
                    } else if let Some(p) = parent {
                        self.export_in_namespace(e, p);
                    }
                }
                Statement::ExportNamedDeclaration(e) if parent.is_some() => {
                    self.unsupported("`export { … }` in a namespace", e.span);
                }
                Statement::ExportDefaultDeclaration(e) if parent.is_some() => {
                    self.unsupported("`export default` in a namespace", e.span);
                }
                Statement::ExportAllDeclaration(e) if parent.is_some() => {
                    self.unsupported("`export *` in a namespace", e.span);
                }
                _ => {}
            }
        }
    }

    fn check_merge(&mut self, names: &[&str], n: &TSNamespaceDeclaration<'_>) {
        let name = n.id.name.as_str();
        if names.iter().filter(|&&m| m == name).count() > 1 {
            self.unsupported(
                &format!("the namespace `{name}` merged with another declaration of its name"),
                n.id.span,
            );
        }
    }

    /// Rewrites the namespace `n` (and the names dotted after it) whose
    /// text to replace starts at `start` (its `export` keyword, if any):
    /// nested in `parent` (exported from it when `exported`), or at the
    /// top level (`export var` when `module_export`).
    fn namespace(
        &mut self,
        n: &TSNamespaceDeclaration<'_>,
        parent: Option<&str>,
        exported: bool,
        start: u32,
        module_export: bool,
    ) {
        // The chain of dotted names and the innermost block.
        let mut chain: Vec<&str> = vec![n.id.name.as_str()];
        let mut cur = n;
        let block = loop {
            match &cur.body {
                TSNamespaceDeclarationBody::TSNamespaceDeclaration(inner) => {
                    chain.push(inner.id.name.as_str());
                    cur = inner;
                }
                TSNamespaceDeclarationBody::TSModuleBlock(b) => break b,
            }
        };
        // Each function's parameter is a name the body does not use
        // (TypeScript's `Name_1` when the body declares `Name` itself):
        // the exported bindings are stored through it.
        let body = &self.text[block.span.start as usize..block.span.end as usize];
        let params: Vec<String> = chain
            .iter()
            .map(|name| {
                (1..)
                    .map(|k| format!("{name}_{k}"))
                    .find(|p| !body.contains(p.as_str()))
                    .expect("a free name")
            })
            .collect();
        let mut head = String::new();
        let mut foot = String::new();
        for (i, name) in chain.iter().enumerate() {
            let param = &params[i];
            let outer = if i == 0 {
                parent
            } else {
                Some(params[i - 1].as_str())
            };
            let nested = i > 0 || parent.is_some();
            if nested {
                head.push_str(&format!("let {name}; (function ({param}) {{ "));
            } else {
                let export = if module_export { "export " } else { "" };
                head.push_str(&format!("{export}var {name}; (function ({param}) {{ "));
            }
            let arg = match outer {
                Some(p) if i > 0 || exported => {
                    format!("{name} = {p}.{name} || ({p}.{name} = {{}})")
                }
                _ => format!("{name} || ({name} = {{}})"),
            };
            foot.insert_str(0, &format!(" }})({arg});"));
        }
        self.edits.push((start, block.span.start + 1, head));
        self.edits.push((block.span.end - 1, block.span.end, foot));
        let inner = params.last().expect("a name").clone();
        self.statements(&block.body, Some(&inner));
    }

    /// `export <declaration>` in the body of namespace `ns`: the keyword
    /// blanked, and the exported bindings stored on the namespace.
    fn export_in_namespace(&mut self, e: &ExportDeclaration<'_>, ns: &str) {
        let d = &e.declaration;
        let names: Vec<&str> = match d {
            Declaration::VariableDeclaration(v) if v.declare => Vec::new(),
            // `const` too, as TypeScript emits it: the property is the
            // binding (an arrow assigned to it takes no name, and a read
            // before the declaration runs is undefined, not a TDZ error).
            Declaration::VariableDeclaration(v) => {
                self.live_export(e, v, ns);
                return;
            }
            Declaration::FunctionDeclaration(f) if !f.declare && f.body.is_some() => {
                f.id.iter().map(|id| id.name.as_str()).collect()
            }
            Declaration::ClassDeclaration(c) if !c.declare => {
                c.id.iter().map(|id| id.name.as_str()).collect()
            }
            Declaration::TSEnumDeclaration(en) if !en.declare => vec![en.id.name.as_str()],
            Declaration::TSImportEqualsDeclaration(i) => {
                self.unsupported("`export import =` in a namespace", i.span);
                return;
            }
            // Types, overload signatures, `declare`d and type-only names:
            // only the keyword goes.
            _ => Vec::new(),
        };
        self.edits
            .push((e.span.start, d.span().start, String::new()));
        if !names.is_empty() {
            // After a `}` or a declaration without its `;`.
            let stores: String = names.iter().map(|x| format!("; {ns}.{x} = {x}")).collect();
            let stores = stores + ";";
            self.edits.push((d.span().end, d.span().end, stores));
        }
    }

    /// `export let a = 1, b;` (or `const`, `var`) in namespace `ns`: the
    /// namespace's property, as TypeScript emits it (`ns.a = 1, void 0;`:
    /// a declarator without an initialiser makes no property), and every
    /// reference to it rewritten ([`References`]).
    fn live_export(&mut self, e: &ExportDeclaration<'_>, v: &VariableDeclaration<'_>, ns: &str) {
        let mut ids = Vec::new();
        for decl in &v.declarations {
            match &decl.id {
                BindingPattern::BindingIdentifier(id) => ids.push((id, decl)),
                p => {
                    self.unsupported("a destructuring export in a namespace", p.span());
                    return;
                }
            }
        }
        let Some((_, first)) = ids.first() else {
            return;
        };
        // `export let ` goes.
        self.edits
            .push((e.span.start, first.span.start, String::new()));
        for (id, decl) in ids {
            // The binding and its type annotation.
            match &decl.init {
                Some(init) => {
                    let with = format!("{ns}.{} = ", id.name);
                    self.edits.push((decl.span.start, init.span().start, with));
                }
                None => {
                    let with = "void 0".to_string();
                    self.edits.push((decl.span.start, decl.span.end, with));
                }
            }
            self.live.insert(id.span, ns.to_string());
        }
    }
}

/// Whether `n` is a namespace TypeScript emits code for.
fn is_value(n: &TSNamespaceDeclaration<'_>) -> bool {
    !n.declare && !type_only_namespace(n)
}

/// The value names a statement list declares, once per declaration (a
/// name twice is a merge).
fn declared_names<'a>(body: &'a [Statement<'a>]) -> Vec<&'a str> {
    let mut out = Vec::new();
    for s in body {
        let d = match s {
            Statement::ExportDeclaration(e) => Some(&e.declaration),
            s => s.as_declaration(),
        };
        match d {
            Some(Declaration::VariableDeclaration(v)) if !v.declare => {
                for decl in &v.declarations {
                    if let BindingPattern::BindingIdentifier(id) = &decl.id {
                        out.push(id.name.as_str());
                    }
                }
            }
            Some(Declaration::FunctionDeclaration(f)) if f.body.is_some() => {
                out.extend(f.id.iter().map(|id| id.name.as_str()));
            }
            Some(Declaration::ClassDeclaration(c)) if !c.declare => {
                out.extend(c.id.iter().map(|id| id.name.as_str()));
            }
            Some(Declaration::TSEnumDeclaration(e)) if !e.declare => out.push(e.id.name.as_str()),
            Some(Declaration::TSNamespaceDeclaration(n)) if is_value(n) => {
                out.push(n.id.name.as_str());
            }
            _ => {}
        }
        if let Statement::ImportDeclaration(i) = s {
            for spec in i.specifiers.iter().flatten() {
                out.push(spec.local().name.as_str());
            }
        }
    }
    out
}

/// A namespace TypeScript emits nothing for: only types (and other such
/// namespaces, and `declare`d names) inside.
pub(crate) fn type_only_namespace(n: &TSNamespaceDeclaration) -> bool {
    match &n.body {
        TSNamespaceDeclarationBody::TSNamespaceDeclaration(inner) => type_only_namespace(inner),
        TSNamespaceDeclarationBody::TSModuleBlock(b) => b.body.iter().all(|s| match s {
            Statement::EmptyStatement(_) => true,
            Statement::ExportDeclaration(e) => type_only_declaration(&e.declaration),
            s => s.as_declaration().is_some_and(type_only_declaration),
        }),
    }
}

fn type_only_declaration(d: &Declaration) -> bool {
    match d {
        Declaration::TSTypeAliasDeclaration(_) | Declaration::TSInterfaceDeclaration(_) => true,
        Declaration::TSNamespaceDeclaration(n) => n.declare || type_only_namespace(n),
        Declaration::VariableDeclaration(v) => v.declare,
        Declaration::ClassDeclaration(c) => c.declare,
        Declaration::FunctionDeclaration(f) => f.declare || f.body.is_none(),
        Declaration::TSEnumDeclaration(e) => e.declare,
        _ => false,
    }
}
