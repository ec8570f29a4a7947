//! ES modules across files, compiled into one program.
//!
//! Every file's module body is lowered into the one module function, in
//! node's evaluation order (a post-order walk of the imports from the
//! entry, each file once), after every file's declarations: function
//! declarations of all files exist before any module's code runs, as
//! ECMAScript's linking makes them, so a cycle can call a function of a
//! module that has not run yet. A binding a file exports is a global; an
//! import is the same global under the importer's name, so importers see
//! later assignments (live bindings) and a read before the exporter ran
//! fails its TDZ check with the importer's name, as V8's message has it.
//!
//! What the files export is resolved as ResolveExport does (`export *`
//! with its ambiguity, `export … from`, re-exported imports), before any
//! code is lowered; a name that does not resolve is node's link error as a
//! diagnostic at the import. `ns.name` of a namespace import reads the
//! binding itself (live) and `ns.f(…)` calls it; as a value, a namespace
//! import is the module's namespace object (`object/namespace.rs` in the
//! runtime), made once the module has run and kept equal to its bindings
//! by a sync after every later store to one of them.

use super::{Binding, Fx, Lowerer, Mode, Storage, captures};
use crate::diagnostics::Diagnostic;
use crate::ir::{Const, GlobalId, Inst, Intrinsic, Module, Operand, Rv, Ty};
use crate::modules::Resolution;
use oxc_ast::ast::*;
use oxc_semantic::Scoping;
use oxc_span::{GetSpan, Span};
use oxc_syntax::symbol::SymbolId;
use std::collections::HashMap;

/// One parsed, scope-resolved source file.
pub struct ParsedFile<'a, 's> {
    pub program: &'a Program<'a>,
    pub scoping: &'s Scoping,
    pub source: &'a str,
    pub name: &'a str,
}

/// What a module exports under one name.
#[derive(Clone, Debug)]
enum Export {
    /// A binding the file declares or imports.
    Local(SymbolId),
    /// `export default <expression>` (or an anonymous function or class).
    Default,
    /// `export { name } from "…"`.
    Indirect(usize, String),
    /// `export * as name from "…"`.
    Namespace(usize),
    /// A named export of a CommonJS module (an index of its `cjs_names`).
    Cjs(u32),
}

/// What an export name resolves to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    Binding(usize, SymbolId),
    Default(usize),
    Namespace(usize),
    /// A CommonJS module's named export (file, index of its `cjs_names`).
    Cjs(usize, u32),
}

enum Unresolved {
    Missing,
    Ambiguous,
    Circular,
}

#[derive(Default)]
struct Exports {
    named: HashMap<String, Export>,
    stars: Vec<usize>,
}

/// The program's files linked together.
#[derive(Default)]
pub(crate) struct Link {
    /// Per file: the file each relative specifier names.
    requests: Vec<HashMap<String, usize>>,
    exports: Vec<Exports>,
    /// Per file: the source modules it depends on without importing them
    /// (`node_modules::implicit_requests`), evaluated before its imports.
    implicit: Vec<Vec<usize>>,
    /// Per file: its import bindings, each the file and name imported
    /// (None: the namespace).
    imports: Vec<HashMap<SymbolId, (usize, Option<String>)>>,
    /// Evaluation order.
    pub order: Vec<usize>,
    /// Files whose code may run before their own module body does (a module
    /// evaluated earlier imports them, in a cycle): their constants are not
    /// folded and their TDZ checks stay.
    pub reentered: Vec<bool>,
    /// Per file: the global of each binding it declares and exports.
    pub globals: Vec<HashMap<SymbolId, GlobalId>>,
    /// Per file: the global of its `export default <expression>`.
    pub default_global: Vec<Option<GlobalId>>,
    /// Per file: its name (as given, or as its importer named it).
    pub paths: Vec<String>,
    /// The specifiers (by file) that name no file, already reported.
    missing: Vec<(usize, String)>,
    /// Per file: whether a module imports its namespace (`import * as`,
    /// `export * as`), so that it gets a namespace object once it has run.
    pub namespaced: Vec<bool>,
    /// Per file: the global holding its namespace object.
    pub ns_global: Vec<Option<GlobalId>>,
    /// For a global an export binds: the namespaces that show it (file,
    /// export name), which every later store to it updates.
    pub ns_shows: HashMap<GlobalId, Vec<(usize, String)>>,
    /// Per file: the project file each constant `import("…")` specifier
    /// names.
    dyn_requests: Vec<HashMap<String, usize>>,
    /// Per file: whether only `import()` reaches it (it is not in the
    /// evaluation order, and runs when first imported).
    pub lazy: Vec<bool>,
    /// Per lazy file: the lazy files it imports, evaluated before it.
    pub lazy_deps: Vec<Vec<usize>>,
    /// Per lazy file: the global of its module record (state, result, the
    /// function that runs its body).
    pub module_record: Vec<Option<GlobalId>>,
    /// Per file of the evaluation order: whether it has top-level `await`.
    pub tla: Vec<bool>,
    /// Per file: whether it is evaluated asynchronously
    /// (`host/async_modules.rs`): it has top-level `await` or imports such
    /// a module, directly or not. Only when a module other than the entry
    /// has top-level `await` (an entry's own is an async main body).
    pub async_graph: Vec<bool>,
    /// Per file of the async graph: the files of it that it imports (each
    /// once, in import order), which it waits for.
    pub async_deps: Vec<Vec<usize>>,
    /// Whether a file of the async graph is in an import cycle (refused).
    pub async_cycle: bool,
    /// Per file of the async graph: the global of its record.
    pub async_record: Vec<Option<GlobalId>>,
    /// Whether some `import()` has a specifier computed at run time: then
    /// every module is registered with the runtime by its path.
    pub computed_import: bool,
    /// Per file: the global of its `import.meta` object, when it uses one
    /// (`captures::Facts::import_meta_object`).
    pub import_meta: Vec<Option<GlobalId>>,
    /// Per file: whether node runs it as CommonJS (`crate::commonjs`).
    pub cjs: Vec<bool>,
    /// Per file: the project file each of its `require("…")` specifiers
    /// names.
    requires: Vec<HashMap<String, usize>>,
    /// Per CommonJS file: its named exports, as node's loader detects them.
    cjs_names: Vec<Vec<String>>,
    /// Per CommonJS file: the global of its record (`host/commonjs.rs`).
    pub cjs_record: Vec<Option<GlobalId>>,
    /// Per CommonJS file: the globals its `module` and `exports` names are.
    pub cjs_module: Vec<Option<GlobalId>>,
    pub cjs_exports: Vec<Option<GlobalId>>,
    /// Per CommonJS file: the global of each named export, set once its
    /// body has run (node's loader copies them then).
    pub cjs_globals: Vec<Vec<GlobalId>>,
    /// Per file: its constants holding `createRequire(import.meta.url)`,
    /// each with the call's span (`commonjs::created_requires`).
    pub created_require: Vec<HashMap<SymbolId, Span>>,
}

mod commonjs;

fn export_name(n: &ModuleExportName<'_>) -> String {
    n.name().to_string()
}

impl Link {
    /// What import binding `sym` of file `k` imports: the file, and the
    /// name (None: the namespace).
    pub(crate) fn import_of(&self, k: usize, sym: SymbolId) -> Option<(usize, Option<&str>)> {
        let (from, name) = self.imports.get(k)?.get(&sym)?;
        Some((*from, name.as_deref()))
    }

    /// Resolves every file's module requests and export tables, reporting
    /// what node's linking would refuse.
    pub(crate) fn build(files: &[ParsedFile<'_, '_>], diags: &mut Vec<Diagnostic>) -> Link {
        let mut l = Link {
            paths: files.iter().map(|f| f.name.to_string()).collect(),
            ..Link::default()
        };
        let resolver = crate::modules::Resolver::for_entry(files[0].name);
        let exists = |p: &std::path::Path| {
            files
                .iter()
                .any(|f| crate::modules::same_file(f.name, &p.to_string_lossy()))
        };
        l.cjs = files
            .iter()
            .map(|f| crate::commonjs::is_commonjs(f.name, f.program))
            .collect();
        l.link_requires(files, diags);
        for (k, f) in files.iter().enumerate() {
            let mut req = HashMap::new();
            for st in &f.program.body {
                let (source, type_only) = match st {
                    Statement::ImportDeclaration(i) => (&i.source, i.import_kind.is_type()),
                    Statement::ExportFromDeclaration(e) => (&e.source, e.export_kind.is_type()),
                    Statement::ExportAllDeclaration(e) => (&e.source, e.export_kind.is_type()),
                    _ => continue,
                };
                let spec = source.value.as_str();
                if type_only {
                    continue;
                }
                match resolver.resolve(f.name, spec, &exists) {
                    Resolution::File(name) => {
                        // Discovery made every file resolution finds a
                        // file of the program (a caller that did not is
                        // told at the import: `missing`).
                        match files
                            .iter()
                            .position(|g| crate::modules::same_file(g.name, &name))
                        {
                            Some(target) => {
                                req.insert(spec.to_string(), target);
                            }
                            None => {
                                let mut d = Diagnostic::error(
                                    format!("Cannot find module '{spec}' imported from {}", f.name),
                                    source.span,
                                );
                                d.file = k as u32;
                                diags.push(d);
                                l.missing.push((k, spec.to_string()));
                            }
                        }
                    }
                    Resolution::NotFound(tried) => {
                        let tried: Vec<String> =
                            tried.iter().map(|p| p.display().to_string()).collect();
                        let mut d = Diagnostic::error(
                            format!("Cannot find module '{spec}' imported from {}", f.name),
                            source.span,
                        )
                        .with_label(format!("no file {}", tried.join(" or ")));
                        if !resolver.config.bundler
                            && std::path::Path::new(spec).extension().is_none()
                        {
                            d = d.with_help(format!(
                                "node's ES modules need the file's extension: '{spec}.js' names {spec}.ts (or set `moduleResolution: bundler` in tsconfig.json)"
                            ));
                        }
                        d.file = k as u32;
                        diags.push(d);
                        l.missing.push((k, spec.to_string()));
                    }
                    Resolution::Elsewhere => {}
                }
            }
            l.requests.push(req);
            let mut dynamic = HashMap::new();
            for spec in crate::modules::dynamic_requests(f.program, f.name) {
                if let Resolution::File(name) = resolver.resolve(f.name, &spec, &exists)
                    && let Some(target) = files
                        .iter()
                        .position(|g| crate::modules::same_file(g.name, &name))
                {
                    dynamic.insert(spec, target);
                }
            }
            l.dyn_requests.push(dynamic);
            let specs: Vec<String> = f
                .program
                .body
                .iter()
                .filter_map(|st| match st {
                    Statement::ImportDeclaration(i) => Some(i.source.value.to_string()),
                    _ => None,
                })
                .collect();
            let implicit = crate::node_modules::implicit_requests(f.source, &specs)
                .into_iter()
                .filter_map(|name| files.iter().position(|g| g.name == name))
                .collect();
            l.implicit.push(implicit);
        }
        for (k, f) in files.iter().enumerate() {
            let (e, i) = l.tables(k, f);
            l.exports.push(e);
            l.imports.push(i);
        }
        l.namespaced = vec![false; files.len()];
        for (k, f) in files.iter().enumerate() {
            for st in &f.program.body {
                let source = match st {
                    Statement::ImportDeclaration(i)
                        if !i.import_kind.is_type()
                            && i.specifiers.iter().flatten().any(|s| {
                                matches!(s, ImportDeclarationSpecifier::ImportNamespaceSpecifier(_))
                            }) =>
                    {
                        &i.source
                    }
                    Statement::ExportAllDeclaration(e)
                        if !e.export_kind.is_type() && e.exported.is_some() =>
                    {
                        &e.source
                    }
                    _ => continue,
                };
                if let Some(&target) = l.requests[k].get(source.value.as_str()) {
                    l.namespaced[target] = true;
                }
            }
        }
        l.order = l.evaluation_order(files);
        l.eager_for_require(files);
        l.reentered = l.reentered_files(files);
        // A CommonJS module's functions may run before its body has ended
        // (a `require` cycle): its constants are not folded.
        for k in 0..files.len() {
            l.reentered[k] |= l.cjs[k];
        }
        l.lazy = (0..files.len())
            .map(|k| !l.order.contains(&k) && !l.cjs[k])
            .collect();
        l.lazy_deps = files
            .iter()
            .enumerate()
            .map(|(k, f)| {
                if !l.lazy[k] {
                    return Vec::new();
                }
                let mut deps = l.deps_in_order(k, f);
                deps.retain(|&d| l.lazy[d]);
                deps
            })
            .collect();
        for targets in &l.dyn_requests {
            for &t in targets.values() {
                l.namespaced[t] = true;
            }
        }
        // `require` of an ES module gives its namespace.
        for targets in &l.requires {
            for &t in targets.values() {
                l.namespaced[t] |= !l.cjs[t] && !crate::modules::is_json(&l.paths[t]);
            }
        }
        // `import()` of a computed specifier may name any module: every
        // one gets its namespace, and the runtime a registry of them.
        l.computed_import = files
            .iter()
            .any(|f| crate::modules::has_computed_import(f.program));
        if l.computed_import {
            l.namespaced.iter_mut().for_each(|n| *n = true);
        }
        l.find_async_graph(files);
        // A lazy module in a cycle of lazy imports may have its functions
        // called before its body runs, as a re-entered one of the order.
        for k in 0..files.len() {
            if l.lazy[k] && l.lazy_reaches(k, k) {
                l.reentered[k] = true;
            }
        }
        // Every name a file re-exports must resolve (node links them all).
        for (k, f) in files.iter().enumerate() {
            for st in &f.program.body {
                if let Statement::ExportFromDeclaration(e) = st
                    && !e.export_kind.is_type()
                    && let Some(&from) = l.requests[k].get(e.source.value.as_str())
                {
                    for s in &e.specifiers {
                        if s.export_kind.is_type() {
                            continue;
                        }
                        let name = export_name(&s.local);
                        if let Err(UnresolvedError(u)) = l.resolve(from, &name) {
                            let mut d =
                                l.unresolved(u, from, &e.source.value, &name, s.local.span());
                            d.file = k as u32;
                            diags.push(d);
                        }
                    }
                }
            }
        }
        l
    }

    /// A file's exports and imports.
    fn tables(
        &self,
        k: usize,
        f: &ParsedFile<'_, '_>,
    ) -> (Exports, HashMap<SymbolId, (usize, Option<String>)>) {
        if self.cjs[k] {
            return (self.cjs_exports_table(k), HashMap::new());
        }
        let req = &self.requests[k];
        let mut ex = Exports::default();
        let mut im = HashMap::new();
        let root = |name: &str| f.scoping.get_root_binding(name.into());
        for st in &f.program.body {
            match st {
                Statement::ImportDeclaration(i) if !i.import_kind.is_type() => {
                    let Some(&from) = req.get(i.source.value.as_str()) else {
                        continue;
                    };
                    for s in i.specifiers.iter().flatten() {
                        let Some(sym) = s.local().symbol_id.get() else {
                            continue;
                        };
                        let name = match s {
                            ImportDeclarationSpecifier::ImportSpecifier(s) => {
                                if s.import_kind.is_type() {
                                    continue;
                                }
                                Some(export_name(&s.imported))
                            }
                            ImportDeclarationSpecifier::ImportDefaultSpecifier(_) => {
                                Some("default".to_string())
                            }
                            ImportDeclarationSpecifier::ImportNamespaceSpecifier(_) => None,
                        };
                        im.insert(sym, (from, name));
                    }
                }
                Statement::ExportDeclaration(e) => {
                    for id in declared_ids(&e.declaration) {
                        if let Some(sym) = id.symbol_id.get() {
                            ex.named.insert(id.name.to_string(), Export::Local(sym));
                        }
                    }
                }
                Statement::ExportNamedDeclaration(e) if !e.export_kind.is_type() => {
                    for s in &e.specifiers {
                        if s.export_kind.is_type() {
                            continue;
                        }
                        let local = export_name(&s.local);
                        let sym = match &s.local {
                            ModuleExportName::IdentifierReference(r) => r
                                .reference_id
                                .get()
                                .and_then(|r| f.scoping.get_reference(r).symbol_id()),
                            _ => None,
                        }
                        .or_else(|| root(&local));
                        if let Some(sym) = sym {
                            ex.named
                                .insert(export_name(&s.exported), Export::Local(sym));
                        }
                    }
                }
                Statement::ExportFromDeclaration(e) if !e.export_kind.is_type() => {
                    let Some(&from) = req.get(e.source.value.as_str()) else {
                        continue;
                    };
                    for s in &e.specifiers {
                        if s.export_kind.is_type() {
                            continue;
                        }
                        ex.named.insert(
                            export_name(&s.exported),
                            Export::Indirect(from, export_name(&s.local)),
                        );
                    }
                }
                Statement::ExportAllDeclaration(e) if !e.export_kind.is_type() => {
                    let Some(&from) = req.get(e.source.value.as_str()) else {
                        continue;
                    };
                    match &e.exported {
                        Some(n) => {
                            ex.named.insert(export_name(n), Export::Namespace(from));
                        }
                        None => ex.stars.push(from),
                    }
                }
                Statement::ExportDefaultDeclaration(e) => {
                    let named = match &e.declaration {
                        ExportDefaultDeclarationKind::FunctionDeclaration(f) => f.id.as_ref(),
                        ExportDefaultDeclarationKind::ClassDeclaration(c) => c.id.as_ref(),
                        ExportDefaultDeclarationKind::TSInterfaceDeclaration(_) => continue,
                        _ => None,
                    };
                    let export = match named.and_then(|id| id.symbol_id.get()) {
                        Some(sym) => Export::Local(sym),
                        None => Export::Default,
                    };
                    ex.named.insert("default".to_string(), export);
                }
                _ => {}
            }
        }
        (ex, im)
    }

    /// node's evaluation order: each file after the files it imports (in
    /// the order of its imports), the entry last; a file already on the
    /// way (a cycle) is not waited for.
    fn evaluation_order(&self, files: &[ParsedFile<'_, '_>]) -> Vec<usize> {
        let mut order = Vec::new();
        let mut seen = vec![false; files.len()];
        // Iterative post-order: (file, next request index).
        let deps: Vec<Vec<usize>> = files
            .iter()
            .enumerate()
            .map(|(k, f)| self.deps_in_order(k, f))
            .collect();
        let mut stack = vec![(0usize, 0usize)];
        seen[0] = true;
        while let Some(&mut (f, ref mut next)) = stack.last_mut() {
            if let Some(&d) = deps[f].get(*next) {
                *next += 1;
                if !seen[d] {
                    seen[d] = true;
                    stack.push((d, 0));
                }
            } else {
                order.push(f);
                stack.pop();
            }
        }
        order
    }

    /// The files evaluated asynchronously ([`Self::async_graph`]).
    fn find_async_graph(&mut self, files: &[ParsedFile<'_, '_>]) {
        let n = files.len();
        self.tla = (0..n)
            .map(|k| !self.lazy[k] && super::coroutine::has_top_level_await(files[k].program))
            .collect();
        self.async_graph = vec![false; n];
        self.async_deps = vec![Vec::new(); n];
        if !(1..n).any(|k| self.tla[k]) {
            return;
        }
        let deps: Vec<Vec<usize>> = (0..n).map(|k| self.deps_in_order(k, &files[k])).collect();
        // Each file after the files it imports (a cycle is refused).
        for &k in &self.order {
            self.async_graph[k] = self.tla[k] || deps[k].iter().any(|&d| self.async_graph[d]);
        }
        for &k in &self.order {
            if !self.async_graph[k] {
                continue;
            }
            let mut waits = Vec::new();
            for &d in &deps[k] {
                if self.async_graph[d] && !waits.contains(&d) {
                    waits.push(d);
                }
            }
            self.async_deps[k] = waits;
            self.async_cycle |= self.statically_reaches(k, k);
        }
    }

    /// Whether file `from` imports file `to` (statically), directly or not.
    pub(crate) fn statically_reaches(&self, from: usize, to: usize) -> bool {
        let mut seen = vec![false; self.requests.len()];
        let mut work: Vec<usize> = self.requests[from].values().copied().collect();
        while let Some(x) = work.pop() {
            if x == to {
                return true;
            }
            if !std::mem::replace(&mut seen[x], true) {
                work.extend(self.requests[x].values().copied());
            }
        }
        false
    }

    fn deps_in_order(&self, k: usize, f: &ParsedFile<'_, '_>) -> Vec<usize> {
        let mut out = self.implicit[k].clone();
        for st in &f.program.body {
            let s = match st {
                Statement::ImportDeclaration(i) if !i.import_kind.is_type() => &i.source,
                Statement::ExportFromDeclaration(e) if !e.export_kind.is_type() => &e.source,
                Statement::ExportAllDeclaration(e) if !e.export_kind.is_type() => &e.source,
                _ => continue,
            };
            if let Some(&d) = self.requests[k].get(s.value.as_str()) {
                out.push(d);
            }
        }
        out
    }

    /// Files some module evaluated before them reaches through its imports.
    fn reentered_files(&self, files: &[ParsedFile<'_, '_>]) -> Vec<bool> {
        let n = files.len();
        let mut out = vec![false; n];
        let mut pos = vec![0; n];
        for (i, &f) in self.order.iter().enumerate() {
            pos[f] = i;
        }
        for (i, &early) in self.order.iter().enumerate() {
            // Everything `early` reaches that runs after it.
            let mut seen = vec![false; n];
            let mut work: Vec<usize> = self.requests[early].values().copied().collect();
            while let Some(f) = work.pop() {
                if std::mem::replace(&mut seen[f], true) {
                    continue;
                }
                if pos[f] > i {
                    out[f] = true;
                }
                work.extend(self.requests[f].values().copied());
            }
        }
        out
    }

    /// GetExportedNames: every name file `f` exports, those of its `export
    /// *` modules included (not their `default`), each once.
    pub(crate) fn exported_names(&self, f: usize) -> Vec<String> {
        let mut out = Vec::new();
        self.exported_names_in(f, &mut Vec::new(), &mut out);
        out
    }

    fn exported_names_in(&self, f: usize, visited: &mut Vec<usize>, out: &mut Vec<String>) {
        if visited.contains(&f) {
            return;
        }
        visited.push(f);
        for n in self.exports[f].named.keys() {
            if !out.contains(n) {
                out.push(n.clone());
            }
        }
        for &s in &self.exports[f].stars {
            let mut starred = Vec::new();
            self.exported_names_in(s, visited, &mut starred);
            for n in starred {
                if n != "default" && !out.contains(&n) {
                    out.push(n);
                }
            }
        }
    }

    /// The names a namespace object of file `f` shows (those that resolve;
    /// an ambiguous `export *` name is left out) and what each is.
    pub(crate) fn namespace_entries(&self, f: usize) -> Vec<(String, Target)> {
        let mut out: Vec<(String, Target)> = self
            .exported_names(f)
            .into_iter()
            .filter_map(|n| self.resolve(f, &n).ok().map(|t| (n, t)))
            .collect();
        // In code-unit order, as the object lists them.
        out.sort_by(|a, b| a.0.encode_utf16().cmp(b.0.encode_utf16()));
        out
    }

    /// ResolveExport: what `name` of file `f` is.
    pub(crate) fn resolve(&self, f: usize, name: &str) -> Result<Target, UnresolvedError> {
        self.resolve_in(f, name, &mut Vec::new())
            .map_err(UnresolvedError)
    }

    fn resolve_in(
        &self,
        f: usize,
        name: &str,
        visited: &mut Vec<(usize, String)>,
    ) -> Result<Target, Unresolved> {
        if visited.iter().any(|(g, n)| *g == f && n == name) {
            return Err(Unresolved::Circular);
        }
        visited.push((f, name.to_string()));
        if let Some(e) = self.exports[f].named.get(name) {
            return match e {
                Export::Local(sym) => match self.imports[f].get(sym) {
                    Some((from, Some(n))) => self.resolve_in(*from, n, visited),
                    Some((from, None)) => Ok(Target::Namespace(*from)),
                    None => Ok(Target::Binding(f, *sym)),
                },
                Export::Default => Ok(Target::Default(f)),
                Export::Indirect(from, n) => self.resolve_in(*from, n, visited),
                Export::Namespace(from) => Ok(Target::Namespace(*from)),
                Export::Cjs(i) => Ok(Target::Cjs(f, *i)),
            };
        }
        if name == "default" {
            return Err(Unresolved::Missing);
        }
        let mut found: Option<Target> = None;
        for &s in &self.exports[f].stars {
            match self.resolve_in(s, name, visited) {
                Ok(t) => match found {
                    Some(prev) if prev != t => return Err(Unresolved::Ambiguous),
                    _ => found = Some(t),
                },
                Err(Unresolved::Ambiguous) => return Err(Unresolved::Ambiguous),
                Err(_) => {}
            }
        }
        found.ok_or(Unresolved::Missing)
    }

    /// node's link error for a name that does not resolve.
    fn unresolved(
        &self,
        u: Unresolved,
        from: usize,
        spec: &str,
        name: &str,
        span: Span,
    ) -> Diagnostic {
        let message = match u {
            Unresolved::Missing if self.cjs[from] => {
                return Diagnostic::error(commonjs::missing_export(spec, name), span).with_help(
                    format!("import pkg from '{spec}'; const {{ {name} }} = pkg;"),
                );
            }
            Unresolved::Missing
                if crate::node_modules::source_module("", spec)
                    .is_some_and(|m| m.node_only.contains(&name)) =>
            {
                return Diagnostic::unsupported(
                    format!("`{name}` of node's module '{spec}'"),
                    span,
                );
            }
            Unresolved::Missing => {
                format!("The requested module '{spec}' does not provide an export named '{name}'")
            }
            Unresolved::Ambiguous => format!(
                "The requested module '{spec}' contains conflicting star exports for name '{name}'"
            ),
            Unresolved::Circular => {
                format!("Detected cycle while resolving name '{name}' in '{spec}'")
            }
        };
        Diagnostic::error(message, span)
    }

    /// Gives every binding a file exports (and every `export default
    /// <expression>`) its global, before any file is lowered.
    pub(crate) fn allocate(&mut self, m: &mut Module, files: &[ParsedFile<'_, '_>]) {
        for (k, f) in files.iter().enumerate() {
            let mut g = HashMap::new();
            let mut names: Vec<(&String, &Export)> = self.exports[k].named.iter().collect();
            names.sort_by(|a, b| a.0.cmp(b.0));
            let mut default = None;
            for (_, e) in names {
                match e {
                    Export::Local(sym) if !self.imports[k].contains_key(sym) => {
                        g.entry(*sym)
                            .or_insert_with(|| m.add_global(f.scoping.symbol_name(*sym), Ty::NONE));
                    }
                    Export::Default => default = Some(m.add_global("default", Ty::NONE)),
                    _ => {}
                }
            }
            self.globals.push(g);
            self.default_global.push(default);
        }
        self.allocate_commonjs(m);
        for k in 0..files.len() {
            // A lazy module's record, or that of a CommonJS module only
            // `import()` reaches.
            let imported_cjs = self.cjs[k] && self.namespaced[k] && !self.order.contains(&k);
            let record = (self.lazy[k] || imported_cjs).then(|| m.add_global("%module", Ty::NONE));
            self.module_record.push(record);
            let record = self.async_graph[k].then(|| m.add_global("%module", Ty::NONE));
            self.async_record.push(record);
            let gid = self.namespaced[k].then(|| m.add_global("%namespace", Ty::NONE));
            self.ns_global.push(gid);
            if gid.is_none() {
                continue;
            }
            for (name, t) in self.namespace_entries(k) {
                let shown = match t {
                    Target::Binding(f, sym) => self.globals[f].get(&sym).copied(),
                    Target::Default(f) => self.default_global[f],
                    Target::Namespace(_) => None,
                    Target::Cjs(f, i) => self.cjs_globals[f].get(i as usize).copied(),
                };
                if let Some(shown) = shown {
                    self.ns_shows.entry(shown).or_default().push((k, name));
                }
            }
        }
    }

    /// The bindings of file `k` that must be globals and function objects.
    pub(crate) fn exported_symbols(&self, k: usize) -> impl Iterator<Item = SymbolId> + '_ {
        self.globals[k].keys().copied()
    }

    pub(crate) fn request(&self, k: usize, spec: &str) -> Option<usize> {
        self.requests.get(k)?.get(spec).copied()
    }

    /// Whether lazy file `f` has run whenever lazy file `k`'s code runs:
    /// `k` imports it (directly or not) and it does not reach `k` back.
    pub(crate) fn lazily_before(&self, f: usize, k: usize) -> bool {
        f != k && self.lazy_reaches(k, f) && !self.lazy_reaches(f, k)
    }

    /// Whether lazy file `from` imports lazy file `to`, directly or not.
    fn lazy_reaches(&self, from: usize, to: usize) -> bool {
        let mut seen = vec![false; self.lazy.len()];
        let mut work = vec![from];
        while let Some(x) = work.pop() {
            if std::mem::replace(&mut seen[x], true) {
                continue;
            }
            for &d in &self.lazy_deps[x] {
                if d == to {
                    return true;
                }
                work.push(d);
            }
        }
        false
    }

    /// The project file file `k`'s `import(spec)` names.
    pub(crate) fn dynamic_request(&self, k: usize, spec: &str) -> Option<usize> {
        self.dyn_requests.get(k)?.get(spec).copied()
    }

    /// Whether file `k`'s `spec` names a project file that is not there.
    pub(crate) fn is_missing(&self, k: usize, spec: &str) -> bool {
        self.missing.iter().any(|(f, s)| *f == k && s == spec)
    }
}

/// Why an export name did not resolve.
pub(crate) struct UnresolvedError(Unresolved);

/// The identifiers a declaration binds.
fn declared_ids<'b, 'a>(d: &'b Declaration<'a>) -> Vec<&'b BindingIdentifier<'a>> {
    let mut out = Vec::new();
    match d {
        Declaration::VariableDeclaration(v) if !v.declare => {
            for decl in &v.declarations {
                super::collect_pattern_ids(&decl.id, &mut out);
            }
        }
        Declaration::FunctionDeclaration(f) if !f.declare && f.body.is_some() => {
            out.extend(f.id.as_ref())
        }
        Declaration::ClassDeclaration(c) if !c.declare => out.extend(c.id.as_ref()),
        Declaration::TSEnumDeclaration(e) if !e.declare => out.push(&e.id),
        _ => {}
    }
    out
}

/// Whether `import()`'s options are `{ with: { type: "json" } }`.
pub(super) fn json_attributes(o: &Expression<'_>) -> bool {
    let Expression::ObjectExpression(o) = o else {
        return false;
    };
    let [ObjectPropertyKind::ObjectProperty(with)] = o.properties.as_slice() else {
        return false;
    };
    let Expression::ObjectExpression(attrs) = &with.value else {
        return false;
    };
    with.key.static_name().is_some_and(|k| k == "with")
        && !with.computed
        && matches!(attrs.properties.as_slice(), [ObjectPropertyKind::ObjectProperty(t)]
            if !t.computed
                && t.key.static_name().is_some_and(|k| k == "type")
                && matches!(&t.value, Expression::StringLiteral(v) if v.value == "json"))
}

/// `file://` and the path, percent-encoded as node's `pathToFileURL` does
/// (`%`, `\\`, controls, the URL path's reserved characters, non-ASCII
/// bytes).
fn file_url(path: &str) -> String {
    let mut out = String::from("file://");
    for &b in path.as_bytes() {
        let escape = !(0x20..0x7f).contains(&b)
            || matches!(
                b,
                b' ' | b'"' | b'#' | b'%' | b'<' | b'>' | b'?' | b'`' | b'{' | b'}' | b'\\'
            );
        if escape {
            out.push_str(&format!("%{b:02X}"));
        } else {
            out.push(b as char);
        }
    }
    out
}

/// How a symbol was declared, from its flags.
pub(crate) fn mode_of(scoping: &Scoping, sym: SymbolId) -> Mode {
    use oxc_syntax::symbol::SymbolFlags as F;
    let f = scoping.symbol_flags(sym);
    if f.contains(F::ConstVariable) {
        Mode::Const
    } else if f.contains(F::Class) {
        Mode::Class
    } else if f.contains(F::BlockScopedVariable) {
        Mode::Let
    } else if f.contains(F::Function) {
        Mode::Function
    } else {
        Mode::Var
    }
}

impl<'a> Lowerer<'a, '_> {
    /// The bindings of a value `import` of a project file.
    pub(crate) fn declare_file_import(&mut self, i: &'a ImportDeclaration<'a>, from: usize) {
        let spec = i.source.value.as_str();
        self.check_attributes(i, spec, from);
        for s in i.specifiers.iter().flatten() {
            let Some(sym) = s.local().symbol_id.get() else {
                continue;
            };
            let (name, span) = match s {
                ImportDeclarationSpecifier::ImportSpecifier(s) => {
                    if s.import_kind.is_type() {
                        continue;
                    }
                    (export_name(&s.imported), s.imported.span())
                }
                ImportDeclarationSpecifier::ImportDefaultSpecifier(s) => {
                    ("default".to_string(), s.local.span)
                }
                ImportDeclarationSpecifier::ImportNamespaceSpecifier(_) => {
                    self.namespaces.insert(sym, from);
                    continue;
                }
            };
            let target = match self.link.resolve(from, &name) {
                Ok(t) => t,
                Err(UnresolvedError(u)) => {
                    // A binding only types name is erased, as TypeScript
                    // erases it; a value the module lacks is node's error
                    // (in JavaScript, every name it lacks).
                    if self.value_referenced(sym)
                        || crate::modules::is_javascript(&self.link.paths[self.cur_file])
                    {
                        let d = self.link.unresolved(u, from, spec, &name, span);
                        self.error(d);
                    }
                    let b = self.undefined_binding();
                    self.bindings.insert(sym, b);
                    continue;
                }
            };
            match target {
                Target::Namespace(f) => {
                    self.namespaces.insert(sym, f);
                }
                t => {
                    if let Some(b) = self.target_binding(t) {
                        self.bindings.insert(sym, b);
                    }
                    self.import_constant(sym, t);
                }
            }
        }
    }

    /// An import of a constant the exporter folds (`export const N =
    /// 100`) is that constant, and one of a binding it initialises before
    /// any code can read it needs no TDZ check, when nothing can run the
    /// importer's code before the exporter's body: the exporter runs first
    /// and neither is reached by a module evaluated before it (a cycle).
    fn import_constant(&mut self, sym: SymbolId, t: Target) {
        let Target::Binding(f, exported) = t else {
            return;
        };
        let pos = |k: usize| self.link.order.iter().position(|&o| o == k);
        if f == self.cur_file
            || self.link.reentered[f]
            || self.link.reentered[self.cur_file]
            || pos(f) >= pos(self.cur_file)
        {
            return;
        }
        let Some(st) = self.files[f].as_ref() else {
            return;
        };
        if let Some(&c) = st.consts.get(&exported) {
            self.consts.insert(sym, c);
        }
        if st.early_init.contains(&exported) {
            self.early_init.insert(sym);
        }
    }

    /// node's rule for import attributes: a JSON module needs `with { type:
    /// "json" }`, and only a JSON module may have it.
    fn check_attributes(&mut self, i: &'a ImportDeclaration<'a>, spec: &str, from: usize) {
        if i.phase.is_some() {
            self.unsupported("import phases", i.span);
        }
        let mut json = false;
        for a in i.with_clause.iter().flat_map(|w| &w.with_entries) {
            let key = match &a.key {
                ImportAttributeKey::Identifier(id) => id.name.as_str(),
                ImportAttributeKey::StringLiteral(s) => s.value.as_str(),
            };
            if key == "type" && a.value.value == "json" {
                json = true;
            } else {
                self.error(Diagnostic::error(
                    format!(
                        "Import attribute \"{key}\" with value \"{}\" is not supported",
                        a.value.value
                    ),
                    a.span,
                ));
            }
        }
        let is_json = crate::modules::is_json(&self.link.paths[from]);
        if is_json && !json {
            self.error(
                Diagnostic::error(
                    format!("Module \"{spec}\" needs an import attribute of \"type: json\""),
                    i.source.span,
                )
                .with_help(format!(
                    "import … from \"{spec}\" with {{ type: \"json\" }}"
                )),
            );
        } else if json && !is_json {
            self.error(Diagnostic::error(
                format!("Module \"{spec}\" is not of type \"json\""),
                i.source.span,
            ));
        }
    }

    /// A binding that holds undefined, for an import already reported.
    fn undefined_binding(&mut self) -> Binding {
        let gid = self.m.add_global("%unresolved", Ty::NONE);
        Binding {
            storage: Storage::Global(gid),
            mode: Mode::FunctionName,
            known_fn: None,
        }
    }

    /// The binding an importer sees for an export's target: the exporter's
    /// global, immutable, with a TDZ check where the exporter's binding has
    /// one, and the exporter's known function for direct calls.
    fn target_binding(&self, t: Target) -> Option<Binding> {
        match t {
            Target::Binding(f, sym) => {
                let gid = *self.link.globals[f].get(&sym)?;
                let (scoping, known) = if f == self.cur_file {
                    (
                        self.scoping,
                        self.bindings.get(&sym).and_then(|b| b.known_fn),
                    )
                } else {
                    let st = self.files[f].as_ref()?;
                    (st.scoping, st.bindings.get(&sym).and_then(|b| b.known_fn))
                };
                let mode = if mode_of(scoping, sym).has_tdz() {
                    Mode::Const
                } else {
                    Mode::FunctionName
                };
                Some(Binding {
                    storage: Storage::Global(gid),
                    mode,
                    known_fn: known,
                })
            }
            Target::Default(f) => Some(Binding {
                storage: Storage::Global(self.link.default_global[f]?),
                mode: Mode::Const,
                known_fn: None,
            }),
            // Set before any importer runs (a CommonJS module imports
            // nothing), and never again.
            Target::Cjs(f, i) => Some(Binding {
                storage: Storage::Global(*self.link.cjs_globals[f].get(i as usize)?),
                mode: Mode::FunctionName,
                known_fn: None,
            }),
            Target::Namespace(_) => None,
        }
    }

    /// `ns.name` of a namespace import: the export's binding, read live;
    /// None when `object` is not a namespace import.
    pub(crate) fn namespace_member(
        &mut self,
        fx: &mut Fx,
        object: &Expression<'a>,
        name: &str,
        span: Span,
    ) -> Option<Operand> {
        let Expression::Identifier(id) = super::expr::strip(object) else {
            return None;
        };
        let sym = self.symbol_of(id)?;
        let from = *self.namespaces.get(&sym)?;
        Some(match self.link.resolve(from, name) {
            Ok(Target::Namespace(g)) => self.namespace_of_file(fx, g, span),
            Ok(t) => match self.target_binding(t) {
                Some(b) => self.read_storage(fx, b, name, span, true),
                None => Operand::UNDEF,
            },
            // A name the module does not export reads undefined.
            Err(_) => Operand::UNDEF,
        })
    }

    /// `import.meta.url`, `.filename`, `.dirname`: the file's absolute path
    /// when it was compiled (as `process.argv[1]` is the entry's), the URL
    /// as node's `pathToFileURL` encodes it. None for another name.
    pub(crate) fn import_meta(&mut self, name: &str, span: Span) -> Option<Operand> {
        if self.link.import_meta[self.cur_file].is_some() {
            return None;
        }
        let file = std::path::absolute(&self.link.paths[self.cur_file]).ok()?;
        let text = match name {
            "url" => file_url(&file.to_string_lossy()),
            "filename" => file.to_string_lossy().into_owned(),
            "dirname" => file
                .parent()
                .map_or(String::new(), |d| d.to_string_lossy().into_owned()),
            _ => {
                self.unsupported(&format!("`import.meta.{name}`"), span);
                return Some(Operand::UNDEF);
            }
        };
        Some(self.str_const(&text))
    }

    /// `import.meta` as an object: the module's own (null prototype,
    /// `dirname`, `filename`, `resolve`, `url`, extensible), made before
    /// any module runs.
    pub(crate) fn import_meta_object(&mut self, fx: &mut Fx, span: Span) -> Operand {
        match self.link.import_meta[self.cur_file] {
            Some(gid) => fx.assign_temp(Rv::Global(gid)),
            None => {
                self.unsupported("`import.meta`", span);
                Operand::UNDEF
            }
        }
    }

    /// Makes the current file's `import.meta` object, if it uses one.
    fn make_import_meta(&mut self, fx: &mut Fx) {
        let Some(gid) = self.link.import_meta[self.cur_file] else {
            return;
        };
        let Ok(file) = std::path::absolute(&self.link.paths[self.cur_file]) else {
            return;
        };
        let dir = file
            .parent()
            .map_or(String::new(), |d| d.to_string_lossy().into_owned());
        let args = vec![
            self.str_const(&file_url(&file.to_string_lossy())),
            self.str_const(&file.to_string_lossy()),
            self.str_const(&dir),
        ];
        let v = fx.assign_temp(Rv::Intrinsic(Intrinsic::ImportMeta, args));
        fx.emit(Inst::SetGlobal(gid, v));
    }

    /// A namespace import used other than as `ns.name`: its namespace
    /// object. None when `sym` is no namespace import.
    pub(crate) fn namespace_value(
        &mut self,
        fx: &mut Fx,
        sym: SymbolId,
        span: Span,
    ) -> Option<Operand> {
        let from = *self.namespaces.get(&sym)?;
        Some(self.namespace_of_file(fx, from, span))
    }

    /// The namespace object of file `f`, made when its body has run. The
    /// current file's code runs after that when its body runs later and
    /// no module evaluated before it reaches it (a cycle); otherwise the
    /// object may not exist yet, and kiln refuses what it cannot yet make
    /// correctly.
    pub(super) fn namespace_of_file(&mut self, fx: &mut Fx, f: usize, span: Span) -> Operand {
        if let Some(ns) = self.namespace_if_made(fx, f) {
            return ns;
        }
        let why = if self.link.async_graph[f] {
            "the namespace object of a module with top-level `await` (or waiting for one) where it may not have run yet (kiln reads `ns.name` and calls `ns.f(…)` there)"
        } else {
            "a module namespace object as a value in an import cycle (kiln reads `ns.name` and calls `ns.f(…)` there)"
        };
        self.unsupported(why, span);
        Operand::UNDEF
    }

    /// The namespace object of file `f` if it has been made whenever the
    /// current file's code runs.
    fn namespace_if_made(&mut self, fx: &mut Fx, f: usize) -> Option<Operand> {
        let pos = |k: usize| self.link.order.iter().position(|&o| o == k);
        let ready = if self.link.async_graph[f] {
            // A module evaluated asynchronously has run for the modules
            // that wait for it, and only for them.
            self.link.async_graph[self.cur_file] && self.link.statically_reaches(self.cur_file, f)
        } else if self.link.lazy[self.cur_file] {
            // Every module of the evaluation order has run before any
            // lazy one; a lazy one, if the current one imports it and it
            // does not import the current one back.
            !self.link.lazy[f] || self.link.lazily_before(f, self.cur_file)
        } else {
            !self.link.reentered[self.cur_file] && pos(f).is_some() && pos(f) < pos(self.cur_file)
        };
        match self.link.ns_global[f] {
            Some(gid) if ready => Some(fx.assign_temp(Rv::Global(gid))),
            _ => None,
        }
    }

    /// `this` of a call `ns.f(…)`: the namespace object where it has been
    /// made; otherwise undefined (an import cycle: `this` differs from
    /// node's there, which the README says).
    pub(crate) fn namespace_this(&mut self, fx: &mut Fx, object: &Expression<'a>) -> Operand {
        let Expression::Identifier(id) = super::expr::strip(object) else {
            return Operand::UNDEF;
        };
        let Some(from) = self
            .symbol_of(id)
            .and_then(|s| self.namespaces.get(&s).copied())
        else {
            return Operand::UNDEF;
        };
        self.namespace_if_made(fx, from).unwrap_or(Operand::UNDEF)
    }

    /// Makes file `k`'s namespace object, once its body has run (every
    /// binding it shows is initialised then).
    pub(super) fn make_namespace(&mut self, fx: &mut Fx, k: usize, ns: GlobalId) {
        let mut names = Vec::new();
        let mut values = Vec::new();
        for (name, t) in self.link.namespace_entries(k) {
            let v = match t {
                Target::Namespace(g) => match self.link.ns_global[g] {
                    Some(gid) => fx.assign_temp(Rv::Global(gid)),
                    None => Operand::UNDEF,
                },
                t => match self.target_binding(t) {
                    Some(b) => self.read_storage(fx, b, &name, Span::new(0, 0), true),
                    None => Operand::UNDEF,
                },
            };
            names.push(self.str_const(&name));
            values.push(v);
        }
        let n = names.len() as u32;
        names.extend(values);
        let v = fx.assign_temp(Rv::Intrinsic(Intrinsic::NamespaceNew(n), names));
        fx.emit(Inst::SetGlobal(ns, v));
        self.register_module(fx, k, v);
    }

    /// Registers module `k` (its namespace, record, or null while it has
    /// not run) for `import()` of computed specifiers, if the program has
    /// one.
    pub(super) fn register_module(&mut self, fx: &mut Fx, k: usize, target: Operand) {
        if !self.link.computed_import {
            return;
        }
        let name = &self.link.paths[k];
        let path = if name.starts_with("node:") || name.starts_with("kiln:") {
            name.clone()
        } else {
            std::path::absolute(name).map_or(name.clone(), |p| p.to_string_lossy().into_owned())
        };
        let path = self.str_const(&path);
        fx.emit(Inst::Eval(Rv::Intrinsic(
            Intrinsic::ModuleRegister,
            vec![path, target],
        )));
    }

    /// Registers every module for `import()` of computed specifiers
    /// before any runs: node's modules kiln's runtime has by their ids,
    /// the program's as not run yet (lazy ones as their records, when
    /// those are made).
    fn register_modules(&mut self, fx: &mut Fx) {
        if !self.link.computed_import {
            return;
        }
        for m in crate::node_modules::MODULES {
            if m.name.starts_with("kiln:") {
                continue;
            }
            let name = self.str_const(&format!("node:{}", m.name));
            let id = Operand::Const(Const::Num(f64::from(m.id)));
            fx.emit(Inst::Eval(Rv::Intrinsic(
                Intrinsic::ModuleRegister,
                vec![name, id],
            )));
        }
        for k in 0..self.link.paths.len() {
            if !self.link.lazy[k] {
                self.register_module(fx, k, Operand::Const(Const::Null));
            }
        }
    }

    /// After a store of `value` to global `gid`: the namespaces showing it
    /// get it too (live bindings).
    pub(crate) fn sync_namespaces(&mut self, fx: &mut Fx, gid: GlobalId, value: Operand) {
        let Some(shown) = self.link.ns_shows.get(&gid).cloned() else {
            return;
        };
        for (file, name) in shown {
            let Some(ns_gid) = self.link.ns_global[file] else {
                continue;
            };
            let ns = fx.assign_temp(Rv::Global(ns_gid));
            let key = self.str_const(&name);
            fx.emit(Inst::Eval(Rv::Intrinsic(
                Intrinsic::NamespaceSync,
                vec![ns, key, value],
            )));
        }
    }

    /// Lowers every file's module body into `fx`, the program's module
    /// function: every file's declarations first, then each body in
    /// evaluation order.
    /// Returns the entry's promise when modules are evaluated
    /// asynchronously (a module other than the entry has top-level
    /// `await`).
    pub(crate) fn lower_module_bodies(
        &mut self,
        fx: &mut Fx,
        files: &[ParsedFile<'a, '_>],
    ) -> Option<Operand> {
        let order = self.link.order.clone();
        // Lazy modules and CommonJS modules only `require` reaches: their
        // bodies are functions of their own.
        let lazy: Vec<usize> = (0..files.len()).filter(|&k| self.link.lazy[k]).collect();
        let required: Vec<usize> = (0..files.len())
            .filter(|&k| self.link.cjs[k] && !order.contains(&k))
            .collect();
        // A namespace global is undefined until its object is made.
        for gid in self.link.ns_global.clone().into_iter().flatten() {
            fx.emit(Inst::SetGlobal(gid, Operand::UNDEF));
        }
        self.register_modules(fx);
        // A lazy module's declarations are made with everyone's (its
        // bindings are globals: its body runs in a function of its own).
        for &k in order.iter().chain(&lazy).chain(&required) {
            self.switch_file(k);
            let program = files[k].program;
            if let Some(scope) = program.scope_id.get() {
                self.enter_scope(fx, scope, true);
            }
            if !self.link.reentered[k] {
                self.fold_consts(&program.body);
            }
            self.hoist_vars(fx, &program.body);
            self.declare_lexical(fx, &program.body);
            self.declare_default(fx, &program.body);
            self.make_import_meta(fx);
        }
        for &k in &lazy {
            self.switch_file(k);
            let fid = self.queue_function(fx, super::FnAst::ModuleBody(files[k].program, k));
            self.m.funcs[fid.index()].name = format!("module {}", self.link.paths[k]);
            let body = self.make_closure(fx, fid);
            let rec = fx.assign_temp(Rv::Intrinsic(Intrinsic::ModuleRecord, vec![body]));
            if let Some(gid) = self.link.module_record[k] {
                fx.emit(Inst::SetGlobal(gid, rec));
            }
            self.register_module(fx, k, rec);
        }
        self.cjs_records(fx, files);
        for &k in &required {
            self.cjs_import_record(fx, k);
        }
        let records = self.async_records(fx, files);
        for &k in &order {
            self.switch_file(k);
            if self.link.cjs[k] {
                self.cjs_evaluate(fx, k);
                continue;
            }
            match records[k] {
                None => {
                    self.lower_stmts(fx, &files[k].program.body);
                    if let Some(ns) = self.link.ns_global[k] {
                        self.make_namespace(fx, k, ns);
                    }
                }
                // ExecuteAsyncModule of a module that waits for nothing;
                // the others run when what they wait for has.
                Some(rec) if self.link.tla[k] && self.link.async_deps[k].is_empty() => {
                    fx.emit(Inst::Eval(Rv::Intrinsic(
                        Intrinsic::AsyncModuleStart,
                        vec![rec],
                    )));
                }
                Some(_) => {}
            }
        }
        records[0]
            .map(|entry| fx.assign_temp(Rv::Intrinsic(Intrinsic::AsyncModuleTop, vec![entry])))
    }

    /// The global of `export default <expression>` starts in its TDZ; an
    /// anonymous `export default function` is made at once, named
    /// `default`.
    fn declare_default(&mut self, fx: &mut Fx, body: &'a [Statement<'a>]) {
        let Some(gid) = self
            .link
            .default_global
            .get(self.cur_file)
            .copied()
            .flatten()
        else {
            return;
        };
        for st in body {
            let Statement::ExportDefaultDeclaration(e) = st else {
                continue;
            };
            match &e.declaration {
                ExportDefaultDeclarationKind::FunctionDeclaration(f) if f.id.is_none() => {
                    let fid = self.queue_function(fx, super::FnAst::Func(f));
                    self.m.funcs[fid.index()].name = "default".into();
                    let c = self.make_closure(fx, fid);
                    fx.emit(Inst::SetGlobal(gid, c));
                }
                _ => fx.emit(Inst::SetGlobal(gid, Operand::Const(Const::Uninit))),
            }
        }
    }

    /// `export default …` where it stands in the module body.
    pub(crate) fn export_default(&mut self, fx: &mut Fx, e: &'a ExportDefaultDeclaration<'a>) {
        let gid = self
            .link
            .default_global
            .get(self.cur_file)
            .copied()
            .flatten();
        let value = match &e.declaration {
            // Hoisted (named: its own binding; anonymous: declare_default).
            ExportDefaultDeclarationKind::FunctionDeclaration(_)
            | ExportDefaultDeclarationKind::TSInterfaceDeclaration(_) => return,
            ExportDefaultDeclarationKind::ClassDeclaration(c) => {
                if c.id.is_some() {
                    return self.class_declaration(fx, c);
                }
                self.class(fx, c, Some("default".into()))
            }
            other => {
                let Some(expr) = other.as_expression() else {
                    return;
                };
                self.expr_named(fx, expr, Some("default".into()))
            }
        };
        match gid {
            Some(gid) => fx.emit(Inst::SetGlobal(gid, value)),
            None => self.unsupported("`export default` here", e.span),
        }
    }
}

/// Marks what lowering must know of a file's exports in its analysis: an
/// exported binding is a global (other files read it) and a function
/// object (other files may use it as a value).
pub(crate) fn mark_exports(facts: &mut captures::Facts, exported: impl Iterator<Item = SymbolId>) {
    for sym in exported {
        facts.captured.insert(sym);
        facts.value_used.insert(sym);
    }
}
