//! Terminal columns, as node's `getStringWidth` counts them for
//! `util.inspect`'s line breaking, `console.group`'s indentation and
//! `console.table`'s cells.
//!
//! node measures the string's NFC form. Full NFC needs unicode-
//! normalization's composition and decomposition tables, 103 KB of every
//! program that logs anything (hello world's stripped executable went from
//! 1 312 024 bytes to 1 193 240 with this module). The columns of NFC(s) are
//! those of s but where a composition changes the count: the Hangul
//! syllables (a leading consonant of two columns, a vowel and a final of
//! one each, composing into two), the kana with a voicing mark (two and
//! two into two) and three Kirat Rai letters (one and one into one). For
//! every other code point the columns of its canonical decomposition add
//! up to its own, so composing or decomposing it changes nothing; the test
//! `only_these_compositions_change_a_width` checks that over every code
//! point, and the others compare this module with full NFC. So the string
//! is decomposed and recomposed by UAX #15's algorithm for those
//! compositions only, with the canonical combining classes (a 5 KB table)
//! deciding what blocks a composition.

use unicode_normalization::char::canonical_combining_class;

/// node's `getStringWidth` without colors: ASCII control characters take
/// no column, printable ASCII one; the rest is measured as node measures it
/// with ICU (`GetColumnWidth` in node_i18n.cc), after NFC: East Asian Wide
/// and Fullwidth characters and emoji with emoji presentation two columns,
/// control and format characters and nonspacing and enclosing marks none
/// (the soft hyphen one), others one. Each emoji of a sequence counts
/// (node asks ICU to expand them), and so does each regional indicator.
pub fn width(s: &str) -> usize {
    if s.is_ascii() {
        return s.bytes().filter(|&b| (0x20..0x7F).contains(&b)).count();
    }
    compose(decompose(s))
        .into_iter()
        .map(|(c, _)| column_width(c))
        .sum()
}

/// The compositions that change a width, other than Hangul's (which
/// UAX #15 computes): (first, second, composite). Derived from
/// unicode-normalization by `only_these_compositions_change_a_width`.
const PAIRS: [(char, char, char); 61] = [
    ('\u{304B}', '\u{3099}', '\u{304C}'),
    ('\u{304D}', '\u{3099}', '\u{304E}'),
    ('\u{304F}', '\u{3099}', '\u{3050}'),
    ('\u{3051}', '\u{3099}', '\u{3052}'),
    ('\u{3053}', '\u{3099}', '\u{3054}'),
    ('\u{3055}', '\u{3099}', '\u{3056}'),
    ('\u{3057}', '\u{3099}', '\u{3058}'),
    ('\u{3059}', '\u{3099}', '\u{305A}'),
    ('\u{305B}', '\u{3099}', '\u{305C}'),
    ('\u{305D}', '\u{3099}', '\u{305E}'),
    ('\u{305F}', '\u{3099}', '\u{3060}'),
    ('\u{3061}', '\u{3099}', '\u{3062}'),
    ('\u{3064}', '\u{3099}', '\u{3065}'),
    ('\u{3066}', '\u{3099}', '\u{3067}'),
    ('\u{3068}', '\u{3099}', '\u{3069}'),
    ('\u{306F}', '\u{3099}', '\u{3070}'),
    ('\u{306F}', '\u{309A}', '\u{3071}'),
    ('\u{3072}', '\u{3099}', '\u{3073}'),
    ('\u{3072}', '\u{309A}', '\u{3074}'),
    ('\u{3075}', '\u{3099}', '\u{3076}'),
    ('\u{3075}', '\u{309A}', '\u{3077}'),
    ('\u{3078}', '\u{3099}', '\u{3079}'),
    ('\u{3078}', '\u{309A}', '\u{307A}'),
    ('\u{307B}', '\u{3099}', '\u{307C}'),
    ('\u{307B}', '\u{309A}', '\u{307D}'),
    ('\u{3046}', '\u{3099}', '\u{3094}'),
    ('\u{309D}', '\u{3099}', '\u{309E}'),
    ('\u{30AB}', '\u{3099}', '\u{30AC}'),
    ('\u{30AD}', '\u{3099}', '\u{30AE}'),
    ('\u{30AF}', '\u{3099}', '\u{30B0}'),
    ('\u{30B1}', '\u{3099}', '\u{30B2}'),
    ('\u{30B3}', '\u{3099}', '\u{30B4}'),
    ('\u{30B5}', '\u{3099}', '\u{30B6}'),
    ('\u{30B7}', '\u{3099}', '\u{30B8}'),
    ('\u{30B9}', '\u{3099}', '\u{30BA}'),
    ('\u{30BB}', '\u{3099}', '\u{30BC}'),
    ('\u{30BD}', '\u{3099}', '\u{30BE}'),
    ('\u{30BF}', '\u{3099}', '\u{30C0}'),
    ('\u{30C1}', '\u{3099}', '\u{30C2}'),
    ('\u{30C4}', '\u{3099}', '\u{30C5}'),
    ('\u{30C6}', '\u{3099}', '\u{30C7}'),
    ('\u{30C8}', '\u{3099}', '\u{30C9}'),
    ('\u{30CF}', '\u{3099}', '\u{30D0}'),
    ('\u{30CF}', '\u{309A}', '\u{30D1}'),
    ('\u{30D2}', '\u{3099}', '\u{30D3}'),
    ('\u{30D2}', '\u{309A}', '\u{30D4}'),
    ('\u{30D5}', '\u{3099}', '\u{30D6}'),
    ('\u{30D5}', '\u{309A}', '\u{30D7}'),
    ('\u{30D8}', '\u{3099}', '\u{30D9}'),
    ('\u{30D8}', '\u{309A}', '\u{30DA}'),
    ('\u{30DB}', '\u{3099}', '\u{30DC}'),
    ('\u{30DB}', '\u{309A}', '\u{30DD}'),
    ('\u{30A6}', '\u{3099}', '\u{30F4}'),
    ('\u{30EF}', '\u{3099}', '\u{30F7}'),
    ('\u{30F0}', '\u{3099}', '\u{30F8}'),
    ('\u{30F1}', '\u{3099}', '\u{30F9}'),
    ('\u{30F2}', '\u{3099}', '\u{30FA}'),
    ('\u{30FD}', '\u{3099}', '\u{30FE}'),
    ('\u{16D67}', '\u{16D67}', '\u{16D68}'),
    ('\u{16D63}', '\u{16D67}', '\u{16D69}'),
    ('\u{16D69}', '\u{16D67}', '\u{16D6A}'),
];

// Hangul's algorithmic composition (UAX #15, "Hangul Syllables").
const S_BASE: u32 = 0xAC00;
const L_BASE: u32 = 0x1100;
const V_BASE: u32 = 0x1161;
const T_BASE: u32 = 0x11A7;
const L_COUNT: u32 = 19;
const V_COUNT: u32 = 21;
const T_COUNT: u32 = 28;
const N_COUNT: u32 = V_COUNT * T_COUNT;
const S_COUNT: u32 = L_COUNT * N_COUNT;

/// The canonical combining class of the first code point of `c`'s
/// canonical decomposition: `c`'s own, but for the three Tibetan vowel
/// signs of class 0 that decompose into marks of class 129 and 130.
fn lead_class(c: char) -> u8 {
    match c {
        '\u{F73}' | '\u{F75}' | '\u{F81}' => 129,
        _ => canonical_combining_class(c),
    }
}

/// `s` with the composites of the compositions above decomposed, each code
/// point with its class, and every run of non-starters put in canonical
/// order (a stable sort by class). Other composites stay whole: their
/// columns are their decompositions', and only their class decides what
/// they block.
fn decompose(s: &str) -> Vec<(char, u8)> {
    let mut out: Vec<(char, u8)> = Vec::with_capacity(s.len());
    let push = |out: &mut Vec<(char, u8)>, c: char| out.push((c, lead_class(c)));
    for c in s.chars() {
        let s_index = (c as u32).wrapping_sub(S_BASE);
        if s_index < S_COUNT {
            let jamo = |u: u32| char::from_u32(u).unwrap_or(c);
            push(&mut out, jamo(L_BASE + s_index / N_COUNT));
            push(&mut out, jamo(V_BASE + (s_index % N_COUNT) / T_COUNT));
            if !s_index.is_multiple_of(T_COUNT) {
                push(&mut out, jamo(T_BASE + s_index % T_COUNT));
            }
        } else {
            decompose_pair(c, &mut |d| push(&mut out, d));
        }
    }
    let mut start = 0;
    while start < out.len() {
        let end = start
            + out[start..]
                .iter()
                .take_while(|&&(_, class)| class != 0)
                .count();
        // Runs of marks are a few code points: by insertion.
        crate::sort::insertion_sort_by_key(&mut out[start..end], |&(_, class)| class);
        start = end + 1;
    }
    out
}

/// `c` through `emit`, decomposed by PAIRS (recursively: one Kirat Rai
/// letter is a composite of a composite).
fn decompose_pair(c: char, emit: &mut dyn FnMut(char)) {
    match PAIRS.iter().find(|&&(_, _, composite)| composite == c) {
        Some(&(first, second, _)) => {
            decompose_pair(first, emit);
            emit(second);
        }
        None => emit(c),
    }
}

/// The composite of `first` and `second`, among the compositions here.
fn compose_pair(first: char, second: char) -> Option<char> {
    let (a, b) = (first as u32, second as u32);
    let l_index = a.wrapping_sub(L_BASE);
    let v_index = b.wrapping_sub(V_BASE);
    if l_index < L_COUNT && v_index < V_COUNT {
        return char::from_u32(S_BASE + (l_index * V_COUNT + v_index) * T_COUNT);
    }
    let s_index = a.wrapping_sub(S_BASE);
    let t_index = b.wrapping_sub(T_BASE);
    if s_index < S_COUNT && s_index.is_multiple_of(T_COUNT) && (1..T_COUNT).contains(&t_index) {
        return char::from_u32(a + t_index);
    }
    PAIRS
        .iter()
        .find(|&&(x, y, _)| x == first && y == second)
        .map(|&(_, _, composite)| composite)
}

/// UAX #15's canonical composition over a decomposed, ordered sequence: a
/// code point composes with the last starter unless something between
/// them that stayed is a starter or has a class at least its own.
fn compose(chars: Vec<(char, u8)>) -> Vec<(char, u8)> {
    let mut out: Vec<(char, u8)> = Vec::with_capacity(chars.len());
    let mut starter: Option<usize> = None;
    // The class of the last code point kept after the starter, if any.
    let mut last: Option<u8> = None;
    for (c, class) in chars {
        if let Some(at) = starter {
            let blocked = last.is_some_and(|l| l == 0 || l >= class);
            if let Some(composite) = compose_pair(out[at].0, c).filter(|_| !blocked) {
                out[at].0 = composite;
                continue;
            }
        }
        if class == 0 {
            starter = Some(out.len());
            last = None;
        } else {
            last = Some(class);
        }
        out.push((c, class));
    }
    out
}

/// One code point's columns. `unicode-width` follows UAX #11 with Unicode
/// 16; the arms before it are where ICU's rule (East Asian Width first,
/// then general category) and node 20's Unicode 15 data give otherwise,
/// found by comparing every code point of the blocks involved with node.
fn column_width(c: char) -> usize {
    match c {
        '\u{0}'..='\u{1F}' | '\u{7F}'..='\u{9F}' => 0,
        '\u{20}'..='\u{7E}' | '\u{AD}' => 1,
        // Format characters (prepended concatenation marks, interlinear
        // annotation): zero.
        '\u{600}'..='\u{605}'
        | '\u{6DD}'
        | '\u{70F}'
        | '\u{890}'..='\u{891}'
        | '\u{8E2}'
        | '\u{110BD}'
        | '\u{110CD}'
        | '\u{FFF9}'..='\u{FFFB}' => 0,
        // Wide before it is a mark: ideographic tone marks, kana voicing
        // marks, the Hangul filler; and the regional indicators (emoji
        // presentation), which UAX #11 widens only in pairs.
        '\u{302A}'..='\u{302F}'
        | '\u{3099}'..='\u{309A}'
        | '\u{3164}'
        | '\u{1F1E6}'..='\u{1F1FF}' => 2,
        // Letters UAX #11 renders as combining (Hangul medial vowels and
        // final consonants, the halfwidth filler), and code points Unicode
        // 15 leaves unassigned: one.
        '\u{1160}'..='\u{11FF}'
        | '\u{D7B0}'..='\u{D7C6}'
        | '\u{D7CB}'..='\u{D7FB}'
        | '\u{FFA0}'
        | '\u{5C8}'..='\u{5C9}'
        | '\u{1ADE}'..='\u{1ADF}'
        | '\u{1AEC}'..='\u{1AF0}'
        | '\u{1F6D9}'
        | '\u{2065}'
        | '\u{FFF0}'..='\u{FFF8}'
        | '\u{E0000}'
        | '\u{E0002}'..='\u{E001F}' => 1,
        _ => unicode_width::UnicodeWidthChar::width(c).unwrap_or(0),
    }
}

#[cfg(test)]
mod tests {
    use super::{PAIRS, column_width, width};
    use unicode_normalization::UnicodeNormalization;
    use unicode_normalization::char::{compose, decompose_canonical};

    /// The definition: the columns of the string's NFC form.
    fn nfc_width(s: &str) -> usize {
        s.nfc().map(column_width).sum()
    }

    #[test]
    fn only_these_compositions_change_a_width() {
        let mut changing = Vec::new();
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let mut parts = Vec::new();
            decompose_canonical(c, |d| parts.push(d));
            let hangul = ('\u{AC00}'..='\u{D7A3}').contains(&c);
            if !hangul && column_width(c) != parts.iter().map(|&d| column_width(d)).sum() {
                changing.push(c);
            }
        }
        let composites: Vec<char> = PAIRS.iter().map(|&(_, _, c)| c).collect();
        assert_eq!(changing, composites);
        for (first, second, composite) in PAIRS {
            assert_eq!(compose(first, second), Some(composite));
        }
    }

    #[test]
    fn every_code_point_alone_measures_as_its_nfc() {
        let mut buf = [0u8; 4];
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let s = c.encode_utf8(&mut buf);
            assert_eq!(width(s), nfc_width(s), "U+{:04X}", c as u32);
        }
    }

    /// Code points that compose, block, reorder or decompose, with the
    /// classes around the voicing marks' 8 (1 overlay, 7 nukta, 230 above,
    /// 129 and the Tibetan vowel signs that decompose into it).
    const ALPHABET: &[char] = &[
        'a',
        'e',
        '\u{E9}',
        '\u{301}',
        '\u{334}',
        '\u{93C}',
        '\u{F71}',
        '\u{F73}',
        '\u{200D}',
        '\u{304B}',
        '\u{304C}',
        '\u{306F}',
        '\u{3071}',
        '\u{3099}',
        '\u{309A}',
        '\u{30AB}',
        '\u{1100}',
        '\u{1161}',
        '\u{11A8}',
        '\u{AC00}',
        '\u{AC01}',
        '\u{16D63}',
        '\u{16D67}',
        '\u{16D69}',
        '\u{FF9E}',
        '\u{4E00}',
    ];

    #[test]
    fn every_string_of_three_from_the_alphabet_measures_as_its_nfc() {
        for &a in ALPHABET {
            for &b in ALPHABET {
                for &c in ALPHABET {
                    let s: String = [a, b, c].iter().collect();
                    assert_eq!(
                        width(&s),
                        nfc_width(&s),
                        "{:X?}",
                        s.chars().collect::<Vec<_>>()
                    );
                }
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn longer_strings_measure_as_their_nfc(picks in proptest::collection::vec(0..ALPHABET.len(), 0..12)) {
            let s: String = picks.iter().map(|&i| ALPHABET[i]).collect();
            proptest::prop_assert_eq!(width(&s), nfc_width(&s));
        }
    }
}
