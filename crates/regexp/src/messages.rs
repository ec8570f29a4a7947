//! node's (V8's) texts for pattern syntax errors, from regress's.
//!
//! regress reports what went wrong in its own words and without a position;
//! V8 names the error differently and sometimes by context (a `(` without
//! its `)` is "Unterminated group", a `)` without its `(` is "Unmatched
//! ')'"). The context comes from the shallow tokenizer in `scan.rs`. Errors
//! regress does not distinguish as finely as V8 get V8's nearest text (see
//! each arm).

use crate::scan::{Group, Tok, tokens};

/// V8's message for a regress error `text` on pattern `chars`.
pub(crate) fn node_message(
    chars: &[u32],
    full_unicode: bool,
    unicode_sets: bool,
    text: &str,
) -> String {
    let toks = tokens(chars, unicode_sets);
    let msg = match text {
        "Unbalanced parenthesis" => paren_error(&toks),
        t if t.starts_with("Unexpected char") => paren_error(&toks),
        "Incomplete escape" | "Unterminated escape" => "\\ at end of pattern",
        "Invalid token at named capture group identifier"
        | "Invalid named backreference syntax" => "Invalid capture group name",
        t if t.starts_with("Backreference to invalid named capture group") => {
            "Invalid named capture referenced"
        }
        "Duplicate capture group name" => "Duplicate capture group name",
        "Invalid braced quantifier" | "Quantifier not allowed here" => {
            if full_unicode && quantified_lookaround(&toks) {
                "Invalid quantifier"
            } else {
                "Nothing to repeat"
            }
        }
        // regress says this of `{2,1}` and, under `u`/`v`, of a `{` that
        // does not start a quantifier.
        "Invalid quantifier" if full_unicode && toks.contains(&Tok::BraceOpen(false)) => {
            atom_error(&toks, full_unicode)
        }
        "Invalid quantifier" => "numbers out of order in {} quantifier",
        "Invalid atom character" => atom_error(&toks, full_unicode),
        "Unbalanced bracket" => "Unterminated character class",
        t if t.starts_with("Range values reversed") => "Range out of order in character class",
        "Invalid character range" => "Invalid character class",
        "Invalid group modifier" => "Invalid group",
        "Invalid property escape"
        | "Invalid property name"
        | "Invalid character at property escape start" => "Invalid property name",
        "Invalid unicode escape" => "Invalid Unicode escape",
        "Invalid character escape" => {
            // V8 reads `\c` without a control letter under `u` as a broken
            // Unicode escape.
            let bad_c = toks.iter().enumerate().any(|(i, t)| {
                *t == Tok::Escape(Some('c' as u32))
                    && !matches!(toks.get(i + 1), Some(Tok::Char(c)) if char::from_u32(*c).is_some_and(|c| c.is_ascii_alphabetic()))
            });
            if bad_c {
                "Invalid Unicode escape"
            } else {
                "Invalid escape"
            }
        }
        "Capture group count limit exceeded"
        | "Regular expression is too deeply nested"
        | "Loop count limit exceeded" => "Regular expression too large",
        t if t.contains("intersection") || t.contains("subtraction") => {
            "Invalid set operation in character class"
        }
        "Invalid class set character" | "Incomplete class set character" => {
            "Invalid character in character class"
        }
        t if t.contains("class set") => "Invalid character class",
        other => return other.to_string(),
    };
    msg.to_string()
}

/// A `)` with no group open before any group left open: "Unmatched ')'";
/// otherwise "Unterminated group".
fn paren_error(toks: &[Tok]) -> &'static str {
    let mut depth = 0usize;
    for t in toks {
        match t {
            Tok::Open(_) => depth += 1,
            Tok::Close if depth == 0 => return "Unmatched ')'",
            Tok::Close => depth -= 1,
            _ => {}
        }
    }
    "Unterminated group"
}

/// A lookaround group directly followed by a quantifier (an error only
/// under `u`/`v`).
fn quantified_lookaround(toks: &[Tok]) -> bool {
    let mut stack = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        match t {
            Tok::Open(g) => stack.push(g.clone()),
            Tok::Close => {
                let g = stack.pop();
                if g == Some(Group::Lookaround)
                    && matches!(toks.get(i + 1), Some(Tok::Quant(_) | Tok::BraceOpen(true)))
                {
                    return true;
                }
            }
            _ => {}
        }
    }
    false
}

/// The first character that cannot start an atom: a quantifier with
/// nothing to repeat, or (under `u`/`v`) a lone `{`, `}` or `]`.
fn atom_error(toks: &[Tok], full_unicode: bool) -> &'static str {
    // What the previous token leaves: something a quantifier may follow,
    // a quantifier (which a lazy `?` may follow), or nothing.
    #[derive(PartialEq)]
    enum Prev {
        Nothing,
        Atom,
        Quantifier,
        Lazy,
    }
    let mut prev = Prev::Nothing;
    for t in toks {
        prev = match t {
            Tok::Quant(q) => match prev {
                Prev::Atom => Prev::Quantifier,
                Prev::Quantifier if *q == '?' as u32 => Prev::Lazy,
                _ => return "Nothing to repeat",
            },
            Tok::BraceOpen(true) => match prev {
                Prev::Atom => Prev::Quantifier,
                _ => return "Nothing to repeat",
            },
            Tok::BraceOpen(false) if full_unicode => {
                return if prev == Prev::Atom {
                    "Incomplete quantifier"
                } else {
                    "Lone quantifier brackets"
                };
            }
            Tok::BraceClose | Tok::BracketClose if full_unicode => {
                return "Lone quantifier brackets";
            }
            Tok::Open(_) | Tok::Alt | Tok::Anchor => Prev::Nothing,
            _ => Prev::Atom,
        };
    }
    "Nothing to repeat"
}
