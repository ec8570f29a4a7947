//! Modules that do not run in the program's body: those only `import()`
//! reaches (lazy, run when first imported) and those evaluated
//! asynchronously (top-level `await`, and the modules waiting for it),
//! each a function of its own; and `import()` itself.

use super::{Fx, Lowerer, ParsedFile};
use crate::ir::*;
use oxc_ast::ast::*;
use oxc_span::GetSpan;

impl<'a> Lowerer<'a, '_> {
    /// The records of the modules evaluated asynchronously, each with the
    /// function that runs its body (async for a module with top-level
    /// `await`) and the modules waiting for it.
    pub(super) fn async_records(
        &mut self,
        fx: &mut Fx,
        files: &[ParsedFile<'a, '_>],
    ) -> Vec<Option<Operand>> {
        let mut records = vec![None; files.len()];
        for (pos, &k) in self.link.order.clone().iter().enumerate() {
            let Some(gid) = self.link.async_record[k] else {
                continue;
            };
            self.switch_file(k);
            let fid = self.queue_function(fx, super::FnAst::ModuleBody(files[k].program, k));
            self.m.funcs[fid.index()].name = format!("module {}", self.link.paths[k]);
            if self.link.tla[k] {
                self.coroutine_fns.insert(fid);
            }
            let body = self.make_closure(fx, fid);
            let rec = fx.assign_temp(Rv::Intrinsic(
                Intrinsic::AsyncModule {
                    pending: self.link.async_deps[k].len() as u32,
                    tla: self.link.tla[k],
                    order: pos as u32,
                },
                vec![body],
            ));
            fx.emit(Inst::SetGlobal(gid, rec));
            records[k] = Some(rec);
        }
        for k in 0..files.len() {
            let Some(parent) = records[k] else { continue };
            for &d in &self.link.async_deps[k] {
                if let Some(child) = records[d] {
                    fx.emit(Inst::Eval(Rv::Intrinsic(
                        Intrinsic::AsyncModuleParent,
                        vec![child, parent],
                    )));
                }
            }
        }
        records
    }

    /// Refuses what kiln cannot evaluate asynchronously yet: top-level
    /// `await` in a module only `import()` reaches or in an import cycle's
    /// reach, and a module only `import()` reaches that imports a module
    /// evaluated asynchronously (node's loader would wait for it).
    pub(crate) fn refuse_async_modules(&mut self, files: &[ParsedFile<'a, '_>]) {
        for (k, f) in files.iter().enumerate() {
            let Some(span) = super::coroutine::top_level_await_span(f.program) else {
                continue;
            };
            let why = if self.link.lazy[k] {
                "top-level `await` in a module only `import()` reaches"
            } else if self.link.async_cycle {
                "top-level `await` with an import cycle among the modules that wait for it"
            } else {
                continue;
            };
            self.switch_file(k);
            self.unsupported(why, span);
        }
        for (k, f) in files.iter().enumerate() {
            if !self.link.lazy[k] {
                continue;
            }
            for st in &f.program.body {
                let (source, span) = match st {
                    Statement::ImportDeclaration(i) if !i.import_kind.is_type() => {
                        (&i.source, i.span)
                    }
                    Statement::ExportFromDeclaration(e) if !e.export_kind.is_type() => {
                        (&e.source, e.span)
                    }
                    Statement::ExportAllDeclaration(e) if !e.export_kind.is_type() => {
                        (&e.source, e.span)
                    }
                    _ => continue,
                };
                if self
                    .link
                    .request(k, &source.value)
                    .is_some_and(|d| self.link.async_graph[d])
                {
                    self.switch_file(k);
                    self.unsupported(
                        "a module only `import()` reaches that imports a module with top-level `await` (or one waiting for such a module)",
                        span,
                    );
                }
            }
        }
    }

    /// The function that runs lazy file `k`: the lazy modules it imports
    /// first (each once), then its body; it returns its namespace. Or the
    /// body of a module evaluated asynchronously (an async function if it
    /// has top-level `await`).
    pub(crate) fn lower_lazy_body(&mut self, fx: &mut Fx, program: &'a Program<'a>, k: usize) {
        fx.func.this_var = Some(fx.new_var(Some("this".into())));
        let awaits = self.link.async_graph[k] && self.link.tla[k];
        if awaits {
            fx.func.callee_var = Some(fx.new_var(Some("%callee".into())));
        }
        self.function_prologue(fx, None, None);
        if awaits {
            self.begin_coroutine(fx, crate::lower::CoKind::Async);
        }
        for d in self.link.lazy_deps[k].clone() {
            if let Some(rec) = self.link.module_record[d] {
                let rec = fx.assign_temp(Rv::Global(rec));
                fx.assign_temp(Rv::Intrinsic(Intrinsic::ModuleEvaluate, vec![rec]));
            }
        }
        self.lower_stmts(fx, &program.body);
        let ns = match self.link.ns_global[k] {
            Some(ns) => {
                self.make_namespace(fx, k, ns);
                fx.assign_temp(Rv::Global(ns))
            }
            None => Operand::UNDEF,
        };
        fx.terminate(Term::Return(ns));
    }

    /// `import(specifier)`: a promise of the module's namespace. A
    /// constant specifier names a project file (which kiln compiles into
    /// the program) or one of node's modules kiln's runtime has, resolved
    /// here; a computed one is resolved by the runtime when it runs.
    pub(crate) fn dynamic_import(&mut self, fx: &mut Fx, e: &'a ImportExpression<'a>) -> Operand {
        let json = match &e.options {
            None => false,
            Some(o) if e.phase.is_none() && super::modules::json_attributes(o) => true,
            Some(_) => {
                self.unsupported(
                    "`import()` with options other than `{ with: { type: \"json\" } }`",
                    e.span,
                );
                return Operand::UNDEF;
            }
        };
        if e.phase.is_some() {
            self.unsupported("import phases", e.span);
            return Operand::UNDEF;
        }
        let Some(spec) = crate::modules::dynamic_specifier(e) else {
            // Resolved when it runs, among the modules of the program.
            let v = self.expr(fx, &e.source);
            let file = &self.link.paths[self.cur_file];
            let importer = std::path::absolute(file)
                .map_or(file.clone(), |p| p.to_string_lossy().into_owned());
            let importer = self.str_const(&importer);
            return fx.assign_temp(Rv::Intrinsic(
                Intrinsic::DynamicImportComputed(json),
                vec![importer, v],
            ));
        };
        let target = if let Some(f) = self.link.dynamic_request(self.cur_file, &spec) {
            if json != crate::modules::is_json(&self.link.paths[f]) {
                self.unsupported(
                    "`import()` of a JSON module without `{ with: { type: \"json\" } }`, or of another module with it (node rejects its promise)",
                    e.span,
                );
                return Operand::UNDEF;
            }
            match self.link.module_record[f] {
                Some(rec) => fx.assign_temp(Rv::Global(rec)),
                None => self.namespace_of_file(fx, f, e.span),
            }
        } else if let crate::node_modules::Resolved::Kiln(m) = crate::node_modules::resolve(&spec) {
            fx.assign_temp(Rv::Intrinsic(Intrinsic::NodeModule(m.id, true), vec![]))
        } else if let Some((code, message)) = self.not_found(&spec) {
            let (code, message) = (self.str_const(code), self.str_const(&message));
            return fx.assign_temp(Rv::Intrinsic(
                Intrinsic::DynamicImportFail,
                vec![code, message],
            ));
        } else {
            self.unsupported(
                &format!("`import()` of '{spec}': a module kiln does not compile into the program"),
                e.source.span(),
            );
            return Operand::UNDEF;
        };
        fx.assign_temp(Rv::Intrinsic(Intrinsic::DynamicImport, vec![target]))
    }

    /// node's error for `import(spec)` of a module its loader cannot find,
    /// when kiln knows node finds none: a relative specifier naming no file
    /// of the project, an empty one, a `node:` name node lacks. None for a
    /// package (node would load it if installed) or a module of node's
    /// kiln does not have.
    fn not_found(&self, spec: &str) -> Option<(&'static str, String)> {
        let importer = std::path::absolute(&self.link.paths[self.cur_file]).ok()?;
        let from = importer.to_string_lossy();
        if spec.is_empty() {
            return Some((
                "ERR_MODULE_NOT_FOUND",
                format!("Cannot find package '' imported from {from}"),
            ));
        }
        if crate::modules::is_relative(spec) {
            let dir = importer.parent()?;
            let path = crate::modules::normalise(&dir.join(spec));
            return Some((
                "ERR_MODULE_NOT_FOUND",
                format!(
                    "Cannot find module '{}' imported from {from}",
                    path.display()
                ),
            ));
        }
        if spec.starts_with("node:") && !crate::node_modules::is_builtin(spec) {
            return Some((
                "ERR_UNKNOWN_BUILTIN_MODULE",
                format!("No such built-in module: {spec}"),
            ));
        }
        None
    }
}
