//! C literals: string constants as static `KlString` objects, doubles, and
//! safe identifiers.

use std::fmt::Write;

/// A C string literal holding exactly `bytes`. Printable ASCII stays
/// readable; everything else (and `"`, `\`, `?` against trigraphs) becomes a
/// three-digit octal escape, which cannot swallow a following digit.
pub fn c_bytes_literal(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &b in bytes {
        match b {
            b'"' | b'\\' | b'?' => write!(s, "\\{b:03o}").unwrap(),
            0x20..=0x7E => s.push(b as char),
            _ => write!(s, "\\{b:03o}").unwrap(),
        }
    }
    s.push('"');
    s
}

/// The static definition of a string constant `name` with these UTF-16 units.
pub fn static_string(name: &str, units: &[u16]) -> String {
    string_def("KL_STATIC_STRING", name, units)
}

/// A string constant used as a property key (writable static data).
pub fn key_string(name: &str, units: &[u16]) -> String {
    string_def("KL_KEY_STRING", name, units)
}

fn string_def(mac: &str, name: &str, units: &[u16]) -> String {
    let one_byte = units.iter().all(|&u| u < 256);
    let bytes: Vec<u8> = if one_byte {
        units.iter().map(|&u| u as u8).collect()
    } else {
        units.iter().flat_map(|&u| u.to_ne_bytes()).collect()
    };
    let flags = if one_byte { "KL_STR_ONE_BYTE" } else { "0" };
    format!(
        "{mac}({name}, {}, {flags}, {}, {});\n",
        units.len(),
        bytes.len(),
        c_bytes_literal(&bytes)
    )
}

/// A C expression of type double with exactly this value.
pub fn c_double(d: f64) -> String {
    if d.is_nan() {
        "(__builtin_nan(\"\"))".into()
    } else if d.is_infinite() {
        if d > 0.0 {
            "(__builtin_inf())".into()
        } else {
            "(-__builtin_inf())".into()
        }
    } else if d == 0.0 && d.is_sign_negative() {
        "(-0.0)".into()
    } else {
        // Rust's shortest round-trip form is a valid C double literal that
        // converts back to the same value.
        let s = format!("{d:?}");
        if s.starts_with('-') {
            format!("({s})")
        } else {
            s
        }
    }
}

/// A C expression of type KlValue holding the number `d`.
pub fn c_value_number(d: f64) -> String {
    let bits = if d.is_nan() {
        0x7FF8_0000_0000_0000
    } else {
        d.to_bits()
    };
    format!("((KlValue)0x{bits:016x}ull)")
}

/// Letters, digits and underscores of `name`, for readable C symbols.
pub fn c_ident_suffix(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .take(32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_c_would_misread() {
        assert_eq!(
            c_bytes_literal(b"a\"b\\c??=\n\x001"),
            "\"a\\042b\\134c\\077\\077=\\012\\0001\""
        );
    }

    #[test]
    fn doubles_round_trip_through_c_syntax() {
        assert_eq!(c_double(0.1), "0.1");
        assert_eq!(c_double(5.0), "5.0");
        assert_eq!(c_double(1e21), "1e21");
        assert_eq!(c_double(-2.5), "(-2.5)");
        assert_eq!(c_double(-0.0), "(-0.0)");
        assert_eq!(c_value_number(1.0), "((KlValue)0x3ff0000000000000ull)");
    }
}
