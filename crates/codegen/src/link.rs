//! Which of the runtime's optional built-in groups a program links
//! (runtime `builtins/link.rs`).
//!
//! A group is linked when one of its trigger names appears in the program:
//! as an identifier, a property name, or anywhere inside a string or a
//! template literal's text (cooked or raw), so `globalThis["Date"]`, `const
//! k = "matchAll"; s[k](re)` and `JSON.parse('{"m": "search"}')` all link
//! their groups. Type annotations count too (`let d: Date` links Date):
//! linking more than a program needs costs only size. What escapes is a
//! name put together at run time from pieces that are not the name
//! (`"Da" + "te"`); the runtime's stubs (accessors) end such a program with
//! a message naming `--link-all` when it reads or writes one, never a wrong
//! result. A stub differs from the built-in in its descriptor only, and a
//! program can walk properties it does not name and read them, so naming
//! a way to read descriptors or list non-enumerable keys
//! (`getOwnPropertyDescriptor(s)`, `getOwnPropertyNames`, `showHidden`,
//! `__lookupGetter__`, `__lookupSetter__`) links every group.

use oxc_ast::ast::{
    IdentifierName, IdentifierReference, Program, RegExpLiteral, StringLiteral, TemplateElement,
};
use oxc_ast_visit::Visit;

/// The optional groups a program links.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Groups {
    /// `RegExp`, and String.prototype's `match`, `matchAll` and `search`
    /// (which make a RegExp of a string). A regular expression literal
    /// links it too; `split` and `replace` reach it only through a RegExp.
    pub regexp: bool,
    /// `Date`.
    pub date: bool,
    /// String.prototype's case mapping (`toLowerCase`, `toUpperCase`, their
    /// locale forms), `normalize` and `localeCompare`.
    pub case: bool,
    /// `Map`, `Set`, `WeakMap`, `WeakSet`.
    pub collections: bool,
    /// `Math`.
    pub math: bool,
    /// `JSON` (`JSON.stringify`'s code is linked anyway, for `%j`).
    pub json: bool,
    /// `decodeURI`, `decodeURIComponent`, `encodeURI`, `encodeURIComponent`.
    pub uri: bool,
}

impl Groups {
    pub const ALL: Groups = Groups {
        regexp: true,
        date: true,
        case: true,
        collections: true,
        math: true,
        json: true,
        uri: true,
    };
}

const REGEXP_NAMES: [&str; 3] = ["RegExp", "match", "search"];
const DATE_NAMES: [&str; 1] = ["Date"];
const CASE_NAMES: [&str; 3] = ["Case", "normalize", "localeCompare"];
const COLLECTION_NAMES: [&str; 2] = ["Map", "Set"];
const MATH_NAMES: [&str; 1] = ["Math"];
const JSON_NAMES: [&str; 1] = ["JSON"];
const URI_NAMES: [&str; 1] = ["URI"];
/// Names of ways to see a stub for what it is, or to reach built-ins the
/// program does not name: each links every group.
const REFLECTION_NAMES: [&str; 5] = [
    "getOwnPropertyDescriptor",
    "getOwnPropertyNames",
    "showHidden",
    "__lookupGetter__",
    "__lookupSetter__",
];

/// The groups `program` names.
pub fn scan(program: &Program<'_>) -> Groups {
    let mut s = Scan(Groups::default());
    s.visit_program(program);
    s.0
}

struct Scan(Groups);

impl Scan {
    fn text(&mut self, t: &str) {
        if REFLECTION_NAMES.iter().any(|n| t.contains(n)) {
            self.0 = Groups::ALL;
        }
        self.0.regexp |= REGEXP_NAMES.iter().any(|n| t.contains(n));
        self.0.date |= DATE_NAMES.iter().any(|n| t.contains(n));
        self.0.case |= CASE_NAMES.iter().any(|n| t.contains(n));
        self.0.collections |= COLLECTION_NAMES.iter().any(|n| t.contains(n));
        self.0.math |= MATH_NAMES.iter().any(|n| t.contains(n));
        self.0.json |= JSON_NAMES.iter().any(|n| t.contains(n));
        self.0.uri |= URI_NAMES.iter().any(|n| t.contains(n));
    }
}

impl<'a> Visit<'a> for Scan {
    fn visit_identifier_name(&mut self, it: &IdentifierName<'a>) {
        self.text(&it.name);
    }

    fn visit_identifier_reference(&mut self, it: &IdentifierReference<'a>) {
        self.text(&it.name);
    }

    fn visit_string_literal(&mut self, it: &StringLiteral<'a>) {
        self.text(&it.value);
    }

    fn visit_template_element(&mut self, it: &TemplateElement<'a>) {
        self.text(&it.value.raw);
        if let Some(c) = &it.value.cooked {
            self.text(c);
        }
    }

    fn visit_reg_exp_literal(&mut self, _: &RegExpLiteral<'a>) {
        self.0.regexp = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxc_allocator::Allocator;
    use oxc_parser::Parser;
    use oxc_span::SourceType;

    fn groups(src: &str) -> Groups {
        let alloc = Allocator::default();
        let parsed = Parser::new(&alloc, src, SourceType::ts()).parse();
        assert!(parsed.diagnostics.is_empty(), "{src}");
        scan(&parsed.program)
    }

    #[test]
    fn a_program_that_names_none_links_none() {
        assert_eq!(groups("console.log('Hello, world!');"), Groups::default());
        assert_eq!(
            groups("const s = 'a,b'; console.log(s.split(','), s.replace('a', 'b'));"),
            Groups::default()
        );
    }

    /// Each source names exactly the group `pick` sets.
    fn check(pick: fn(&mut Groups), sources: &[&str]) {
        let mut want = Groups::default();
        pick(&mut want);
        for src in sources {
            assert_eq!(groups(src), want, "{src}");
        }
    }

    #[test]
    fn each_way_of_naming_links() {
        check(
            |g| g.regexp = true,
            &[
                "/a/.test('a');",
                "new RegExp('a');",
                "'abc'.match('b');",
                "'abc'.matchAll('b');",
                "'abc'.search('b');",
                "const { search } = String.prototype;",
                "const k = 'matchAll'; ('x' as any)[k]('x');",
                "const k = `${1}match`;",
                "const k = '\\u006datch';",
                "const m\\u0061tch = 1;; ({}).m\\u0061tch;",
            ],
        );
        check(
            |g| g.date = true,
            &[
                "Date.now();",
                "new Date(0);",
                "(globalThis as any)['Date'];",
                "let d: Date | undefined;",
                "console.log({ k: 'getDate' });",
            ],
        );
        check(
            |g| g.case = true,
            &[
                "'a'.toUpperCase();",
                "'a'.toLocaleLowerCase('tr');",
                "'a'.normalize('NFD');",
                "['b', 'a'].sort((x, y) => x.localeCompare(y));",
            ],
        );
        check(
            |g| *g = Groups::ALL,
            &[
                "Object.getOwnPropertyNames(globalThis);",
                "Object.getOwnPropertyDescriptors(String.prototype);",
                "console.dir(globalThis, { showHidden: true });",
                "({}).__lookupGetter__('x');",
            ],
        );
        check(
            |g| g.collections = true,
            &[
                "new Map();",
                "new WeakSet();",
                "type T = ReadonlyMap<string, number>;",
                "const k = 'Set'; (globalThis as any)[k];",
            ],
        );
        check(
            |g| g.math = true,
            &["Math.floor(1.5);", "const { PI } = Math;"],
        );
        check(
            |g| g.json = true,
            &["JSON.parse('1');", "class A { toJSON() { return 1; } }"],
        );
        check(
            |g| g.uri = true,
            &[
                "encodeURIComponent('a b');",
                "decodeURI('%20');",
                "(globalThis as any)['encodeURI'];",
            ],
        );
    }
}
