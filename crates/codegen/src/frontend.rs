//! The front end: parse and resolve scopes with oxc, lower to IR, run the
//! passes. Everything that can be wrong with a program is reported here, as
//! diagnostics, before any C is written.

use crate::diagnostics::Diagnostic;
use crate::ir::Module;
use oxc_allocator::Allocator;
use oxc_parser::Parser;
use oxc_semantic::SemanticBuilder;
use oxc_span::SourceType;

/// What to produce from a source file.
pub fn compile_module(source: &str) -> Result<Module, Vec<Diagnostic>> {
    let alloc = Allocator::default();
    // TypeScript, as an ES module (strict mode), like `node` runs .mts files.
    let source_type = SourceType::ts().with_module(true);
    let parsed = Parser::new(&alloc, source, source_type).parse();
    if parsed.panicked || parsed.diagnostics.has_errors() {
        let mut diags: Vec<Diagnostic> = parsed
            .diagnostics
            .errors()
            .map(Diagnostic::from_oxc)
            .collect();
        if diags.is_empty() {
            diags.push(Diagnostic::error(
                "could not parse this file",
                oxc_span::Span::new(0, 0),
            ));
        }
        return Err(diags);
    }
    let program = alloc.alloc(parsed.program);
    let semantic = SemanticBuilder::new()
        .with_check_syntax_error(true)
        .build(program);
    if semantic.diagnostics.has_errors() {
        return Err(semantic
            .diagnostics
            .errors()
            .map(Diagnostic::from_oxc)
            .collect());
    }
    let scoping = semantic.semantic.into_scoping();
    let (mut module, diags) = crate::lower::lower(program, &scoping, source);
    if !diags.is_empty() {
        return Err(diags);
    }
    let scanned = crate::link::scan(program);
    module.groups = crate::link::Groups {
        console: scanned.console || module.groups.console,
        ..scanned
    };
    crate::passes::run(&mut module);
    let logs_objects = !crate::link::logs_only_primitives(&module);
    let g = &mut module.groups;
    g.inspect |= g.console || logs_objects;
    Ok(module)
}
