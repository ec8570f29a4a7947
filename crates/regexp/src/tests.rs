//! Error texts checked against node v20 and matching basics.

use super::*;

fn u(s: &str) -> Vec<u16> {
    s.encode_utf16().collect()
}

fn err(p: &str, f: &str) -> String {
    let flags = Flags::parse(&u(f)).expect("valid flags");
    match compile(&u(p), flags) {
        Ok(_) => "ok".into(),
        Err(m) => m,
    }
}

#[test]
fn syntax_errors_read_as_node_prints_them() {
    let cases = [
        ("(", "", "Unterminated group"),
        (")", "", "Unmatched ')'"),
        ("a**", "", "Nothing to repeat"),
        ("*", "", "Nothing to repeat"),
        ("+a", "", "Nothing to repeat"),
        ("a{2,1}", "", "numbers out of order in {} quantifier"),
        ("[b-a]", "", "Range out of order in character class"),
        ("[", "", "Unterminated character class"),
        ("\\", "", "\\ at end of pattern"),
        ("(?<a", "", "Invalid capture group name"),
        ("(?<1a>x)", "", "Invalid capture group name"),
        ("\\k<a>(?<b>x)", "", "Invalid named capture referenced"),
        ("(?<a>x)(?<a>y)", "", "Duplicate capture group name"),
        ("\\p{Foo}", "u", "Invalid property name"),
        ("\\u{110000}", "u", "Invalid Unicode escape"),
        ("\\c", "u", "Invalid Unicode escape"),
        ("{", "u", "Lone quantifier brackets"),
        ("}", "u", "Lone quantifier brackets"),
        ("]", "u", "Lone quantifier brackets"),
        ("a{", "u", "Incomplete quantifier"),
        ("(?=a)*", "u", "Invalid quantifier"),
        ("(?:a", "", "Unterminated group"),
        ("(?x)", "", "Invalid group"),
        ("\\k<a", "u", "Invalid capture group name"),
        ("[\\d-z]", "u", "Invalid character class"),
        ("x{2}{3}", "", "Nothing to repeat"),
        ("^*", "", "Nothing to repeat"),
        ("\\1", "u", "Invalid escape"),
        ("\\q", "u", "Invalid escape"),
        ("(?<a>.)\\k<b>", "", "Invalid named capture referenced"),
    ];
    let mut wrong = Vec::new();
    for (p, f, want) in cases {
        let got = err(p, f);
        if got != want {
            wrong.push(format!("/{p}/{f}: got {got:?}, node says {want:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn flags_parse_and_print_in_canonical_order() {
    assert_eq!(Flags::parse(&u("yg")).unwrap().text(), "gy");
    assert_eq!(Flags::parse(&u("dgimsuy")).unwrap().text(), "dgimsuy");
    assert!(Flags::parse(&u("gg")).is_none());
    assert!(Flags::parse(&u("x")).is_none());
    assert!(Flags::parse(&u("uv")).is_none());
}

#[test]
fn sticky_matches_only_at_the_start_position() {
    let p = compile(&u("b"), Flags::parse(&u("y")).unwrap()).unwrap();
    assert!(p.exec(&u("abb"), 0).is_none());
    let m = p.exec(&u("abb"), 1).unwrap();
    assert_eq!(m.groups, vec![Some(1..2)]);
}

#[test]
fn code_units_without_u_and_code_points_with_it() {
    let text = u("\u{1F600}");
    let p = compile(&u("."), Flags::default()).unwrap();
    assert_eq!(p.exec(&text, 0).unwrap().groups[0], Some(0..1));
    let p = compile(&u("."), Flags::parse(&u("u")).unwrap()).unwrap();
    assert_eq!(p.exec(&text, 0).unwrap().groups[0], Some(0..2));
}

#[test]
fn named_groups_are_numbered_in_pattern_order() {
    let p = compile(&u("(a)(?<x>b)(?:c)(?<y>d)"), Flags::default()).unwrap();
    assert_eq!(
        p.group_names(),
        &[(2, "x".to_string()), (3, "y".to_string())]
    );
    let m = p.exec(&u("zabcd"), 0).unwrap();
    assert_eq!(
        m.groups,
        vec![Some(1..5), Some(1..2), Some(2..3), Some(4..5)]
    );
}

mod search {
    //! The search for a match skips positions by the pattern's possible
    //! first code units (the start filter patched into vendor/regress). A
    //! sticky program tries only the position it is given, with no filter,
    //! so the first position at or after `start` where it matches is what
    //! the filtered search must find, with the same captures.

    use super::*;
    use proptest::prelude::*;

    /// The first match by trying each position in turn. With `u`, a
    /// surrogate pair is one step, as the search steps.
    fn by_every_position(
        pattern: &[u16],
        flags: Flags,
        text: &[u16],
        start: usize,
    ) -> Option<Captures> {
        let sticky = compile(pattern, Flags::from_bits(flags.bits() | Flags::STICKY)).ok()?;
        let mut p = start;
        while p <= text.len() {
            if let Some(m) = sticky.exec(text, p) {
                return Some(m);
            }
            let pair = flags.full_unicode()
                && (0xD800..0xDC00).contains(&text.get(p).copied().unwrap_or(0))
                && (0xDC00..0xE000).contains(&text.get(p + 1).copied().unwrap_or(0));
            p += if pair { 2 } else { 1 };
        }
        None
    }

    fn atom() -> impl Strategy<Value = &'static str> {
        prop::sample::select(vec![
            "a",
            "b",
            "B",
            "é",
            "\u{1F600}",
            "\u{212A}",
            "k",
            " ",
            "1",
            "_",
            "[a-c]",
            "[^a]",
            "[é-ü]",
            "\\d",
            "\\s",
            "\\w",
            "\\W",
            "\\b",
            "\\B",
            ".",
            "(?:a|b)",
            "(x|é)",
            "(b)",
            "^",
            "$",
            "(?<=a)",
            "(?=b)",
            "(?!a)",
            "(?:)",
            "(a|)",
            "\\u00e9",
            "[\\s\\d]",
        ])
    }

    fn quantifier() -> impl Strategy<Value = &'static str> {
        prop::sample::select(vec!["", "", "", "*", "+", "?", "{2}", "{0,2}", "+?"])
    }

    fn text_char() -> impl Strategy<Value = u16> {
        prop::sample::select(vec![
            u16::from(b'a'),
            u16::from(b'b'),
            u16::from(b'B'),
            u16::from(b'k'),
            u16::from(b'x'),
            u16::from(b'1'),
            u16::from(b' '),
            u16::from(b'_'),
            u16::from(b'\n'),
            0xE9,
            0xC9,
            0x212A,
            0x00A0,
            0xD83D,
            0xDE00,
        ])
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        #[test]
        fn the_first_match_is_the_first_position_that_matches(
            parts in prop::collection::vec((atom(), quantifier()), 1..5),
            flags in prop::sample::select(vec!["", "i", "m", "s", "u", "iu", "im", "su"]),
            text in prop::collection::vec(text_char(), 0..24),
            start in 0usize..26,
        ) {
            let pattern: String = parts.iter().map(|(a, q)| {
                // A quantifier on an assertion is a syntax error under `u`.
                if a.starts_with("(?") && a.len() > 4 || *a == "^" || *a == "$" || a.starts_with('\\') && a.ends_with('b') || a.ends_with('B') && a.len() == 2 { a.to_string() } else { format!("{a}{q}") }
            }).collect();
            let pattern = u(&pattern);
            let flags = Flags::parse(&u(flags)).expect("flags");
            let Ok(program) = compile(&pattern, flags) else { return Ok(()) };
            let start = start.min(text.len() + 1);
            let got = program.exec(&text, start).map(|c| c.groups);
            let want = by_every_position(&pattern, flags, &text, start).map(|c| c.groups);
            prop_assert_eq!(got, want, "/{}/ on {:?} from {}", String::from_utf16_lossy(&pattern), String::from_utf16_lossy(&text), start);
        }
    }

    #[test]
    fn a_start_inside_a_surrogate_pair_under_u_is_the_pair_start() {
        let text = u("aa\u{1F600}a");
        let p = compile(&u("[^a]?a"), Flags::parse(&u("u")).unwrap()).unwrap();
        assert_eq!(p.exec(&text, 3).unwrap().groups[0], Some(2..5));
        let p = compile(&u("\\uDE00"), Flags::parse(&u("u")).unwrap()).unwrap();
        assert!(p.exec(&text, 3).is_none());
        let p = compile(&u("\\uDE00"), Flags::default()).unwrap();
        assert_eq!(p.exec(&text, 3).unwrap().groups[0], Some(3..4));
    }

    #[test]
    fn a_filtered_search_finds_matches_that_start_with_any_case_or_code_point() {
        let cases = [
            ("[a-z]+", "i", "12ABC", Some(2..5)),
            ("k", "iu", "x\u{212A}", Some(1..2)),
            ("\u{e9}t\u{e9}", "", "ete \u{e9}t\u{e9}", Some(4..7)),
            ("\u{1F600}", "u", "a\u{1F600}", Some(1..3)),
            ("\\s+", "", "ab\u{a0}\u{a0}c", Some(2..4)),
            ("took \\d", "", "to took 5", Some(3..9)),
            ("^b", "", "ab", None),
            ("^b", "m", "a\nb", Some(2..3)),
        ];
        for (p, f, t, want) in cases {
            let program = compile(&u(p), Flags::parse(&u(f)).unwrap()).unwrap();
            let got = program.exec(&u(t), 0).and_then(|c| c.groups[0].clone());
            assert_eq!(got, want, "/{p}/{f} on {t:?}");
        }
    }
}
