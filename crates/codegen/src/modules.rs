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
        Some("ts" | "mts" | "js" | "mjs" | "json")
    )
}

/// Whether a file is a JSON module (`import data from "./x.json" with
/// { type: "json" }`).
pub fn is_json(name: &str) -> bool {
    name.ends_with(".json")
}

/// The module a JSON file is, as source text kiln compiles: its value as
/// the default export. JSON is checked first (the text as JavaScript would
/// take more: comments, trailing commas, single quotes), and a `__proto__`
/// key, which JSON makes an own property and an object literal a
/// prototype, is refused. The error is a message and a byte offset.
pub fn json_module(text: &str) -> Result<String, (String, usize)> {
    let b = text.as_bytes();
    let mut p = Json { b, i: 0 };
    p.ws();
    p.value(0)?;
    p.ws();
    if p.i < b.len() {
        return Err(p.unexpected());
    }
    if let Some(at) = text.find("\"__proto__\"") {
        return Err((
            "a JSON module with a `__proto__` key (unsupported)".into(),
            at,
        ));
    }
    // On the JSON's first line, so that positions stay where they are.
    Ok(format!("export default {text}\n;"))
}

struct Json<'t> {
    b: &'t [u8],
    i: usize,
}

impl Json<'_> {
    fn ws(&mut self) {
        while self.i < self.b.len() && matches!(self.b[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }

    fn unexpected(&self) -> (String, usize) {
        match self.b.get(self.i) {
            None => ("Unexpected end of JSON input".into(), self.i),
            Some(_) => {
                let c = String::from_utf8_lossy(&self.b[self.i..])
                    .chars()
                    .next()
                    .unwrap_or('?');
                (
                    format!("Unexpected token '{c}' in JSON at position {}", self.i),
                    self.i,
                )
            }
        }
    }

    fn eat(&mut self, c: u8) -> Result<(), (String, usize)> {
        if self.b.get(self.i) == Some(&c) {
            self.i += 1;
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    fn value(&mut self, depth: u32) -> Result<(), (String, usize)> {
        if depth > 10_000 {
            return Err(("JSON nested too deeply".into(), self.i));
        }
        match self.b.get(self.i) {
            Some(b'{') => {
                self.i += 1;
                self.ws();
                if self.b.get(self.i) == Some(&b'}') {
                    self.i += 1;
                    return Ok(());
                }
                loop {
                    self.ws();
                    self.string()?;
                    self.ws();
                    self.eat(b':')?;
                    self.ws();
                    self.value(depth + 1)?;
                    self.ws();
                    if self.b.get(self.i) == Some(&b',') {
                        self.i += 1;
                        continue;
                    }
                    return self.eat(b'}');
                }
            }
            Some(b'[') => {
                self.i += 1;
                self.ws();
                if self.b.get(self.i) == Some(&b']') {
                    self.i += 1;
                    return Ok(());
                }
                loop {
                    self.ws();
                    self.value(depth + 1)?;
                    self.ws();
                    if self.b.get(self.i) == Some(&b',') {
                        self.i += 1;
                        continue;
                    }
                    return self.eat(b']');
                }
            }
            Some(b'"') => self.string(),
            Some(b't') => self.word("true"),
            Some(b'f') => self.word("false"),
            Some(b'n') => self.word("null"),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.unexpected()),
        }
    }

    fn word(&mut self, w: &str) -> Result<(), (String, usize)> {
        for &c in w.as_bytes() {
            self.eat(c)?;
        }
        Ok(())
    }

    fn string(&mut self) -> Result<(), (String, usize)> {
        self.eat(b'"')?;
        loop {
            match self.b.get(self.i) {
                None => return Err(("Unterminated string in JSON".into(), self.i)),
                Some(b'"') => {
                    self.i += 1;
                    return Ok(());
                }
                Some(b'\\') => {
                    self.i += 1;
                    match self.b.get(self.i) {
                        Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => self.i += 1,
                        Some(b'u') => {
                            self.i += 1;
                            for _ in 0..4 {
                                if !self.b.get(self.i).is_some_and(u8::is_ascii_hexdigit) {
                                    return Err(self.unexpected());
                                }
                                self.i += 1;
                            }
                        }
                        _ => return Err(self.unexpected()),
                    }
                }
                Some(&c) if c < 0x20 => return Err(self.unexpected()),
                Some(_) => self.i += 1,
            }
        }
    }

    fn number(&mut self) -> Result<(), (String, usize)> {
        let digits = |j: &mut Self| {
            let start = j.i;
            while j.b.get(j.i).is_some_and(u8::is_ascii_digit) {
                j.i += 1;
            }
            j.i > start
        };
        if self.b.get(self.i) == Some(&b'-') {
            self.i += 1;
        }
        if self.b.get(self.i) == Some(&b'0') {
            self.i += 1;
        } else if !digits(self) {
            return Err(self.unexpected());
        }
        if self.b.get(self.i) == Some(&b'.') {
            self.i += 1;
            if !digits(self) {
                return Err(self.unexpected());
            }
        }
        if matches!(self.b.get(self.i), Some(b'e' | b'E')) {
            self.i += 1;
            if matches!(self.b.get(self.i), Some(b'+' | b'-')) {
                self.i += 1;
            }
            if !digits(self) {
                return Err(self.unexpected());
            }
        }
        Ok(())
    }
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
    fn json_modules_are_checked_as_json() {
        assert_eq!(
            json_module("{\"a\": [1, -2.5e3, true, null, \"x\\u0041\"]}").unwrap(),
            "export default {\"a\": [1, -2.5e3, true, null, \"x\\u0041\"]}\n;"
        );
        for bad in [
            "{\"a\": 1,}",
            "[1 2]",
            "{'a': 1}",
            "01",
            "// c\n1",
            "\"\t\"",
            "",
        ] {
            assert!(json_module(bad).is_err(), "{bad}");
        }
        assert!(json_module("{\"__proto__\": {}}").is_err());
    }

    #[test]
    fn requests_skip_type_only_imports() {
        let src = "import type { T } from './t.js';\nimport { a } from './a.js';\nexport * from './b.js';\nexport { c } from './c.js';\nimport './d.js';\nexport type { U } from './u.js';";
        assert_eq!(requests(src), ["./a.js", "./b.js", "./c.js", "./d.js"]);
    }
}
