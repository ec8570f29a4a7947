//! `Number.prototype.toLocaleString(locales, options)` as node's ICU
//! formats it for en-US (the only locale kiln formats): the digit
//! options (`minimumIntegerDigits`, fraction and significant digits),
//! `style` (`decimal`, `percent`, `currency` with `currencyDisplay`
//! `symbol`/`narrowSymbol`/`code`/`name`), `notation` (`standard`,
//! `scientific`, `engineering`, `compact` with `compactDisplay`),
//! `useGrouping` and `signDisplay`. Rounding is ICU's default
//! (`halfExpand`) on the shortest decimal that round-trips, so
//! `(1.005).toLocaleString(undefined, { maximumFractionDigits: 2 })` is
//! `1.01` where `toFixed(2)` gives `1.00`.

use super::dtoa::{round_digits, shortest_digits};

/// How digits are rounded: to fraction digits, or to significant digits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Digits {
    Fraction {
        min: u32,
        max: u32,
    },
    Significant {
        min: u32,
        max: u32,
    },
    /// Compact notation's default: integers, but at least two significant
    /// digits (`1.2K`, `12K`, `0.12`).
    CompactDefault,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Notation {
    Standard,
    Scientific,
    Engineering,
    Compact { long: bool },
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Grouping {
    Always,
    /// Only from five integer digits on (`useGrouping: "min2"`, compact's default).
    Min2,
    Never,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SignDisplay {
    Auto,
    Always,
    ExceptZero,
    Negative,
    Never,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Style {
    Decimal,
    Percent,
    /// A currency and how it is shown (`symbol`, `narrowSymbol`, `code`,
    /// `name`).
    Currency {
        code: String,
        display: CurrencyDisplay,
    },
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CurrencyDisplay {
    Symbol,
    NarrowSymbol,
    Code,
    Name,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Format {
    pub style: Style,
    pub notation: Notation,
    pub min_integer: u32,
    pub digits: Digits,
    pub grouping: Grouping,
    pub sign: SignDisplay,
    /// `trailingZeroDisplay: "stripIfInteger"`: no minimum fraction digits
    /// for a value that rounds to an integer.
    pub strip_if_integer: bool,
    /// `currencySign: "accounting"`: a negative currency amount in
    /// parentheses instead of after a minus sign.
    pub accounting: bool,
}

impl Default for Format {
    fn default() -> Self {
        Format {
            style: Style::Decimal,
            notation: Notation::Standard,
            min_integer: 1,
            digits: Digits::Fraction { min: 0, max: 3 },
            grouping: Grouping::Always,
            sign: SignDisplay::Auto,
            strip_if_integer: false,
            accounting: false,
        }
    }
}

/// en-US's data for a currency: symbol, narrow symbol, fraction digits,
/// singular and plural names.
struct Currency {
    code: &'static str,
    symbol: &'static str,
    narrow: &'static str,
    digits: u32,
    one: &'static str,
    other: &'static str,
}

const CURRENCIES: &[Currency] = &[
    Currency {
        code: "USD",
        symbol: "$",
        narrow: "$",
        digits: 2,
        one: "US dollar",
        other: "US dollars",
    },
    Currency {
        code: "EUR",
        symbol: "€",
        narrow: "€",
        digits: 2,
        one: "euro",
        other: "euros",
    },
    Currency {
        code: "GBP",
        symbol: "£",
        narrow: "£",
        digits: 2,
        one: "British pound",
        other: "British pounds",
    },
    Currency {
        code: "JPY",
        symbol: "¥",
        narrow: "¥",
        digits: 0,
        one: "Japanese yen",
        other: "Japanese yen",
    },
    Currency {
        code: "CAD",
        symbol: "CA$",
        narrow: "$",
        digits: 2,
        one: "Canadian dollar",
        other: "Canadian dollars",
    },
    Currency {
        code: "AUD",
        symbol: "A$",
        narrow: "$",
        digits: 2,
        one: "Australian dollar",
        other: "Australian dollars",
    },
    Currency {
        code: "CNY",
        symbol: "CN¥",
        narrow: "¥",
        digits: 2,
        one: "Chinese yuan",
        other: "Chinese yuan",
    },
    Currency {
        code: "INR",
        symbol: "₹",
        narrow: "₹",
        digits: 2,
        one: "Indian rupee",
        other: "Indian rupees",
    },
    Currency {
        code: "KRW",
        symbol: "₩",
        narrow: "₩",
        digits: 0,
        one: "South Korean won",
        other: "South Korean won",
    },
    Currency {
        code: "MXN",
        symbol: "MX$",
        narrow: "$",
        digits: 2,
        one: "Mexican peso",
        other: "Mexican pesos",
    },
    Currency {
        code: "BRL",
        symbol: "R$",
        narrow: "R$",
        digits: 2,
        one: "Brazilian real",
        other: "Brazilian reals",
    },
    Currency {
        code: "CHF",
        symbol: "CHF",
        narrow: "CHF",
        digits: 2,
        one: "Swiss franc",
        other: "Swiss francs",
    },
    Currency {
        code: "SEK",
        symbol: "SEK",
        narrow: "kr",
        digits: 2,
        one: "Swedish krona",
        other: "Swedish kronor",
    },
    Currency {
        code: "NZD",
        symbol: "NZ$",
        narrow: "$",
        digits: 2,
        one: "New Zealand dollar",
        other: "New Zealand dollars",
    },
    Currency {
        code: "HKD",
        symbol: "HK$",
        narrow: "$",
        digits: 2,
        one: "Hong Kong dollar",
        other: "Hong Kong dollars",
    },
    Currency {
        code: "ILS",
        symbol: "₪",
        narrow: "₪",
        digits: 2,
        one: "Israeli new shekel",
        other: "Israeli new shekels",
    },
    Currency {
        code: "VND",
        symbol: "₫",
        narrow: "₫",
        digits: 0,
        one: "Vietnamese dong",
        other: "Vietnamese dong",
    },
    Currency {
        code: "TWD",
        symbol: "NT$",
        narrow: "$",
        digits: 2,
        one: "New Taiwan dollar",
        other: "New Taiwan dollars",
    },
    Currency {
        code: "XAF",
        symbol: "FCFA",
        narrow: "FCFA",
        digits: 0,
        one: "Central African CFA franc",
        other: "Central African CFA francs",
    },
];

fn currency(code: &str) -> Option<&'static Currency> {
    CURRENCIES.iter().find(|c| c.code == code)
}

/// A currency's default fraction digits (2 for one en-US has no data for).
pub fn currency_digits(code: &str) -> u32 {
    currency(code).map_or(2, |c| c.digits)
}

/// The default fraction digits of a style: (min, max).
pub fn default_fraction(style: &Style, notation: Notation) -> (u32, u32) {
    match style {
        Style::Currency { code, .. } if !matches!(notation, Notation::Compact { .. }) => {
            let d = currency_digits(code);
            (d, d)
        }
        Style::Percent => (0, 0),
        _ => (0, 3),
    }
}

/// `(digits, point)`: the value is 0.d₁d₂… × 10^point; no digits is zero.
type Decimal = (Vec<u8>, i32);

fn round(d: Decimal, digits: Digits) -> Decimal {
    let (ds, point) = d;
    if ds.is_empty() {
        return (ds, point);
    }
    let (mut ds, point) = match digits {
        Digits::Fraction { max, .. } => round_digits(ds, point, point + max as i32),
        Digits::Significant { max, .. } => round_digits(ds, point, max as i32),
        Digits::CompactDefault => round_digits(ds, point, point.max(2)),
    };
    while ds.last() == Some(&b'0') {
        ds.pop();
    }
    if ds.is_empty() {
        // Rounded to zero: no digits after the point either.
        return (ds, 1);
    }
    (ds, point)
}

/// The digits as `int.frac` text with grouping and the minimum digits.
fn plain(d: &Decimal, f: &Format, grouping: Grouping) -> String {
    let (digits, min_integer) = (f.digits, f.min_integer);
    let (ds, point) = d;
    let digit = |i: i32| -> char {
        if i >= 0 && (i as usize) < ds.len() {
            ds[i as usize] as char
        } else {
            '0'
        }
    };
    let int_len = (*point).max(0);
    let mut int: String = (0..int_len).map(digit).collect();
    if int.is_empty() {
        int.push('0');
    }
    while (int.len() as u32) < min_integer {
        int.insert(0, '0');
    }
    // Fraction digits present, then padded to the minimum.
    let frac_len = (ds.len() as i32 - point).max(0);
    let mut frac: String = (0..frac_len).map(|i| digit(point + i)).collect();
    let min_frac = match digits {
        Digits::Fraction { min, .. } => min as usize,
        // Enough fraction digits to show `min` significant ones: after the
        // integer digits, or after the zeros that follow the point.
        Digits::Significant { min, .. } => {
            let min = min as i32;
            let n = if ds.is_empty() { min - 1 } else { min - point };
            n.max(0) as usize
        }
        Digits::CompactDefault => 0,
    };
    let min_frac = if f.strip_if_integer && frac_len == 0 {
        0
    } else {
        min_frac
    };
    while frac.len() < min_frac {
        frac.push('0');
    }
    let group = match grouping {
        Grouping::Always => true,
        Grouping::Min2 => int.len() >= 5,
        Grouping::Never => false,
    };
    let mut out = String::new();
    let n = int.len();
    for (i, c) in int.chars().enumerate() {
        if group && i > 0 && (n - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push('.');
        out.push_str(&frac);
    }
    out
}

const COMPACT_SHORT: [&str; 5] = ["", "K", "M", "B", "T"];
const COMPACT_LONG: [&str; 5] = ["", " thousand", " million", " billion", " trillion"];

/// The number without its sign and affixes; whether it is zero after
/// rounding; whether it is exactly one with no fraction digits shown (the
/// singular of a currency name).
fn body(x: f64, f: &Format) -> (String, bool, bool) {
    if x.is_infinite() {
        return ("∞".into(), false, false);
    }
    let mut d: Decimal = if x == 0.0 {
        (Vec::new(), 1)
    } else {
        shortest_digits(x)
    };
    if f.style == Style::Percent && !d.0.is_empty() {
        d.1 += 2;
    }
    let one = |text: &str| text == "1";
    match f.notation {
        Notation::Standard => {
            let r = round(d, f.digits);
            let zero = r.0.is_empty();
            let text = plain(&r, f, f.grouping);
            let is_one = one(&text);
            (text, zero, is_one)
        }
        Notation::Scientific | Notation::Engineering => {
            if d.0.is_empty() {
                let text = plain(&d, f, f.grouping);
                return (format!("{text}E0"), true, false);
            }
            let step = if f.notation == Notation::Engineering {
                3
            } else {
                1
            };
            let mut exp = (d.1 - 1).div_euclid(step) * step;
            let mut m = round((d.0.clone(), d.1 - exp), f.digits);
            if m.1 > step {
                // Rounding carried into the next power: 9.9995E3 → 1E4.
                exp += step;
                m = round((d.0, d.1 - exp), f.digits);
            }
            let text = plain(&m, f, Grouping::Never);
            (format!("{text}E{exp}"), false, false)
        }
        Notation::Compact { long } => {
            let units = if long { COMPACT_LONG } else { COMPACT_SHORT };
            if d.0.is_empty() {
                return ("0".into(), true, false);
            }
            let magnitude = |point: i32| (((point - 1) / 3).clamp(0, 4)) as usize;
            let mut k = magnitude(d.1);
            let mut r = round((d.0.clone(), d.1 - 3 * k as i32), f.digits);
            if k < 4 && r.1 > 3 {
                // 999.95K rounds to 1000K: 1M.
                k += 1;
                r = round((d.0, d.1 - 3 * k as i32), f.digits);
            }
            let text = plain(&r, f, f.grouping);
            (format!("{text}{}", units[k]), r.0.is_empty(), false)
        }
    }
}

/// `x` formatted.
pub fn format(x: f64, f: &Format) -> String {
    if x.is_nan() {
        let affixed = match &f.style {
            Style::Percent => "NaN%".to_string(),
            Style::Currency { .. } => with_currency("NaN", f, false),
            Style::Decimal => "NaN".to_string(),
        };
        return affixed;
    }
    let negative = x.is_sign_negative();
    let (text, zero, is_one) = body(x.abs(), f);
    let sign = match f.sign {
        SignDisplay::Auto => {
            if negative {
                "-"
            } else {
                ""
            }
        }
        SignDisplay::Always => {
            if negative {
                "-"
            } else {
                "+"
            }
        }
        SignDisplay::ExceptZero => {
            if zero {
                ""
            } else if negative {
                "-"
            } else {
                "+"
            }
        }
        SignDisplay::Negative => {
            if negative && !zero {
                "-"
            } else {
                ""
            }
        }
        SignDisplay::Never => "",
    };
    match &f.style {
        Style::Decimal => format!("{sign}{text}"),
        Style::Percent => format!("{sign}{text}%"),
        // ICU has no accounting pattern for a compact amount with a suffix
        // (`-$1.2M`, but `($5)`) or for currency names.
        Style::Currency { display, .. }
            if f.accounting
                && sign == "-"
                && *display != CurrencyDisplay::Name
                && !text.ends_with(|c: char| c.is_ascii_alphabetic()) =>
        {
            format!("({})", with_currency(&text, f, is_one))
        }
        Style::Currency { .. } => format!("{sign}{}", with_currency(&text, f, is_one)),
    }
}

fn with_currency(text: &str, f: &Format, is_one: bool) -> String {
    let Style::Currency { code, display } = &f.style else {
        return text.to_string();
    };
    let c = currency(code);
    match display {
        CurrencyDisplay::Symbol | CurrencyDisplay::NarrowSymbol => {
            let symbol = match (c, display) {
                (Some(c), CurrencyDisplay::NarrowSymbol) => c.narrow,
                (Some(c), _) => c.symbol,
                (None, _) => code,
            };
            // Letters are set off from the digits by a no-break space.
            if symbol.chars().last().is_some_and(char::is_alphabetic) {
                format!("{symbol}\u{a0}{text}")
            } else {
                format!("{symbol}{text}")
            }
        }
        CurrencyDisplay::Code => format!("{code}\u{a0}{text}"),
        CurrencyDisplay::Name => {
            let name = match c {
                Some(c) if is_one => c.one,
                Some(c) => c.other,
                None => code,
            };
            format!("{text} {name}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decimal(min: u32, max: u32) -> Format {
        Format {
            digits: Digits::Fraction { min, max },
            ..Format::default()
        }
    }

    #[test]
    fn formats_as_node_does() {
        // Each expectation as node v20 prints it (en-US).
        let usd = |display| Format {
            style: Style::Currency {
                code: "USD".into(),
                display,
            },
            digits: Digits::Fraction { min: 2, max: 2 },
            ..Format::default()
        };
        assert_eq!(format(1234.5, &Format::default()), "1,234.5");
        assert_eq!(format(1234.5678, &Format::default()), "1,234.568");
        assert_eq!(format(1234.5, &decimal(2, 3)), "1,234.50");
        assert_eq!(format(1.005, &decimal(0, 2)), "1.01");
        assert_eq!(format(2.5, &decimal(0, 0)), "3");
        assert_eq!(format(-0.0001, &Format::default()), "-0");
        assert_eq!(
            format(1e21, &Format::default()),
            "1,000,000,000,000,000,000,000"
        );
        assert_eq!(format(-1234.5, &usd(CurrencyDisplay::Symbol)), "-$1,234.50");
        assert_eq!(format(5.0, &usd(CurrencyDisplay::Code)), "USD\u{a0}5.00");
        assert_eq!(format(1.0, &usd(CurrencyDisplay::Name)), "1.00 US dollars");
        let pct = Format {
            style: Style::Percent,
            digits: Digits::Fraction { min: 0, max: 0 },
            ..Format::default()
        };
        assert_eq!(format(0.256, &pct), "26%");
        assert_eq!(format(0.005, &pct), "1%");
        let sig = Format {
            digits: Digits::Significant { min: 1, max: 3 },
            ..Format::default()
        };
        assert_eq!(format(123456.0, &sig), "123,000");
        let sig4 = Format {
            digits: Digits::Significant { min: 4, max: 21 },
            ..Format::default()
        };
        assert_eq!(format(1.5, &sig4), "1.500");
        let compact = Format {
            notation: Notation::Compact { long: false },
            digits: Digits::CompactDefault,
            grouping: Grouping::Min2,
            ..Format::default()
        };
        assert_eq!(format(1234.0, &compact), "1.2K");
        assert_eq!(format(999999.0, &compact), "1M");
        assert_eq!(format(0.123, &compact), "0.12");
        assert_eq!(format(1e15, &compact), "1000T");
        let sci = Format {
            notation: Notation::Scientific,
            ..Format::default()
        };
        assert_eq!(format(1234.0, &sci), "1.234E3");
        assert_eq!(format(0.00012, &sci), "1.2E-4");
    }
}
