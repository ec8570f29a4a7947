//! TypeScript's types blanked out of a file's text, as node's type
//! stripping does it (amaro, `strip-only` mode): every type annotation,
//! type parameter and argument list, `as`/`satisfies` type, non-null `!`,
//! optional `?`, `this` parameter, `implements` clause, TypeScript-only
//! modifier and declaration becomes spaces, and everything else stays byte
//! for byte (line breaks too), so positions do not move.
//!
//! This is the text node runs, and so what it shows of a program: a
//! function's `toString()` (its source text, `Func::source`) and the line
//! of an uncaught error's excerpt. A file amaro has to transform instead
//! (an `enum`, a namespace with values, a parameter property) is re-printed
//! by node; kiln's text then differs from node's in those places.

use oxc_ast::ast::*;
use oxc_ast_visit::{Visit, walk};
use oxc_span::{GetSpan, Span};
use oxc_syntax::scope::ScopeFlags;

/// `text` (the source of `program`) with its TypeScript syntax blanked.
pub fn blank_types(program: &Program<'_>, text: &str) -> String {
    let mut b = Blanker {
        text: text.as_bytes(),
        ranges: Vec::new(),
    };
    b.visit_program(program);
    if b.ranges.is_empty() {
        return text.to_string();
    }
    let mut out = text.as_bytes().to_vec();
    for (start, end) in b.ranges {
        for c in &mut out[start as usize..(end as usize).min(text.len())] {
            if !matches!(*c, b'\n' | b'\r') {
                *c = b' ';
            }
        }
    }
    // Only whole characters are blanked (ranges run between tokens), so
    // the result is still UTF-8; a multi-byte character inside a type
    // becomes a space per byte, as amaro writes it.
    String::from_utf8(out).expect("blanking keeps UTF-8")
}

/// Where a function's source text starts inside `span` of the source:
/// past whitespace, comments, `static` (a static method's text is the
/// method's, `m() {}`) and TypeScript's member modifiers (blank in the
/// text node runs).
pub fn source_start(text: &str, span: Span) -> u32 {
    let bytes = text.as_bytes();
    let mut at = span.start as usize;
    loop {
        at = skip_trivia(bytes, at, span.end as usize);
        let word = word_at(bytes, at);
        let after = skip_trivia(bytes, at + word.len(), span.end as usize);
        let is_modifier = matches!(
            word,
            b"static"
                | b"public"
                | b"private"
                | b"protected"
                | b"readonly"
                | b"override"
                | b"abstract"
                | b"declare"
        );
        // A modifier is followed by what it modifies: `static() {}` is a
        // method named `static`.
        if is_modifier && !matches!(bytes.get(after), Some(b'(' | b'=' | b';' | b'<')) {
            at = after;
        } else {
            return at as u32;
        }
    }
}

fn skip_trivia(bytes: &[u8], mut at: usize, end: usize) -> usize {
    while at < end {
        match bytes[at] {
            b' ' | b'\t' | b'\n' | b'\r' => at += 1,
            b'/' if bytes.get(at + 1) == Some(&b'/') => {
                while at < end && bytes[at] != b'\n' {
                    at += 1;
                }
            }
            b'/' if bytes.get(at + 1) == Some(&b'*') => {
                at += 2;
                while at + 1 < end && !(bytes[at] == b'*' && bytes[at + 1] == b'/') {
                    at += 1;
                }
                at = (at + 2).min(end);
            }
            _ => break,
        }
    }
    at
}

fn word_at(bytes: &[u8], at: usize) -> &[u8] {
    let end = bytes[at.min(bytes.len())..]
        .iter()
        .position(|c| !(c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$'))
        .map_or(bytes.len(), |n| at + n);
    &bytes[at.min(end)..end]
}

/// A declaration that is only types (node runs nothing of it).
fn type_only_declaration(d: &Declaration<'_>) -> bool {
    match d {
        Declaration::TSInterfaceDeclaration(_)
        | Declaration::TSTypeAliasDeclaration(_)
        | Declaration::TSExternalModuleDeclaration(_)
        | Declaration::TSGlobalDeclaration(_) => true,
        Declaration::VariableDeclaration(v) => v.declare,
        Declaration::FunctionDeclaration(f) => f.declare || f.body.is_none(),
        Declaration::ClassDeclaration(c) => c.declare,
        Declaration::TSNamespaceDeclaration(m) => m.declare,
        Declaration::TSEnumDeclaration(e) => e.declare,
        Declaration::TSImportEqualsDeclaration(_) => false,
    }
}

struct Blanker<'t> {
    text: &'t [u8],
    ranges: Vec<(u32, u32)>,
}

impl Blanker<'_> {
    fn blank(&mut self, span: Span) {
        if span.start < span.end {
            self.ranges.push((span.start, span.end));
        }
    }

    /// Blanks a one-character mark (`?`, `!`) that is the first token at
    /// or after `at`.
    fn blank_mark(&mut self, at: u32, mark: u8) {
        let i = skip_trivia(self.text, at as usize, self.text.len());
        if self.text.get(i) == Some(&mark) {
            self.ranges.push((i as u32, i as u32 + 1));
        }
    }

    /// Blanks the TypeScript modifier words among the tokens of
    /// `from..to` (a class member's head, before its key).
    fn blank_modifiers(&mut self, from: u32, to: u32) {
        let mut at = from as usize;
        while at < to as usize {
            at = skip_trivia(self.text, at, to as usize);
            let word = word_at(self.text, at);
            if word.is_empty() {
                at += 1;
                continue;
            }
            if matches!(
                word,
                b"public" | b"private" | b"protected" | b"readonly" | b"override" | b"abstract"
            ) {
                self.ranges.push((at as u32, (at + word.len()) as u32));
            }
            at += word.len();
        }
    }

    /// The start of the word `word` searched backwards from `before`
    /// (skipping whitespace only), if it is there.
    fn word_before(&self, before: u32, word: &[u8]) -> Option<u32> {
        let mut i = before as usize;
        while i > 0 && matches!(self.text[i - 1], b' ' | b'\t' | b'\n' | b'\r') {
            i -= 1;
        }
        let start = i.checked_sub(word.len())?;
        (&self.text[start..i] == word).then_some(start as u32)
    }
}

impl<'a> Visit<'a> for Blanker<'_> {
    fn visit_statement(&mut self, it: &Statement<'a>) {
        let type_only = match it {
            Statement::ImportDeclaration(i) => i.import_kind.is_type(),
            Statement::ExportDeclaration(e) => type_only_declaration(&e.declaration),
            Statement::ExportNamedDeclaration(e) => e.export_kind.is_type(),
            Statement::ExportFromDeclaration(e) => e.export_kind.is_type(),
            Statement::ExportAllDeclaration(e) => e.export_kind.is_type(),
            _ => it.as_declaration().is_some_and(type_only_declaration),
        };
        if type_only {
            self.blank(it.span());
        } else {
            walk::walk_statement(self, it);
        }
    }

    fn visit_ts_type_annotation(&mut self, it: &TSTypeAnnotation<'a>) {
        self.blank(it.span);
    }

    fn visit_ts_type_parameter_declaration(&mut self, it: &TSTypeParameterDeclaration<'a>) {
        self.blank(it.span);
    }

    fn visit_ts_type_parameter_instantiation(&mut self, it: &TSTypeParameterInstantiation<'a>) {
        self.blank(it.span);
    }

    fn visit_ts_as_expression(&mut self, it: &TSAsExpression<'a>) {
        self.blank(Span::new(it.expression.span().end, it.span.end));
        self.visit_expression(&it.expression);
    }

    fn visit_ts_satisfies_expression(&mut self, it: &TSSatisfiesExpression<'a>) {
        self.blank(Span::new(it.expression.span().end, it.span.end));
        self.visit_expression(&it.expression);
    }

    fn visit_ts_non_null_expression(&mut self, it: &TSNonNullExpression<'a>) {
        self.blank(Span::new(it.expression.span().end, it.span.end));
        self.visit_expression(&it.expression);
    }

    fn visit_ts_this_parameter(&mut self, it: &TSThisParameter<'a>) {
        // `this: T,` goes with its comma.
        let i = skip_trivia(self.text, it.span.end as usize, self.text.len());
        let end = if self.text.get(i) == Some(&b',') {
            i as u32 + 1
        } else {
            it.span.end
        };
        self.blank(Span::new(it.span.start, end));
    }

    fn visit_formal_parameter(&mut self, it: &FormalParameter<'a>) {
        if it.optional {
            self.blank_mark(it.pattern.span().end, b'?');
        }
        walk::walk_formal_parameter(self, it);
    }

    fn visit_variable_declarator(&mut self, it: &VariableDeclarator<'a>) {
        if it.definite {
            self.blank_mark(it.id.span().end, b'!');
        }
        walk::walk_variable_declarator(self, it);
    }

    fn visit_function(&mut self, it: &Function<'a>, flags: ScopeFlags) {
        if it.body.is_none() {
            // An overload signature or an abstract method's: nothing runs.
            self.blank(it.span);
            return;
        }
        walk::walk_function(self, it, flags);
    }

    fn visit_class(&mut self, it: &Class<'a>) {
        if it.r#abstract {
            let class_kw = it
                .id
                .as_ref()
                .map_or(it.body.span.start, |id| id.span.start);
            let head = Span::new(it.span.start, class_kw);
            self.blank_modifiers(head.start, head.end);
            if let Some(at) = self.word_before(it.span.start, b"abstract") {
                self.blank(Span::new(at, at + 8));
            }
        }
        if let (Some(first), Some(last)) = (it.implements.first(), it.implements.last())
            && let Some(at) = self.word_before(first.span.start, b"implements")
        {
            self.blank(Span::new(at, last.span.end));
        }
        walk::walk_class(self, it);
    }

    fn visit_class_element(&mut self, it: &ClassElement<'a>) {
        match it {
            ClassElement::TSIndexSignature(s) => self.blank(s.span),
            ClassElement::MethodDefinition(m)
                if m.value.body.is_none()
                    || m.r#type == MethodDefinitionType::TSAbstractMethodDefinition =>
            {
                self.blank(m.span);
            }
            ClassElement::MethodDefinition(m) => {
                self.blank_modifiers(m.span.start, m.key.span().start);
                if m.optional {
                    self.blank_mark(m.key.span().end, b'?');
                }
                walk::walk_class_element(self, it);
            }
            ClassElement::PropertyDefinition(p)
                if p.declare
                    || p.r#type == PropertyDefinitionType::TSAbstractPropertyDefinition =>
            {
                self.blank(p.span);
            }
            ClassElement::PropertyDefinition(p) => {
                self.blank_modifiers(p.span.start, p.key.span().start);
                if p.optional {
                    self.blank_mark(p.key.span().end, b'?');
                }
                if p.definite {
                    self.blank_mark(p.key.span().end, b'!');
                }
                walk::walk_class_element(self, it);
            }
            ClassElement::AccessorProperty(p) => {
                self.blank_modifiers(p.span.start, p.key.span().start);
                walk::walk_class_element(self, it);
            }
            _ => walk::walk_class_element(self, it),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxc_allocator::Allocator;
    use oxc_parser::Parser;

    fn strip(src: &str) -> String {
        let alloc = Allocator::default();
        let parsed = Parser::new(&alloc, src, SourceType::ts()).parse();
        assert!(!parsed.diagnostics.has_errors(), "{src}");
        blank_types(&parsed.program, src)
    }

    /// Each case's expectation is what amaro 1.2.1 (node's stripper,
    /// `scripts/oracle`) printed for it in `strip-only` mode, with spaces
    /// shown as `·`.
    #[test]
    fn blanks_what_amaro_blanks() {
        let cases = [
            (
                "function f<T extends object>(this: Window, a: number, b?: string, ...rest: T[]): Promise<void> { return x as any; }",
                "function·f··················(··············a········,·b·········,·...rest·····)················{·return·x·······;·}",
            ),
            (
                "const g = async <T,>(x: T): Promise<T> => x!;",
                "const·g·=·async·····(x···)·············=>·x·;",
            ),
            (
                "abstract class A<T> extends B<T> implements I, J<T> {\n  private readonly x: number = 1;\n  public static y?: string;\n  declare z: number;\n  protected abstract m(): void;\n  override n(a: T): T { return a satisfies T; }\n  [key: string]: any;\n  get v(): number { return 1; }\n  m2(): void;\n  m2(x?: number): void {}\n}",
                "·········class·A····extends·B·······················{\n···················x·········=·1;\n·········static·y·········;\n····················\n·······························\n···········n(a···)····{·return·a············;·}\n·····················\n··get·v()·········{·return·1;·}\n·············\n··m2(x·········)·······{}\n}",
            ),
            (
                "interface I { a: number }\ntype U = string | number;\nlet u!: number;\nconst call = f<number>(1);\nconst n = new Map<string, number>();\nexport type { U };\nimport type { X } from \"./x\";\ndeclare const dd: number;\ndeclare function df(): void;",
                "·························\n·························\nlet·u·········;\nconst·call·=·f········(1);\nconst·n·=·new·Map················();\n··················\n·····························\n·························\n····························",
            ),
            (
                "function over(a: string): void;\nfunction over(a: any) {}\nfor (const k of [] as string[]) {}\nconst obj = { m(a: number): number { return a; } };\nlet fn: (a: number) => void = (a) => {};",
                "·······························\nfunction·over(a·····)·{}\nfor·(const·k·of·[]············)·{}\nconst·obj·=·{·m(a········)·········{·return·a;·}·};\nlet·fn······················=·(a)·=>·{};",
            ),
        ];
        for (src, want) in cases {
            assert_eq!(strip(src).replace(' ', "·"), want, "{src}");
        }
    }

    #[test]
    fn source_starts_past_static_and_modifiers() {
        let text = "class A { public static /* c */ async m() {} static() {} }";
        let at = |needle: &str| text.find(needle).unwrap() as u32;
        let span = Span::new(at("public"), at("{} static()") + 2);
        assert_eq!(source_start(text, span), at("async m"));
        let span = Span::new(at("static()"), text.len() as u32 - 2);
        assert_eq!(source_start(text, span), at("static()"));
    }
}
