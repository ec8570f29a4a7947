//! The files of a program: the entry and every project file it imports,
//! found as node finds an ES module's relative imports, with TypeScript's
//! `nodenext` mapping of extensions (`./a.js` names `a.ts`, `./a.mjs`
//! names `a.mts`: the specifier is what node will load once the sources
//! are compiled, and node's own type stripping runs the `.ts` itself).
//!
//! Discovery only reads files; what an import means is decided by lowering
//! (`lower/modules.rs`), and a specifier that finds no file is a
//! diagnostic there, at the import.

use std::path::{Component, Path, PathBuf};

/// One source file of the program.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The path as diagnostics and the uncaught-error report show it: the
    /// entry as given to kiln, an imported file as its importer's directory
    /// joined with the specifier (normalised).
    pub name: String,
    pub text: String,
}

/// Whether an import specifier names a file of the project (relative or
/// absolute), not a package or one of node's modules.
pub fn is_relative(spec: &str) -> bool {
    spec.starts_with("./")
        || spec.starts_with("../")
        || spec == "."
        || spec == ".."
        || spec.starts_with('/')
}

/// The files a relative specifier may name, in the order they are tried:
/// the TypeScript source a `.js`/`.mjs` specifier stands for first, then
/// the file itself.
pub fn candidates(importer: &str, spec: &str) -> Vec<PathBuf> {
    let base = Path::new(importer).parent().unwrap_or(Path::new(""));
    let joined = normalise(&base.join(spec));
    let s = joined.to_string_lossy().into_owned();
    let mut out = Vec::new();
    if let Some(stem) = s.strip_suffix(".js") {
        out.push(PathBuf::from(format!("{stem}.ts")));
    } else if let Some(stem) = s.strip_suffix(".mjs") {
        out.push(PathBuf::from(format!("{stem}.mts")));
    } else if let Some(stem) = s.strip_suffix(".cjs") {
        out.push(PathBuf::from(format!("{stem}.cts")));
    }
    out.push(joined);
    out
}

/// `a/./b/../c` as `a/c`, lexically (as node resolves a URL).
pub fn normalise(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            c => out.push(c.as_os_str()),
        }
    }
    out
}

/// Which kind of file a path is, by its extension: a module kiln compiles,
/// or one it refuses to (JSON, CommonJS, anything else).
pub fn is_source(p: &Path) -> bool {
    matches!(
        p.extension().and_then(|e| e.to_str()),
        Some("ts" | "mts" | "js" | "mjs")
    )
}

/// Resolves `spec` from `importer` against the files that exist (`exists`),
/// returning the file's name.
pub fn resolve(importer: &str, spec: &str, exists: &dyn Fn(&Path) -> bool) -> Option<String> {
    candidates(importer, spec)
        .into_iter()
        .find(|p| is_source(p) && exists(p))
        .map(|p| p.to_string_lossy().into_owned())
}

/// The module requests of a source text: the specifiers of its `import`
/// and `export … from` declarations (not `import type`), in source order.
/// A file that does not parse has none (its errors are reported when it is
/// compiled).
pub fn requests(text: &str) -> Vec<String> {
    use oxc_ast::ast::Statement;
    let alloc = oxc_allocator::Allocator::default();
    let source_type = oxc_span::SourceType::ts().with_module(true);
    let parsed = oxc_parser::Parser::new(&alloc, text, source_type).parse();
    let mut out = Vec::new();
    for st in &parsed.program.body {
        let spec = match st {
            Statement::ImportDeclaration(i) if !i.import_kind.is_type() => &i.source.value,
            Statement::ExportFromDeclaration(e) if !e.export_kind.is_type() => &e.source.value,
            Statement::ExportAllDeclaration(e) if !e.export_kind.is_type() => &e.source.value,
            _ => continue,
        };
        out.push(spec.to_string());
    }
    out
}

/// The entry and every project file reachable from it through relative
/// imports, the entry first, each once. A specifier that finds no file is
/// left for lowering to report.
pub fn discover(entry: SourceFile) -> Vec<SourceFile> {
    let mut files = vec![entry];
    let mut i = 0;
    while i < files.len() {
        for spec in requests(&files[i].text) {
            if !is_relative(&spec) {
                continue;
            }
            let Some(name) = resolve(&files[i].name, &spec, &|p| p.is_file()) else {
                continue;
            };
            if files.iter().any(|f| same_file(&f.name, &name)) {
                continue;
            }
            // An unreadable or non-UTF-8 file is reported at the import.
            if let Ok(text) = std::fs::read_to_string(&name) {
                files.push(SourceFile { name, text });
            }
        }
        i += 1;
    }
    files
}

/// Whether two names are one file (the entry may be named `./main.ts`, an
/// import `main.ts`; symbolic links count as the file they point at).
pub fn same_file(a: &str, b: &str) -> bool {
    if normalise(Path::new(a)) == normalise(Path::new(b)) {
        return true;
    }
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specifiers_map_to_typescript_sources() {
        assert_eq!(
            candidates("src/main.ts", "./lib/a.js"),
            vec![PathBuf::from("src/lib/a.ts"), PathBuf::from("src/lib/a.js")]
        );
        assert_eq!(
            candidates("src/main.ts", "../b.mjs"),
            vec![PathBuf::from("b.mts"), PathBuf::from("b.mjs")]
        );
        assert_eq!(candidates("main.ts", "./c.ts"), vec![PathBuf::from("c.ts")]);
        assert!(is_relative("./x.js") && is_relative("../x.js") && !is_relative("fs"));
    }

    #[test]
    fn requests_skip_type_only_imports() {
        let src = "import type { T } from './t.js';\nimport { a } from './a.js';\nexport * from './b.js';\nexport { c } from './c.js';\nimport './d.js';\nexport type { U } from './u.js';";
        assert_eq!(requests(src), ["./a.js", "./b.js", "./c.js", "./d.js"]);
    }
}
