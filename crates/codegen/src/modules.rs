//! The files of a program: the entry and every project file it imports,
//! found as node finds an ES module's relative imports, with TypeScript's
//! `nodenext` mapping of extensions (`./a.js` names `a.ts`, `./a.mjs`
//! names `a.mts`: the specifier is what node will load once the sources
//! are compiled, and node's own type stripping runs the `.ts` itself).
//!
//! A project whose nearest `tsconfig.json` says `moduleResolution: bundler`
//! may leave the extension out (`./a` names `a.ts`) and name a folder
//! (`./lib` names `lib/index.ts`); its `paths` (with `baseUrl`) map bare
//! specifiers to project files, as `tsc` maps them.
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
    file_candidates(&normalise(&base.join(spec)), false)
}

/// The files a path may name: with the `nodenext` mapping of extensions,
/// and (bundler resolution) with `.ts`/`.js` added or as a folder's
/// `index.ts`/`index.js`.
fn file_candidates(joined: &Path, bundler: bool) -> Vec<PathBuf> {
    let s = joined.to_string_lossy().into_owned();
    let mut out = Vec::new();
    if let Some(stem) = s.strip_suffix(".js") {
        out.push(PathBuf::from(format!("{stem}.ts")));
    } else if let Some(stem) = s.strip_suffix(".mjs") {
        out.push(PathBuf::from(format!("{stem}.mts")));
    } else if let Some(stem) = s.strip_suffix(".cjs") {
        out.push(PathBuf::from(format!("{stem}.cts")));
    }
    out.push(joined.to_path_buf());
    if bundler {
        for ext in [".ts", ".mts", ".js", ".mjs", "/index.ts", "/index.js"] {
            out.push(PathBuf::from(format!("{s}{ext}")));
        }
    }
    out
}

/// What kiln reads of a project's `tsconfig.json` (the nearest one above
/// the entry, following `extends` of a relative path).
#[derive(Clone, Debug, Default)]
pub struct TsConfig {
    /// `moduleResolution: bundler`.
    pub bundler: bool,
    /// Where `paths` and bare specifiers are resolved from: `baseUrl`, else
    /// the folder of the tsconfig that has `paths`.
    pub base: Option<PathBuf>,
    /// `paths`: each pattern (at most one `*`) and its targets.
    pub paths: Vec<(String, Vec<String>)>,
    /// Whether `baseUrl` was given (bare specifiers then resolve under it).
    pub base_url: bool,
}

impl TsConfig {
    /// The nearest `tsconfig.json` in the entry's folder or above it.
    pub fn for_entry(entry: &str) -> TsConfig {
        let Ok(abs) = std::path::absolute(entry) else {
            return TsConfig::default();
        };
        let mut dir = abs.parent();
        while let Some(d) = dir {
            let f = d.join("tsconfig.json");
            if f.is_file() {
                let mut c = TsConfig::default();
                c.read(&f, 0);
                return c;
            }
            dir = d.parent();
        }
        TsConfig::default()
    }

    /// Reads `file` (JSON with comments and trailing commas, as tsconfig
    /// allows: parsed as a JavaScript expression), its `extends` first.
    fn read(&mut self, file: &Path, depth: u32) {
        use oxc_ast::ast::{Expression, ObjectPropertyKind, PropertyKey};
        let Ok(text) = std::fs::read_to_string(file) else {
            return;
        };
        let dir = file.parent().unwrap_or(Path::new("")).to_path_buf();
        let alloc = oxc_allocator::Allocator::default();
        let wrapped = format!("({text}\n)");
        let Ok(Expression::ParenthesizedExpression(p)) =
            oxc_parser::Parser::new(&alloc, &wrapped, oxc_span::SourceType::mjs())
                .parse_expression()
        else {
            return;
        };
        fn props<'b, 'a>(e: &'b Expression<'a>) -> Vec<(String, &'b Expression<'a>)> {
            let Expression::ObjectExpression(o) = e else {
                return vec![];
            };
            o.properties
                .iter()
                .filter_map(|p| match p {
                    ObjectPropertyKind::ObjectProperty(p) => {
                        let key = match &p.key {
                            PropertyKey::StringLiteral(s) => s.value.to_string(),
                            PropertyKey::StaticIdentifier(i) => i.name.to_string(),
                            _ => return None,
                        };
                        Some((key, &p.value))
                    }
                    _ => None,
                })
                .collect()
        }
        let string = |e: &Expression| match e {
            Expression::StringLiteral(s) => Some(s.value.to_string()),
            _ => None,
        };
        let top = props(&p.expression);
        if depth < 8
            && let Some(base) = top
                .iter()
                .find(|(k, _)| k == "extends")
                .and_then(|(_, v)| string(v))
            && (base.starts_with("./") || base.starts_with("../"))
        {
            let mut f = dir.join(&base);
            if f.extension().is_none() {
                f.set_extension("json");
            }
            self.read(&f, depth + 1);
        }
        let Some((_, options)) = top.iter().find(|(k, _)| k == "compilerOptions") else {
            return;
        };
        for (key, v) in props(options) {
            match key.as_str() {
                "moduleResolution" => {
                    self.bundler = string(v).is_some_and(|m| m.eq_ignore_ascii_case("bundler"))
                }
                "baseUrl" => {
                    if let Some(b) = string(v) {
                        self.base = Some(normalise(&dir.join(b)));
                        self.base_url = true;
                    }
                }
                "paths" => {
                    self.paths = props(v)
                        .into_iter()
                        .map(|(pattern, targets)| {
                            let targets = match targets {
                                Expression::ArrayExpression(a) => a
                                    .elements
                                    .iter()
                                    .filter_map(|t| t.as_expression().and_then(string))
                                    .collect(),
                                _ => vec![],
                            };
                            (pattern, targets)
                        })
                        .collect();
                    if !self.base_url {
                        self.base = Some(dir.clone());
                    }
                }
                _ => {}
            }
        }
    }

    /// The paths a bare specifier maps to through `paths` (the pattern with
    /// the longest prefix first) and `baseUrl`, and whether a `paths`
    /// pattern matched it (then it names a project file or nothing).
    fn bare(&self, spec: &str) -> (Vec<PathBuf>, bool) {
        let Some(base) = &self.base else {
            return (vec![], false);
        };
        let mut best: Option<(usize, &str, &Vec<String>)> = None;
        for (pattern, targets) in &self.paths {
            let (matched, prefix_len, star) = match pattern.split_once('*') {
                None => (pattern == spec, usize::MAX, ""),
                Some((pre, post)) => {
                    let ok = spec.len() >= pre.len() + post.len()
                        && spec.starts_with(pre)
                        && spec.ends_with(post);
                    (
                        ok,
                        pre.len(),
                        if ok {
                            &spec[pre.len()..spec.len() - post.len()]
                        } else {
                            ""
                        },
                    )
                }
            };
            if matched && best.is_none_or(|(l, _, _)| prefix_len > l) {
                best = Some((prefix_len, star, targets));
            }
        }
        let mut out = Vec::new();
        if let Some((_, star, targets)) = best {
            for t in targets {
                out.push(normalise(&base.join(t.replacen('*', star, 1))));
            }
        }
        let matched = best.is_some();
        if self.base_url {
            out.push(normalise(&base.join(spec)));
        }
        (out, matched)
    }
}

/// How the program's specifiers find files.
#[derive(Clone, Debug, Default)]
pub struct Resolver {
    pub config: TsConfig,
}

/// Where a specifier leads.
pub enum Resolution {
    /// A project file (its name).
    File(String),
    /// A project file that is not there: the paths tried.
    NotFound(Vec<PathBuf>),
    /// Not a project file: one of node's modules or a package.
    Elsewhere,
}

impl Resolver {
    pub fn for_entry(entry: &str) -> Resolver {
        Resolver {
            config: TsConfig::for_entry(entry),
        }
    }

    pub fn resolve(
        &self,
        importer: &str,
        spec: &str,
        exists: &dyn Fn(&Path) -> bool,
    ) -> Resolution {
        let bundler = self.config.bundler;
        // A bare specifier no `paths` pattern matched and no file under
        // `baseUrl` answers is a package or one of node's modules.
        let (bases, project) = if is_relative(spec) {
            let base = Path::new(importer).parent().unwrap_or(Path::new(""));
            (vec![normalise(&base.join(spec))], true)
        } else if let Some(m) = crate::node_modules::source_module(importer, spec) {
            return Resolution::File(m.name.to_string());
        } else if crate::node_modules::is_builtin(spec) {
            return Resolution::Elsewhere;
        } else {
            self.config.bare(spec)
        };
        let tried: Vec<PathBuf> = bases
            .iter()
            .flat_map(|p| file_candidates(p, bundler))
            .collect();
        match tried.iter().find(|p| is_source(p) && exists(p)) {
            Some(f) => Resolution::File(f.to_string_lossy().into_owned()),
            None if project => Resolution::NotFound(tried),
            None => Resolution::Elsewhere,
        }
    }
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
        Some("ts" | "mts" | "js" | "mjs" | "cjs" | "json")
    )
}

/// Whether a file is JavaScript (no types: an import of a name its module
/// lacks is an error even if nothing reads it, as node's linking has it).
pub fn is_javascript(name: &str) -> bool {
    [".js", ".mjs", ".cjs", ".json"]
        .iter()
        .any(|e| name.ends_with(e))
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
            Some(b'{') => self.list(b'}', depth, true),
            Some(b'[') => self.list(b']', depth, false),
            Some(b'"') => self.string(),
            Some(b't') => self.word("true"),
            Some(b'f') => self.word("false"),
            Some(b'n') => self.word("null"),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.unexpected()),
        }
    }

    /// The members of an object (`keyed`) or the elements of an array,
    /// after its opening bracket, through `close`.
    fn list(&mut self, close: u8, depth: u32, keyed: bool) -> Result<(), (String, usize)> {
        self.i += 1;
        self.ws();
        if self.b.get(self.i) == Some(&close) {
            self.i += 1;
            return Ok(());
        }
        loop {
            self.ws();
            if keyed {
                self.string()?;
                self.ws();
                self.eat(b':')?;
                self.ws();
            }
            self.value(depth + 1)?;
            self.ws();
            if self.b.get(self.i) != Some(&b',') {
                return self.eat(close);
            }
            self.i += 1;
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

/// How a file is parsed: a `.js`, `.mjs` or `.cjs` file as JavaScript (so
/// TypeScript's own errors, such as a default value on a setter's
/// parameter, do not reject valid JavaScript), anything else (`.ts`,
/// `.mts`, stdin, kiln's own modules) as TypeScript; every file as an ES
/// module, in strict mode, as `conformance/README.md` decides.
pub fn source_type(name: &str) -> oxc_span::SourceType {
    let javascript = [".js", ".mjs", ".cjs"].iter().any(|e| name.ends_with(e));
    let base = if javascript {
        oxc_span::SourceType::mjs()
    } else {
        oxc_span::SourceType::ts()
    };
    base.with_module(true)
}

/// The specifier of `import("…")` when it is a constant string (a string
/// literal or a template without substitutions).
pub fn dynamic_specifier(e: &oxc_ast::ast::ImportExpression<'_>) -> Option<String> {
    use oxc_ast::ast::Expression;
    match &e.source {
        Expression::StringLiteral(s) => Some(s.value.to_string()),
        Expression::TemplateLiteral(t) if t.expressions.is_empty() => t
            .quasis
            .first()
            .and_then(|q| q.value.cooked.as_ref())
            .map(|c| c.to_string()),
        _ => None,
    }
}

/// The specifiers a program's `import(…)` expressions may name, in
/// source order: each constant one, and for a template whose constant
/// start names a folder (`` import(`./plugins/${name}.js`) ``) every
/// module file of that folder (not its subfolders) the template's
/// constant start and end match, named as the program would (`a.ts` as
/// `./plugins/a.js`). `importer` is the importing file's path.
pub fn dynamic_requests(program: &oxc_ast::ast::Program<'_>, importer: &str) -> Vec<String> {
    use oxc_ast_visit::Visit;
    struct Find<'i>(Vec<String>, &'i str);
    impl<'a> Visit<'a> for Find<'_> {
        fn visit_import_expression(&mut self, it: &oxc_ast::ast::ImportExpression<'a>) {
            match dynamic_specifier(it) {
                Some(spec) => self.0.push(spec),
                None => {
                    if let oxc_ast::ast::Expression::TemplateLiteral(t) = &it.source {
                        let cooked = |q: Option<&oxc_ast::ast::TemplateElement<'a>>| {
                            q.and_then(|q| q.value.cooked.as_ref())
                                .map(|c| c.to_string())
                        };
                        if let (Some(start), Some(end)) =
                            (cooked(t.quasis.first()), cooked(t.quasis.last()))
                        {
                            self.0.extend(template_candidates(self.1, &start, &end));
                        }
                    }
                }
            }
            oxc_ast_visit::walk::walk_import_expression(self, it);
        }
    }
    let mut f = Find(Vec::new(), importer);
    f.visit_program(program);
    f.0
}

/// Whether a program has an `import(…)` whose specifier is computed when
/// it runs (not a constant).
pub fn has_computed_import(program: &oxc_ast::ast::Program<'_>) -> bool {
    use oxc_ast_visit::Visit;
    struct Find(bool);
    impl<'a> Visit<'a> for Find {
        fn visit_import_expression(&mut self, it: &oxc_ast::ast::ImportExpression<'a>) {
            self.0 |= dynamic_specifier(it).is_none();
            oxc_ast_visit::walk::walk_import_expression(self, it);
        }
    }
    let mut f = Find(false);
    f.visit_program(program);
    f.0
}

/// The specifiers of the module files in the folder a template's constant
/// `start` names (relative to `importer`) that `start` and `end` match.
fn template_candidates(importer: &str, start: &str, end: &str) -> Vec<String> {
    if !is_relative(start) {
        return Vec::new();
    }
    let Some(slash) = start.rfind('/') else {
        return Vec::new();
    };
    let (folder, stem) = start.split_at(slash + 1);
    let base = Path::new(importer).parent().unwrap_or(Path::new("."));
    let Ok(entries) = std::fs::read_dir(base.join(folder)) else {
        return Vec::new();
    };
    let mut out: Vec<String> = entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.ends_with(".d.ts") || !is_source(Path::new(&name)) {
                return None;
            }
            // A TypeScript file is named as its JavaScript output.
            let named = match name.rsplit_once('.') {
                Some((s, "ts")) => format!("{s}.js"),
                Some((s, "mts")) => format!("{s}.mjs"),
                _ => name,
            };
            let spec = format!("{folder}{named}");
            (named.starts_with(stem)
                && spec.ends_with(end)
                && spec.len() >= start.len() + end.len())
            .then_some(spec)
        })
        .collect();
    out.sort();
    out
}

/// The module requests of a source text: the specifiers of its `import`
/// and `export … from` declarations (not `import type`), in source order,
/// then those of its `import("…")` expressions. A file that does not parse
/// has none (its errors are reported when it is compiled).
pub fn requests(name: &str, text: &str) -> Vec<String> {
    use oxc_ast::ast::Statement;
    // `kiln run` computes its cache key from the files, so this runs on
    // every cache hit: a file that cannot import is not parsed.
    if !text.contains("import") && !text.contains("export") {
        return Vec::new();
    }
    let alloc = oxc_allocator::Allocator::default();
    let parsed = oxc_parser::Parser::new(&alloc, text, source_type(name)).parse();
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
    out.extend(dynamic_requests(&parsed.program, name));
    out
}

/// The entry and every project file reachable from it through relative
/// imports, the entry first, each once. A specifier that finds no file is
/// left for lowering to report.
pub fn discover(entry: SourceFile) -> Vec<SourceFile> {
    let resolver = Resolver::for_entry(&entry.name);
    let mut files = vec![entry];
    let mut i = 0;
    while i < files.len() {
        let specs = requests(&files[i].name, &files[i].text);
        for name in crate::node_modules::implicit_requests(&files[i].text, &specs) {
            if !files.iter().any(|f| f.name == name) {
                let text = crate::node_modules::source_text(name).expect("a source module");
                files.push(SourceFile {
                    name: name.to_string(),
                    text: text.to_string(),
                });
            }
        }
        let required = crate::commonjs::require_requests(&files[i].name, &files[i].text)
            .into_iter()
            .filter_map(|spec| {
                match crate::commonjs::resolve_require(&files[i].name, &spec, &|p| p.is_file()) {
                    crate::commonjs::Required::File(name) => Some(name),
                    _ => None,
                }
            });
        let imported = specs.into_iter().filter_map(|spec| {
            match resolver.resolve(&files[i].name, &spec, &|p| p.is_file()) {
                Resolution::File(name) => Some(name),
                _ => None,
            }
        });
        let found: Vec<String> = imported.chain(required).collect();
        for name in found {
            if files.iter().any(|f| same_file(&f.name, &name)) {
                continue;
            }
            // An unreadable or non-UTF-8 file is reported at the import.
            let text = match crate::node_modules::source_text(&name) {
                Some(t) => Ok(t.to_string()),
                None => std::fs::read_to_string(&name),
            };
            if let Ok(text) = text {
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
        assert_eq!(
            requests("main.ts", src),
            ["./a.js", "./b.js", "./c.js", "./d.js"]
        );
    }
}
