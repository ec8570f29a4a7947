//! The front end: parse and resolve scopes with oxc, lower to IR, run the
//! passes. Everything that can be wrong with a program is reported here, as
//! diagnostics, before any C is written.

use crate::diagnostics::Diagnostic;
use crate::ir::Module;
use crate::lower::ParsedFile;
use crate::modules::SourceFile;
use oxc_allocator::Allocator;
use oxc_parser::Parser;
use oxc_semantic::SemanticBuilder;

/// What to produce from a source file that imports no other file.
pub fn compile_module(source: &str) -> Result<Module, Vec<Diagnostic>> {
    compile_files(&[SourceFile {
        name: String::new(),
        text: source.to_string(),
    }])
}

/// What to produce from the files of a program, the entry first (as
/// [`crate::modules::discover`] finds them). Each diagnostic names its
/// file by index.
pub fn compile_files(files: &[SourceFile]) -> Result<Module, Vec<Diagnostic>> {
    let alloc = Allocator::default();
    let in_file = |k: usize, mut d: Diagnostic| {
        d.file = k as u32;
        d
    };
    let mut diags = Vec::new();
    let mut programs = Vec::new();
    let mut texts: Vec<&str> = Vec::new();
    // The files whose namespaces were rewritten: their diagnostics' spans
    // are mapped back to the program's own text.
    let mut rewrites: Vec<(usize, crate::namespaces::Rewritten)> = Vec::new();
    let in_own_text = |rewrites: &[(usize, crate::namespaces::Rewritten)], mut d: Diagnostic| {
        if let Some((_, r)) = rewrites.iter().find(|(k, _)| *k == d.file as usize) {
            d.start = r.to_old(d.start);
            d.end = r.to_old(d.end).max(d.start);
        }
        d
    };
    for (k, f) in files.iter().enumerate() {
        // A JSON module is compiled as the module that exports its value.
        let text: &str = if crate::modules::is_json(&f.name) {
            match crate::modules::json_module(&f.text) {
                Ok(t) => alloc.alloc_str(&t),
                Err((message, at)) => {
                    let at = at as u32;
                    diags.push(in_file(
                        k,
                        Diagnostic::error(message, oxc_span::Span::new(at, at + 1)),
                    ));
                    continue;
                }
            }
        } else {
            &f.text
        };
        // A CommonJS module's body is a function's: it may `return`.
        let options = oxc_parser::ParseOptions {
            allow_return_outside_function: f.name.ends_with(".cjs"),
            ..oxc_parser::ParseOptions::default()
        };
        let mut parsed = Parser::new(&alloc, text, crate::modules::source_type(&f.name))
            .with_options(options)
            .parse();
        // Value namespaces are rewritten as TypeScript emits them, and the
        // file parsed again (lines stay where they were).
        let mut text = text;
        if !parsed.panicked && !parsed.diagnostics.has_errors() {
            match crate::namespaces::rewrite(&parsed.program, text) {
                Ok(None) => {}
                Ok(Some(rewritten)) => {
                    text = alloc.alloc_str(&rewritten.text);
                    rewrites.push((k, rewritten));
                    parsed = Parser::new(&alloc, text, crate::modules::source_type(&f.name))
                        .with_options(options)
                        .parse();
                }
                Err(ds) => {
                    diags.extend(ds.into_iter().map(|d| in_file(k, d)));
                    texts.push(text);
                    continue;
                }
            }
        }
        texts.push(text);
        if parsed.panicked || parsed.diagnostics.has_errors() {
            let before = diags.len();
            diags.extend(
                parsed
                    .diagnostics
                    .errors()
                    .map(|d| in_file(k, Diagnostic::from_oxc(d))),
            );
            if diags.len() == before {
                diags.push(in_file(
                    k,
                    Diagnostic::error("could not parse this file", oxc_span::Span::new(0, 0)),
                ));
            }
            continue;
        }
        programs.push(&*alloc.alloc(parsed.program));
    }
    if !diags.is_empty() {
        return Err(diags
            .into_iter()
            .map(|d| in_own_text(&rewrites, d))
            .collect());
    }
    let mut scopings = Vec::new();
    for (k, program) in programs.iter().enumerate() {
        let semantic = SemanticBuilder::new()
            .with_check_syntax_error(true)
            .build(program);
        if semantic.diagnostics.has_errors() {
            diags.extend(
                semantic
                    .diagnostics
                    .errors()
                    .map(|d| in_file(k, Diagnostic::from_oxc(d))),
            );
            continue;
        }
        diags.extend(
            duplicate_functions(program)
                .into_iter()
                .map(|d| in_file(k, d)),
        );
        scopings.push(semantic.semantic.into_scoping());
    }
    if !diags.is_empty() {
        return Err(diags
            .into_iter()
            .map(|d| in_own_text(&rewrites, d))
            .collect());
    }
    let parsed: Vec<ParsedFile> = programs
        .iter()
        .zip(&scopings)
        .zip(files.iter().zip(&texts))
        .map(|((program, scoping), (f, text))| ParsedFile {
            program,
            scoping,
            source: text,
            name: &f.name,
        })
        .collect();
    let (mut module, diags) = crate::lower::lower_files(&parsed);
    if !diags.is_empty() {
        return Err(diags
            .into_iter()
            .map(|d| in_own_text(&rewrites, d))
            .collect());
    }
    module.sources = programs
        .iter()
        .zip(files.iter().zip(&texts))
        .map(|(program, (f, text))| {
            // A JSON module keeps its own text (what the excerpt shows).
            if crate::modules::is_json(&f.name) {
                f.text.clone()
            } else {
                crate::strip::blank_types(program, text)
            }
        })
        .collect();
    let scanned = programs
        .iter()
        .map(|p| crate::link::scan(p))
        .fold(crate::link::Groups::default(), crate::link::Groups::union);
    // Lowering links groups of its own: the console object where it
    // cannot call console methods directly, Date for `node:fs` (its Stats
    // hold Dates), inspection for `node:util`.
    module.groups = crate::link::Groups {
        console: scanned.console || module.groups.console,
        date: scanned.date || module.groups.date,
        inspect: scanned.inspect || module.groups.inspect,
        ..scanned
    };
    crate::passes::run(&mut module);
    let logs_objects = !crate::link::logs_only_primitives(&module);
    let g = &mut module.groups;
    g.inspect |= g.console || logs_objects;
    Ok(module)
}

/// Two function declarations of one name in a module's top level or in one
/// block: a SyntaxError in a module (both scopes declare functions
/// lexically there, and modules are strict), which oxc does not report in
/// TypeScript, where a function's overload signatures share its name. A
/// declaration without a body is such a signature and is not counted.
/// Function bodies and static blocks declare functions as `var`s: a
/// duplicate there is allowed.
fn duplicate_functions(program: &oxc_ast::ast::Program<'_>) -> Vec<Diagnostic> {
    use oxc_ast::ast::*;
    use oxc_ast_visit::{Visit, walk};
    struct Check(Vec<Diagnostic>);
    impl Check {
        fn scope<'s, 'a: 's>(&mut self, stmts: impl Iterator<Item = &'s Statement<'a>>) {
            let mut seen = std::collections::HashSet::new();
            for st in stmts {
                if let Statement::FunctionDeclaration(f) = st
                    && f.body.is_some()
                    && !f.declare
                    && let Some(id) = &f.id
                    && !seen.insert(id.name.as_str())
                {
                    self.0.push(
                        Diagnostic::error(
                            format!("Identifier `{}` has already been declared", id.name),
                            id.span,
                        )
                        .with_label("it cannot be declared again here"),
                    );
                }
            }
        }
    }
    impl<'a> Visit<'a> for Check {
        fn visit_program(&mut self, it: &Program<'a>) {
            self.scope(it.body.iter());
            walk::walk_program(self, it);
        }
        fn visit_block_statement(&mut self, it: &BlockStatement<'a>) {
            self.scope(it.body.iter());
            walk::walk_block_statement(self, it);
        }
        fn visit_switch_statement(&mut self, it: &SwitchStatement<'a>) {
            self.scope(it.cases.iter().flat_map(|c| c.consequent.iter()));
            walk::walk_switch_statement(self, it);
        }
    }
    let mut c = Check(Vec::new());
    c.visit_program(program);
    c.0
}
