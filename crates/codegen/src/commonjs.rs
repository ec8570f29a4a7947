//! CommonJS files, read before they are compiled: which files node runs as
//! CommonJS, what their `require("…")` calls name and where node's
//! `require` finds it, and the names node's ES module loader sees as their
//! named exports (cjs-module-lexer's rules, which read the text wherever
//! it is, not what runs).

use oxc_ast::ast::*;
use oxc_ast_visit::{Visit, walk};
use oxc_span::Span;
use std::path::{Path, PathBuf};

/// The names a CommonJS module's code sees without declaring them.
pub const FREE_NAMES: [&str; 5] = ["require", "module", "exports", "__filename", "__dirname"];

/// Whether node runs file `name` as CommonJS: a `.cjs` file; a `.js` file
/// without module syntax whose package is not `"type": "module"` and which
/// uses `require`, `module`, `exports`, `__filename` or `__dirname`. (node
/// runs any such `.js` file as CommonJS; kiln compiles one that uses none
/// of them as a module, as `conformance/README.md` says: the difference is
/// sloppy mode and top-level `this`.)
pub fn is_commonjs(name: &str, program: &Program<'_>) -> bool {
    if name.ends_with(".cjs") {
        return true;
    }
    if !name.ends_with(".js") || program.body.iter().any(Statement::is_module_declaration) {
        return false;
    }
    let mut uses = Uses::default();
    uses.visit_program(program);
    uses.free && !uses.module_syntax && !package_is_module(name)
}

#[derive(Default)]
struct Uses {
    free: bool,
    module_syntax: bool,
}

impl<'a> Visit<'a> for Uses {
    fn visit_identifier_reference(&mut self, it: &IdentifierReference<'a>) {
        self.free |= FREE_NAMES.contains(&it.name.as_str());
    }
    fn visit_import_meta(&mut self, _it: &ImportMeta) {
        self.module_syntax = true;
    }
}

/// Whether the nearest `package.json` above file `name` says `"type":
/// "module"`.
fn package_is_module(name: &str) -> bool {
    let Ok(file) = std::path::absolute(name) else {
        return false;
    };
    for dir in file.ancestors().skip(1) {
        if let Ok(text) = std::fs::read_to_string(dir.join("package.json")) {
            return says_type_module(&text);
        }
    }
    false
}

fn says_type_module(text: &str) -> bool {
    let mut rest = text;
    while let Some(i) = rest.find("\"type\"") {
        rest = &rest[i + 6..];
        let after = rest.trim_start();
        if let Some(v) = after.strip_prefix(':')
            && v.trim_start().starts_with("\"module\"")
        {
            return true;
        }
    }
    false
}

/// The constant specifiers of a file's `require("…")` calls, with their
/// spans, in source order: calls of `require` in a CommonJS module, and
/// of each function `createRequire` made ([`created_requires`]).
pub fn require_specifiers(program: &Program<'_>, commonjs: bool) -> Vec<(String, Span)> {
    struct Find(Vec<String>, Vec<(String, Span)>);
    impl<'a> Visit<'a> for Find {
        fn visit_call_expression(&mut self, it: &CallExpression<'a>) {
            if let Some((spec, span)) = required_by(it, &self.0) {
                self.1.push((spec, span));
            }
            walk::walk_call_expression(self, it);
        }
    }
    let mut names: Vec<String> = created_requires(program)
        .into_iter()
        .map(|c| c.name)
        .collect();
    if commonjs {
        names.push("require".to_string());
    }
    if names.is_empty() {
        return Vec::new();
    }
    let mut f = Find(names, Vec::new());
    f.visit_program(program);
    f.1
}

/// `require("x")` (a string or a template without substitutions): the
/// specifier and its span.
pub fn required(c: &CallExpression<'_>) -> Option<(String, Span)> {
    required_by(c, &["require".to_string()])
}

/// A call of one of `names` with one constant argument: the specifier and
/// its span.
fn required_by(c: &CallExpression<'_>, names: &[String]) -> Option<(String, Span)> {
    let Expression::Identifier(id) = &c.callee else {
        return None;
    };
    if !names.iter().any(|n| n == id.name.as_str()) || c.arguments.len() != 1 {
        return None;
    }
    constant_argument(&c.arguments[0])
}

/// A string argument, or a template without substitutions.
pub fn constant_argument(a: &Argument<'_>) -> Option<(String, Span)> {
    match a {
        Argument::StringLiteral(s) => Some((s.value.to_string(), s.span)),
        Argument::TemplateLiteral(t) if t.expressions.is_empty() => t
            .quasis
            .first()
            .and_then(|q| q.value.cooked.as_ref())
            .map(|c| (c.to_string(), t.span)),
        _ => None,
    }
}

/// `const NAME = createRequire(import.meta.url)` (or
/// `import.meta.filename`): a `require` for the file itself, which kiln
/// resolves when it compiles.
pub struct CreatedRequire {
    /// The constant's name and symbol.
    pub name: String,
    pub symbol: Option<oxc_syntax::symbol::SymbolId>,
    /// The `createRequire` reference called.
    pub callee: Option<oxc_syntax::reference::ReferenceId>,
    /// The call's span.
    pub call: Span,
}

/// Every `const NAME = createRequire(import.meta.url)` of a file, by the
/// callee's name only (lowering checks that it is node's).
pub fn created_requires(program: &Program<'_>) -> Vec<CreatedRequire> {
    struct Find(Vec<CreatedRequire>);
    impl<'a> Visit<'a> for Find {
        fn visit_variable_declaration(&mut self, it: &VariableDeclaration<'a>) {
            if it.kind == VariableDeclarationKind::Const {
                for d in &it.declarations {
                    if let (
                        BindingPattern::BindingIdentifier(id),
                        Some(Expression::CallExpression(c)),
                    ) = (&d.id, &d.init)
                        && let Expression::Identifier(callee) = &c.callee
                        && callee.name == "createRequire"
                        && c.arguments.len() == 1
                        && is_own_url(&c.arguments[0])
                    {
                        self.0.push(CreatedRequire {
                            name: id.name.to_string(),
                            symbol: id.symbol_id.get(),
                            callee: callee.reference_id.get(),
                            call: c.span,
                        });
                    }
                }
            }
            walk::walk_variable_declaration(self, it);
        }
    }
    let mut f = Find(Vec::new());
    f.visit_program(program);
    f.0
}

/// `import.meta.url` or `import.meta.filename`.
fn is_own_url(a: &Argument<'_>) -> bool {
    matches!(a, Argument::StaticMemberExpression(m)
        if matches!(m.object, Expression::ImportMeta(_))
            && matches!(m.property.name.as_str(), "url" | "filename"))
}

/// The files node's `require(spec)` tries for a relative or absolute
/// specifier, in order: the path, then with `.js` and `.json`, then the
/// folder's `index.js` and `index.json`. Empty for any other specifier.
pub fn require_candidates(importer: &str, spec: &str) -> Vec<PathBuf> {
    let base = if spec.starts_with('/') {
        PathBuf::from(spec)
    } else if crate::modules::is_relative(spec) || spec == "." || spec == ".." {
        let dir = Path::new(importer).parent().unwrap_or(Path::new(""));
        crate::modules::normalise(&dir.join(spec))
    } else {
        return Vec::new();
    };
    let with = |suffix: &str| {
        let mut s = base.clone().into_os_string();
        s.push(suffix);
        PathBuf::from(s)
    };
    vec![
        base.clone(),
        with(".js"),
        with(".json"),
        base.join("index.js"),
        base.join("index.json"),
    ]
}

/// Where node's `require(spec)` finds a module.
pub enum Required {
    /// A file of the program (its name), or one of node's modules kiln
    /// compiles from TypeScript.
    File(String),
    /// A relative or absolute specifier that names no file: the paths
    /// tried.
    NotFound(Vec<PathBuf>),
    /// One of node's built-in modules.
    Builtin,
    /// A package (`node_modules`).
    Package,
}

pub fn resolve_require(importer: &str, spec: &str, exists: &dyn Fn(&Path) -> bool) -> Required {
    if let Some(m) = crate::node_modules::source_module(importer, spec) {
        return Required::File(m.name.to_string());
    }
    if crate::node_modules::is_builtin(spec) {
        return Required::Builtin;
    }
    let tried = require_candidates(importer, spec);
    if tried.is_empty() {
        return Required::Package;
    }
    match tried.iter().find(|p| exists(p)) {
        Some(p) => Required::File(p.to_string_lossy().into_owned()),
        None => Required::NotFound(tried),
    }
}

/// The `require("…")` specifiers of a file node runs as CommonJS and the
/// calls of the functions `createRequire` makes in any file, for
/// discovery.
pub fn require_requests(name: &str, text: &str) -> Vec<String> {
    let javascript = name.ends_with(".js") || name.ends_with(".cjs");
    if !(javascript && text.contains("require") || text.contains("createRequire")) {
        return Vec::new();
    }
    let alloc = oxc_allocator::Allocator::default();
    let parsed = oxc_parser::Parser::new(&alloc, text, crate::modules::source_type(name)).parse();
    let commonjs = is_commonjs(name, &parsed.program);
    require_specifiers(&parsed.program, commonjs)
        .into_iter()
        .map(|(s, _)| s)
        .collect()
}

/// What cjs-module-lexer finds in a CommonJS module: the names of its
/// named exports and the specifiers it re-exports (`module.exports =
/// require("…")`, `...require("…")` in its object literal).
#[derive(Default, Debug)]
pub struct Detected {
    pub names: Vec<String>,
    pub reexports: Vec<String>,
}

impl Detected {
    fn add(&mut self, name: &str) {
        if name != "default" && !self.names.iter().any(|n| n == name) {
            self.names.push(name.to_string());
        }
    }
}

/// The exports node's loader detects in a CommonJS module: `exports.x =`,
/// `exports["x"] =`, `module.exports.x =` anywhere; `module.exports = {
/// … }` (shorthand properties and `key: identifier` until the first other
/// property, a method's name before it stops; spreads skipped);
/// `Object.defineProperty(exports, "x", { value … })` or with a getter
/// that returns a member.
pub fn detect_exports(program: &Program<'_>) -> Detected {
    let mut d = Detected::default();
    d.visit_program(program);
    d
}

fn is_module_exports(e: &Expression<'_>) -> bool {
    matches!(e, Expression::StaticMemberExpression(m)
        if m.property.name == "exports"
            && matches!(&m.object, Expression::Identifier(id) if id.name == "module"))
}

/// `exports` or `module.exports`.
fn is_exports(e: &Expression<'_>) -> bool {
    matches!(e, Expression::Identifier(id) if id.name == "exports") || is_module_exports(e)
}

fn key_name<'b>(k: &'b PropertyKey<'_>) -> Option<&'b str> {
    match k {
        PropertyKey::StaticIdentifier(id) => Some(id.name.as_str()),
        PropertyKey::StringLiteral(s) => Some(s.value.as_str()),
        _ => None,
    }
}

fn require_call(e: &Expression<'_>) -> Option<String> {
    match e {
        Expression::CallExpression(c) => required(c).map(|(s, _)| s),
        _ => None,
    }
}

impl Detected {
    fn object_literal(&mut self, o: &ObjectExpression<'_>) {
        for p in &o.properties {
            match p {
                ObjectPropertyKind::SpreadProperty(s) => {
                    if let Some(spec) = require_call(&s.argument) {
                        self.reexports.push(spec);
                    }
                }
                ObjectPropertyKind::ObjectProperty(p) => {
                    let Some(name) = key_name(&p.key) else { return };
                    if p.kind != PropertyKind::Init || p.computed {
                        return;
                    }
                    if p.shorthand {
                        self.add(name);
                    } else if p.method {
                        self.add(name);
                        return;
                    } else if matches!(p.value, Expression::Identifier(_)) {
                        self.add(name);
                    } else {
                        return;
                    }
                }
            }
        }
    }

    /// `Object.defineProperty(exports, "x", descriptor)`.
    fn define_property(&mut self, c: &CallExpression<'_>) {
        let Expression::StaticMemberExpression(m) = &c.callee else {
            return;
        };
        if m.property.name != "defineProperty"
            || !matches!(&m.object, Expression::Identifier(id) if id.name == "Object")
            || c.arguments.len() < 3
        {
            return;
        }
        let (Some(target), Argument::StringLiteral(name), Argument::ObjectExpression(desc)) = (
            c.arguments[0].as_expression(),
            &c.arguments[1],
            &c.arguments[2],
        ) else {
            return;
        };
        if !is_exports(target) {
            return;
        }
        let detected = desc.properties.iter().any(|p| {
            let ObjectPropertyKind::ObjectProperty(p) = p else {
                return false;
            };
            match key_name(&p.key) {
                Some("value") => true,
                Some("get") => returns_member(&p.value),
                _ => false,
            }
        });
        if detected {
            self.add(&name.value);
        }
    }
}

/// A getter that only returns a member (`function () { return m.x; }`).
fn returns_member(e: &Expression<'_>) -> bool {
    let body = match e {
        Expression::FunctionExpression(f) => f.body.as_ref(),
        _ => None,
    };
    let Some(body) = body else { return false };
    matches!(body.statements.as_slice(), [Statement::ReturnStatement(r)]
        if matches!(&r.argument, Some(Expression::StaticMemberExpression(_) | Expression::ComputedMemberExpression(_))))
}

impl<'a> Visit<'a> for Detected {
    fn visit_assignment_expression(&mut self, it: &AssignmentExpression<'a>) {
        if it.operator == AssignmentOperator::Assign {
            match &it.left {
                AssignmentTarget::StaticMemberExpression(m) if is_exports(&m.object) => {
                    self.add(&m.property.name);
                }
                AssignmentTarget::StaticMemberExpression(m)
                    if m.property.name == "exports"
                        && matches!(&m.object, Expression::Identifier(id) if id.name == "module") =>
                {
                    match &it.right {
                        Expression::ObjectExpression(o) => self.object_literal(o),
                        e => {
                            if let Some(spec) = require_call(e) {
                                self.reexports.push(spec);
                            }
                        }
                    }
                }
                AssignmentTarget::ComputedMemberExpression(m) if is_exports(&m.object) => {
                    if let Expression::StringLiteral(s) = &m.expression {
                        self.add(&s.value);
                    }
                }
                _ => {}
            }
        }
        walk::walk_assignment_expression(self, it);
    }

    fn visit_call_expression(&mut self, it: &CallExpression<'a>) {
        self.define_property(it);
        walk::walk_call_expression(self, it);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn detect(text: &str) -> Detected {
        let alloc = oxc_allocator::Allocator::default();
        let parsed =
            oxc_parser::Parser::new(&alloc, text, crate::modules::source_type("x.cjs")).parse();
        detect_exports(&parsed.program)
    }

    // Each case was run through node 20's loader (`import * as ns`).
    #[test]
    fn lexer_rules() {
        let d = detect("const c = 1, e = 2; module.exports = { a: c, 'b': e, d: 1, f: e };");
        assert_eq!(d.names, ["a", "b"]);
        let d = detect("module.exports = { a, b: c, d() {}, e: c }; function a() {}");
        assert_eq!(d.names, ["a", "b", "d"]);
        let d = detect(
            "function f() { exports.inner = 1; }\nif (x) { module.exports.deep = 2; }\nexports['str'] = 3;\nObject.defineProperty(exports, 'v', { value: 1 });\nObject.defineProperty(exports, 'g', { get: function () { return 4; } });\nexports.default = 5;",
        );
        assert_eq!(d.names, ["inner", "deep", "str", "v"]);
        let d = detect("module.exports = require('./x.cjs');");
        assert_eq!(d.reexports, ["./x.cjs"]);
    }

    #[test]
    fn package_type() {
        assert!(says_type_module(r#"{ "name": "x", "type" : "module" }"#));
        assert!(!says_type_module(r#"{ "repository": { "type": "git" } }"#));
        assert!(!says_type_module(r#"{ "type": "commonjs" }"#));
    }
}
