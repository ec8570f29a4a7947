//! CommonJS modules in the program (`crate::commonjs` reads them): their
//! links (`require` targets, named exports, what must have run before any
//! of them can) and their lowering. A CommonJS module's body is a function
//! of its own that `require` runs once (`host/commonjs.rs`); its
//! top-level declarations are globals like a lazy module's. Where an ES
//! module imports it, it runs at its place in the evaluation order (unless
//! a `require` ran it before), and node's loader copies `module.exports`
//! (the default export) and its detected names (the named exports) then.

use super::{Export, Exports, Link};
use crate::commonjs::{self as cjs, Required};
use crate::diagnostics::Diagnostic;
use crate::ir::*;
use crate::lower::{Fx, Lowerer, ParsedFile};
use oxc_ast::ast::*;
use std::collections::HashMap;

/// The constants of file `f` that hold node's `createRequire(import.
/// meta.url)` (`createRequire` imported from `node:module`), each with
/// the call's span.
fn created_requires(
    f: &ParsedFile<'_, '_>,
) -> HashMap<oxc_syntax::symbol::SymbolId, oxc_span::Span> {
    let mut imported = Vec::new();
    for st in &f.program.body {
        let Statement::ImportDeclaration(i) = st else {
            continue;
        };
        if !matches!(i.source.value.as_str(), "module" | "node:module") {
            continue;
        }
        for s in i.specifiers.iter().flatten() {
            if let ImportDeclarationSpecifier::ImportSpecifier(s) = s
                && s.imported.name() == "createRequire"
                && let Some(sym) = s.local.symbol_id.get()
            {
                imported.push(sym);
            }
        }
    }
    let mut out = HashMap::new();
    if imported.is_empty() {
        return out;
    }
    for c in cjs::created_requires(f.program) {
        let callee = c
            .callee
            .and_then(|r| f.scoping.get_reference(r).symbol_id());
        if let (Some(sym), Some(callee)) = (c.symbol, callee)
            && imported.contains(&callee)
        {
            out.insert(sym, c.call);
        }
    }
    out
}

/// node's link error for a named import a CommonJS module does not have.
pub(super) fn missing_export(spec: &str, name: &str) -> String {
    format!(
        "Named export '{name}' not found. The requested module '{spec}' is a CommonJS module, which may not support all module.exports as named exports."
    )
}

impl Link {
    /// Every CommonJS file's `require` targets and named exports.
    pub(super) fn link_requires(
        &mut self,
        files: &[ParsedFile<'_, '_>],
        diags: &mut Vec<Diagnostic>,
    ) {
        let index = |name: &str| {
            files
                .iter()
                .position(|g| crate::modules::same_file(g.name, name))
        };
        let exists = |p: &std::path::Path| index(&p.to_string_lossy()).is_some();
        self.requires = vec![HashMap::new(); files.len()];
        self.cjs_names = vec![Vec::new(); files.len()];
        let mut reexports = vec![Vec::new(); files.len()];
        self.created_require = vec![HashMap::new(); files.len()];
        for (k, f) in files.iter().enumerate() {
            self.created_require[k] = created_requires(f);
            if !self.cjs[k] && self.created_require[k].is_empty() {
                continue;
            }
            for (spec, span) in cjs::require_specifiers(f.program, self.cjs[k]) {
                let mut d = match cjs::resolve_require(f.name, &spec, &exists) {
                    Required::File(name) => {
                        if let Some(t) = index(&name) {
                            self.requires[k].insert(spec, t);
                        }
                        continue;
                    }
                    Required::Builtin => continue,
                    Required::NotFound(tried) => {
                        let tried: Vec<String> =
                            tried.iter().map(|p| p.display().to_string()).collect();
                        Diagnostic::error(format!("Cannot find module '{spec}'"), span)
                            .with_label(format!("no file {}", tried.join(" or ")))
                    }
                    Required::Package => Diagnostic::unsupported(
                        format!("`require` of the package '{spec}' (kiln compiles no npm package)"),
                        span,
                    ),
                };
                d.file = k as u32;
                diags.push(d);
            }
            if !self.cjs[k] {
                continue;
            }
            let detected = cjs::detect_exports(f.program);
            self.cjs_names[k] = detected.names;
            reexports[k] = detected.reexports;
        }
        // A `.js` file without module syntax that a module requires is
        // CommonJS to node too (it names none of the free names, or it
        // would be already).
        for k in 0..files.len() {
            for &t in self.requires[k].values() {
                if files[t].name.ends_with(".js")
                    && !files[t]
                        .program
                        .body
                        .iter()
                        .any(Statement::is_module_declaration)
                {
                    self.cjs[t] = true;
                }
            }
        }
        // Re-exported modules' names, until nothing changes.
        let mut changed = true;
        while changed {
            changed = false;
            for (k, specs) in reexports.iter().enumerate() {
                for spec in specs {
                    let Some(&t) = self.requires[k].get(spec) else {
                        continue;
                    };
                    for name in self.cjs_names[t].clone() {
                        if !self.cjs_names[k].contains(&name) {
                            self.cjs_names[k].push(name);
                            changed = true;
                        }
                    }
                }
            }
        }
    }

    /// A CommonJS module's export table: its detected names, and
    /// `module.exports` as the default export.
    pub(super) fn cjs_exports_table(&self, k: usize) -> Exports {
        let mut ex = Exports::default();
        for (i, name) in self.cjs_names[k].iter().enumerate() {
            ex.named.insert(name.clone(), Export::Cjs(i as u32));
        }
        ex.named.insert("default".to_string(), Export::Default);
        ex
    }

    /// The project file file `k`'s `require(spec)` names.
    pub(crate) fn require_target(&self, k: usize, spec: &str) -> Option<usize> {
        self.requires.get(k)?.get(spec).copied()
    }

    /// What a CommonJS module may need before anything else runs: the JSON
    /// files and node's TypeScript modules it requires (their value is
    /// their default export, made where they stand in the evaluation
    /// order) and its implicit requests (`Buffer`). They move to the front
    /// of the order, each after what it imports: none of them has effects
    /// a program sees, so they may run before any module.
    pub(super) fn eager_for_require(&mut self, files: &[ParsedFile<'_, '_>]) {
        let mut roots = Vec::new();
        for k in 0..files.len() {
            let mut wanted: Vec<usize> = self.requires[k].values().copied().collect();
            wanted.sort_unstable();
            for t in wanted {
                let name = files[t].name;
                if !self.cjs[t]
                    && (crate::modules::is_json(name)
                        || crate::node_modules::source_text(name).is_some())
                {
                    roots.push(t);
                }
            }
            if self.cjs[k] {
                roots.extend(self.implicit[k].iter().copied());
            }
        }
        if roots.is_empty() {
            return;
        }
        let mut front = Vec::new();
        let mut seen = vec![false; files.len()];
        for r in roots {
            if seen[r] {
                continue;
            }
            seen[r] = true;
            let mut stack = vec![(r, 0usize)];
            while let Some(&mut (f, ref mut next)) = stack.last_mut() {
                let deps = self.deps_in_order(f, &files[f]);
                if let Some(&d) = deps.get(*next) {
                    *next += 1;
                    if !seen[d] {
                        seen[d] = true;
                        stack.push((d, 0));
                    }
                } else {
                    front.push(f);
                    stack.pop();
                }
            }
        }
        let rest: Vec<usize> = self
            .order
            .iter()
            .copied()
            .filter(|k| !front.contains(k))
            .collect();
        self.order = front.into_iter().chain(rest).collect();
    }

    /// The globals of every CommonJS module: its record, `module`,
    /// `exports` and named exports.
    pub(super) fn allocate_commonjs(&mut self, m: &mut Module) {
        for k in 0..self.cjs.len() {
            let on = self.cjs[k];
            self.cjs_record
                .push(on.then(|| m.add_global("%cjs_record", Ty::NONE)));
            self.cjs_module
                .push(on.then(|| m.add_global("module", Ty::NONE)));
            self.cjs_exports
                .push(on.then(|| m.add_global("exports", Ty::NONE)));
            let names = if on {
                self.cjs_names[k].clone()
            } else {
                Vec::new()
            };
            self.cjs_globals
                .push(names.iter().map(|n| m.add_global(n, Ty::NONE)).collect());
        }
    }
}

impl<'a> Lowerer<'a, '_> {
    /// Makes every CommonJS module's record, before any module runs.
    pub(crate) fn cjs_records(&mut self, fx: &mut Fx, files: &[ParsedFile<'a, '_>]) {
        for (k, f) in files.iter().enumerate() {
            let Some(gid) = self.link.cjs_record[k] else {
                continue;
            };
            self.switch_file(k);
            let fid = self.queue_function(fx, crate::lower::FnAst::ModuleBody(f.program, k));
            self.m.funcs[fid.index()].name = format!("module {}", self.link.paths[k]);
            let body = self.make_closure(fx, fid);
            let file = std::path::absolute(&self.link.paths[k])
                .map_or(self.link.paths[k].clone(), |p| {
                    p.to_string_lossy().into_owned()
                });
            let dir = std::path::Path::new(&file)
                .parent()
                .map_or(String::new(), |d| d.to_string_lossy().into_owned());
            let (file, dir) = (self.str_const(&file), self.str_const(&dir));
            let rec = fx.assign_temp(Rv::Intrinsic(Intrinsic::CjsRecord, vec![body, file, dir]));
            fx.emit(Inst::SetGlobal(gid, rec));
        }
    }

    /// A CommonJS module where it stands in the evaluation order (an ES
    /// module imports it): it runs, if no `require` has run it, and node's
    /// loader copies what it exports.
    pub(crate) fn cjs_evaluate(&mut self, fx: &mut Fx, k: usize) {
        let Some(rec) = self.link.cjs_record[k] else {
            return;
        };
        let rec = fx.assign_temp(Rv::Global(rec));
        let exports = fx.assign_temp(Rv::Intrinsic(Intrinsic::CjsRequire, vec![rec]));
        if let Some(gid) = self.link.default_global[k] {
            fx.emit(Inst::SetGlobal(gid, exports));
        }
        let names = self.link.cjs_names[k].clone();
        for (name, gid) in names.iter().zip(self.link.cjs_globals[k].clone()) {
            let key = self.str_const(name);
            let v = fx.assign_temp(Rv::Intrinsic(Intrinsic::CjsExport, vec![exports, key]));
            fx.emit(Inst::SetGlobal(gid, v));
        }
        if let Some(ns) = self.link.ns_global[k] {
            self.make_namespace(fx, k, ns);
        }
    }

    /// The lazy module record of CommonJS file `k` when `import()` may
    /// reach it and no static import does (`kl_cjs_import_record`).
    pub(crate) fn cjs_import_record(&mut self, fx: &mut Fx, k: usize) {
        let (Some(gid), Some(cjs)) = (self.link.module_record[k], self.link.cjs_record[k]) else {
            return;
        };
        let mut args = vec![fx.assign_temp(Rv::Global(cjs))];
        for name in self.link.cjs_names[k].clone() {
            args.push(self.str_const(&name));
        }
        let n = args.len() as u32 - 1;
        let rec = fx.assign_temp(Rv::Intrinsic(Intrinsic::CjsImportRecord(n), args));
        fx.emit(Inst::SetGlobal(gid, rec));
        self.register_module(fx, k, rec);
    }

    /// The function that runs CommonJS file `k`: `module` and `exports`
    /// from its record, then its body (`this` is the first
    /// `module.exports`, as the caller passes it).
    pub(crate) fn lower_cjs_body(&mut self, fx: &mut Fx, program: &'a Program<'a>, k: usize) {
        fx.func.this_var = Some(fx.new_var(Some("this".into())));
        self.function_prologue(fx, None, None);
        let (Some(rec), Some(module), Some(exports)) = (
            self.link.cjs_record[k],
            self.link.cjs_module[k],
            self.link.cjs_exports[k],
        ) else {
            return;
        };
        let rec = fx.assign_temp(Rv::Global(rec));
        let m = fx.assign_temp(Rv::Intrinsic(Intrinsic::CjsModule, vec![rec]));
        fx.emit(Inst::SetGlobal(module, m));
        let key = self.named_key("exports");
        let site = self.site(program.span);
        let e = fx.assign_temp(Rv::GetProp(m, key, site));
        fx.emit(Inst::SetGlobal(exports, e));
        self.lower_stmts(fx, &program.body);
        fx.terminate(Term::Return(Operand::UNDEF));
    }

    /// A name a CommonJS module's code sees without declaring it
    /// (`module`, `exports`, `__filename`, `__dirname`), read; None outside
    /// a CommonJS module or for another name. (`require` itself is only
    /// called: [`Self::require_call`].)
    pub(crate) fn cjs_free_read(
        &mut self,
        fx: &mut Fx,
        id: &IdentifierReference<'a>,
    ) -> Option<Operand> {
        let k = self.cur_file;
        if !self.link.cjs.get(k).copied().unwrap_or(false) {
            return None;
        }
        let file = || {
            std::path::absolute(&self.link.paths[k]).map_or(self.link.paths[k].clone(), |p| {
                p.to_string_lossy().into_owned()
            })
        };
        Some(match id.name.as_str() {
            "module" => fx.assign_temp(Rv::Global(self.link.cjs_module[k]?)),
            "exports" => fx.assign_temp(Rv::Global(self.link.cjs_exports[k]?)),
            "__filename" => {
                let f = file();
                self.str_const(&f)
            }
            "__dirname" => {
                let f = file();
                let dir = std::path::Path::new(&f)
                    .parent()
                    .map_or(String::new(), |d| d.to_string_lossy().into_owned());
                self.str_const(&dir)
            }
            "require" => {
                self.unsupported(
                    "`require` other than called with a constant specifier (`require(\"./x.js\")`, `require.main`)",
                    id.span,
                );
                Operand::UNDEF
            }
            _ => return None,
        })
    }

    /// Whether `name` is one a CommonJS module sees undeclared and the
    /// current file is one.
    pub(crate) fn is_cjs_free_name(&self, name: &str) -> bool {
        self.link.cjs.get(self.cur_file).copied().unwrap_or(false)
            && cjs::FREE_NAMES.contains(&name)
    }

    /// Whether `id` names a `require` kiln resolves when compiling: a
    /// CommonJS module's own, or a constant `createRequire` made.
    pub(crate) fn is_require_function(&self, id: &IdentifierReference<'_>) -> bool {
        match self.symbol_of(id) {
            Some(sym) => self.link.created_require[self.cur_file].contains_key(&sym),
            None => id.name == "require" && self.is_cjs_free_name(&id.name),
        }
    }

    /// A store to `module` or `exports` in a CommonJS module (`exports =
    /// module.exports = f`): the binding changes, nothing else. False
    /// outside one or for another name.
    pub(crate) fn cjs_free_write(&mut self, fx: &mut Fx, name: &str, value: Operand) -> bool {
        let k = self.cur_file;
        if !self.link.cjs.get(k).copied().unwrap_or(false) {
            return false;
        }
        let gid = match name {
            "module" => self.link.cjs_module[k],
            "exports" => self.link.cjs_exports[k],
            _ => None,
        };
        match gid {
            Some(gid) => {
                fx.emit(Inst::SetGlobal(gid, value));
                true
            }
            None => false,
        }
    }

    /// `require("…")` in a CommonJS module: None when the call is no such
    /// call (another callee, `require` bound by the module itself).
    pub(crate) fn require_call(
        &mut self,
        fx: &mut Fx,
        c: &'a CallExpression<'a>,
    ) -> Option<Operand> {
        let k = self.cur_file;
        let Expression::Identifier(id) = &c.callee else {
            return None;
        };
        let created = self
            .symbol_of(id)
            .is_some_and(|s| self.link.created_require[k].contains_key(&s));
        let free = id.name == "require"
            && self.symbol_of(id).is_none()
            && self.link.cjs.get(k).copied().unwrap_or(false);
        if !created && !free {
            return None;
        }
        let single = c.arguments.len() == 1;
        let Some((spec, span)) = c
            .arguments
            .first()
            .filter(|_| single)
            .and_then(cjs::constant_argument)
        else {
            self.unsupported(
                "`require` of a specifier computed at run time (kiln resolves `require(\"…\")` of a constant when it compiles)",
                c.span,
            );
            return Some(Operand::UNDEF);
        };
        if let Some(t) = self.link.require_target(k, &spec) {
            if let Some(rec) = self.link.cjs_record[t] {
                let rec = fx.assign_temp(Rv::Global(rec));
                return Some(fx.assign_temp(Rv::Intrinsic(Intrinsic::CjsRequire, vec![rec])));
            }
            // JSON, or one of node's modules kiln compiles: made first
            // (`Link::eager_for_require`).
            let path = &self.link.paths[t];
            if let Some(gid) = self.link.default_global[t]
                && !self.link.lazy[t]
                && (crate::modules::is_json(path) || path.starts_with("node:"))
            {
                return Some(fx.assign_temp(Rv::Global(gid)));
            }
            // An ES module only `require` (or `import()`) reaches: run
            // once, its namespace (node 20.19's `require(esm)`).
            // With a `default` export (and no `__esModule`), node gives a
            // facade of the namespace with `__esModule: true` added.
            let facade = self.link.resolve(t, "default").is_ok()
                && self.link.resolve(t, "__esModule").is_err();
            if facade {
                self.unsupported(
                    "`require` of an ES module with a default export (node gives a copy of its namespace with `__esModule: true`; kiln does not yet)",
                    span,
                );
                return Some(Operand::UNDEF);
            }
            if let Some(rec) = self.link.module_record[t] {
                let rec = fx.assign_temp(Rv::Global(rec));
                return Some(fx.assign_temp(Rv::Intrinsic(Intrinsic::ModuleEvaluate, vec![rec])));
            }
            self.unsupported(
                "`require` of an ES module another module imports (node 20 runs it where it is required; kiln runs it in the evaluation order)",
                span,
            );
            return Some(Operand::UNDEF);
        }
        match crate::node_modules::resolve(&spec) {
            crate::node_modules::Resolved::Kiln(m) => {
                Some(fx.assign_temp(Rv::Intrinsic(Intrinsic::NodeModule(m.id, false), vec![])))
            }
            // A file not found or a package: reported when the program
            // was linked.
            _ if !crate::node_modules::is_builtin(&spec) => Some(Operand::UNDEF),
            _ => {
                self.unsupported(&format!("`require` of node's module '{spec}'"), span);
                Some(Operand::UNDEF)
            }
        }
    }

    /// `createRequire(import.meta.url)` bound to a constant
    /// ([`Link::created_require`]): nothing to run (its `require` is
    /// resolved when compiled). None for another call.
    pub(crate) fn create_require_call(&mut self, c: &'a CallExpression<'a>) -> Option<Operand> {
        let k = self.cur_file;
        let Expression::Identifier(id) = &c.callee else {
            return None;
        };
        let sym = self.symbol_of(id)?;
        if !self.is_create_require(sym) {
            return None;
        }
        if !self.link.created_require[k].values().any(|&s| s == c.span) {
            self.refuse_require_value(sym, id.span);
        }
        Some(Operand::UNDEF)
    }

    /// Whether `sym` is node's `createRequire`, imported by name.
    fn is_create_require(&self, sym: oxc_syntax::symbol::SymbolId) -> bool {
        matches!(self.link.import_of(self.cur_file, sym),
            Some((f, Some("createRequire"))) if self.link.paths[f] == "node:module")
    }

    /// Refuses a read of a binding whose value kiln does not make: a
    /// constant `createRequire` made, other than called, and node's
    /// `createRequire` itself other than in such a constant. True when
    /// refused.
    pub(crate) fn refuse_require_value(
        &mut self,
        sym: oxc_syntax::symbol::SymbolId,
        span: oxc_span::Span,
    ) -> bool {
        let k = self.cur_file;
        if self.link.created_require[k].contains_key(&sym) {
            self.unsupported(
                "the function `createRequire` returns other than called with a constant specifier",
                span,
            );
            return true;
        }
        if !self.is_create_require(sym) {
            return false;
        }
        self.unsupported(
            "`createRequire` other than in `const require = createRequire(import.meta.url)`",
            span,
        );
        true
    }

    /// `require.main` in a CommonJS module: the entry's `module` when the
    /// entry is CommonJS, else undefined (node's entry here is an ES
    /// module). None for another member of another object.
    pub(crate) fn require_member(
        &mut self,
        fx: &mut Fx,
        object: &Expression<'a>,
        name: &str,
    ) -> Option<Operand> {
        let k = self.cur_file;
        if !self.link.cjs.get(k).copied().unwrap_or(false) {
            return None;
        }
        let Expression::Identifier(id) = object else {
            return None;
        };
        if id.name != "require" || self.symbol_of(id).is_some() || name != "main" {
            return None;
        }
        Some(match self.link.cjs_module[0] {
            Some(gid) => fx.assign_temp(Rv::Global(gid)),
            None => Operand::UNDEF,
        })
    }
}
