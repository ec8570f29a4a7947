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
