//! `Date.parse`: V8's date parser (src/date/dateparser*), rule for rule —
//! first as much of an ES5 ISO date-time string as the input holds, then
//! V8's "legacy" parser for the rest (`Jan 15 2024`, `1/15/2024 10:00 PM`,
//! `Mon, 15 Jan 2024 10:00:00 GMT`, `toString()` output, …).
//!
//! Date-only ISO forms are UTC, ISO date-times without an offset are local
//! time, and so is a legacy date without a zone.

use super::{make_date, make_day, make_time, time_clip, to_utc};

/// A missing component (V8's kNone).
const NONE: i32 = i32::MAX;
/// Digits of a numeral that count; the rest are skipped.
const MAX_SIGNIFICANT_DIGITS: usize = 9;

fn between(x: i32, lo: i32, hi: i32) -> bool {
    (x as i64 - lo as i64) as u64 <= (hi as i64 - lo as i64) as u64
}

struct Reader<'a> {
    s: &'a [u16],
    index: usize,
    ch: u32,
}

impl Reader<'_> {
    fn next(&mut self) {
        self.ch = self.s.get(self.index).map_or(0, |&c| u32::from(c));
        self.index += 1;
    }
    fn is_end(&self) -> bool {
        self.ch == 0
    }
    fn is_digit(&self) -> bool {
        (u32::from(b'0')..=u32::from(b'9')).contains(&self.ch)
    }
    /// A word character: 'A' and above, but not white space (V8's
    /// `IsAsciiAlphaOrAbove() && !IsWhiteSpaceChar()`: U+00A0, U+202F
    /// and U+3000 separate words).
    fn is_alpha_or_above(&self) -> bool {
        self.ch >= u32::from(b'A') && !self.is_white_space()
    }
    fn is_white_space(&self) -> bool {
        let c = self.ch;
        c <= 0xFFFF && crate::number::is_js_whitespace(c as u16)
            || matches!(c, 0x0A | 0x0D | 0x2028 | 0x2029)
    }
    fn skip(&mut self, c: u8) -> bool {
        if self.ch == u32::from(c) {
            self.next();
            true
        } else {
            false
        }
    }
    fn read_unsigned(&mut self) -> i32 {
        let (mut n, mut i) = (0i32, 0);
        while self.is_digit() {
            if i < MAX_SIGNIFICANT_DIGITS {
                n = n * 10 + (self.ch - u32::from(b'0')) as i32;
            }
            i += 1;
            self.next();
        }
        n
    }
    /// A word (characters from 'A' up): its lower-cased 3-character prefix
    /// and its length.
    fn read_word(&mut self) -> ([u32; 3], usize) {
        let mut prefix = [0u32; 3];
        let mut len = 0;
        while self.is_alpha_or_above() {
            if len < 3 {
                prefix[len] = self.ch | 0x20;
            }
            len += 1;
            self.next();
        }
        (prefix, len)
    }
    fn skip_white_space(&mut self) -> bool {
        let ws = self.is_white_space();
        if ws {
            self.next();
        }
        ws
    }
    fn skip_parentheses(&mut self) -> bool {
        if self.ch != u32::from(b'(') {
            return false;
        }
        let mut balance = 0;
        loop {
            if self.ch == u32::from(b')') {
                balance -= 1;
            } else if self.ch == u32::from(b'(') {
                balance += 1;
            }
            self.next();
            if balance <= 0 || self.ch == 0 {
                break;
            }
        }
        true
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum KeywordType {
    Invalid,
    MonthName,
    TimeZoneName,
    TimeSeparator,
    AmPm,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Token {
    Invalid,
    Unknown,
    WhiteSpace,
    Number {
        value: i32,
        length: usize,
    },
    Symbol(u8),
    End,
    Keyword {
        kind: KeywordType,
        value: i32,
        length: usize,
    },
}

impl Token {
    fn is_number(self) -> bool {
        matches!(self, Token::Number { .. })
    }
    fn number(self) -> i32 {
        match self {
            Token::Number { value, .. } => value,
            _ => 0,
        }
    }
    fn is_fixed_number(self, len: usize) -> bool {
        matches!(self, Token::Number { length, .. } if length == len)
    }
    fn is_symbol(self, c: u8) -> bool {
        self == Token::Symbol(c)
    }
    fn is_sign(self) -> bool {
        matches!(self, Token::Symbol(b'+' | b'-'))
    }
    /// 1 for '+', -1 for '-'.
    fn sign(self) -> i32 {
        if self.is_symbol(b'-') { -1 } else { 1 }
    }
    fn is_keyword_type(self, k: KeywordType) -> bool {
        matches!(self, Token::Keyword { kind, .. } if kind == k)
    }
    fn is_keyword_z(self) -> bool {
        matches!(
            self,
            Token::Keyword {
                kind: KeywordType::TimeZoneName,
                value: 0,
                length: 1
            }
        )
    }
}

/// V8's keyword table: three-letter prefixes.
const KEYWORDS: [(&[u8; 3], KeywordType, i32); 27] = [
    (b"jan", KeywordType::MonthName, 1),
    (b"feb", KeywordType::MonthName, 2),
    (b"mar", KeywordType::MonthName, 3),
    (b"apr", KeywordType::MonthName, 4),
    (b"may", KeywordType::MonthName, 5),
    (b"jun", KeywordType::MonthName, 6),
    (b"jul", KeywordType::MonthName, 7),
    (b"aug", KeywordType::MonthName, 8),
    (b"sep", KeywordType::MonthName, 9),
    (b"oct", KeywordType::MonthName, 10),
    (b"nov", KeywordType::MonthName, 11),
    (b"dec", KeywordType::MonthName, 12),
    (b"am\0", KeywordType::AmPm, 0),
    (b"pm\0", KeywordType::AmPm, 12),
    (b"ut\0", KeywordType::TimeZoneName, 0),
    (b"utc", KeywordType::TimeZoneName, 0),
    (b"z\0\0", KeywordType::TimeZoneName, 0),
    (b"gmt", KeywordType::TimeZoneName, 0),
    (b"cdt", KeywordType::TimeZoneName, -5),
    (b"cst", KeywordType::TimeZoneName, -6),
    (b"edt", KeywordType::TimeZoneName, -4),
    (b"est", KeywordType::TimeZoneName, -5),
    (b"mdt", KeywordType::TimeZoneName, -6),
    (b"mst", KeywordType::TimeZoneName, -7),
    (b"pdt", KeywordType::TimeZoneName, -7),
    (b"pst", KeywordType::TimeZoneName, -8),
    (b"t\0\0", KeywordType::TimeSeparator, 0),
];

fn lookup(prefix: [u32; 3], len: usize) -> (KeywordType, i32) {
    for &(word, kind, value) in &KEYWORDS {
        let matches = (0..3).all(|j| prefix[j] == u32::from(word[j]));
        // Words longer than the prefix match month names only.
        if matches && (len <= 3 || kind == KeywordType::MonthName) {
            return (kind, value);
        }
    }
    (KeywordType::Invalid, 0)
}

struct Tokenizer<'a> {
    r: Reader<'a>,
    next: Token,
}

impl Tokenizer<'_> {
    fn scan(&mut self) -> Token {
        let r = &mut self.r;
        let pre = r.index;
        if r.is_end() {
            return Token::End;
        }
        if r.is_digit() {
            let value = r.read_unsigned();
            return Token::Number {
                value,
                length: r.index - pre,
            };
        }
        for c in [b':', b'-', b'+', b'.', b')'] {
            if r.skip(c) {
                return Token::Symbol(c);
            }
        }
        if r.is_alpha_or_above() {
            let (prefix, length) = r.read_word();
            let (kind, value) = lookup(prefix, length);
            return Token::Keyword {
                kind,
                value,
                length,
            };
        }
        if r.skip_white_space() {
            return Token::WhiteSpace;
        }
        if r.skip_parentheses() {
            return Token::Unknown;
        }
        r.next();
        Token::Unknown
    }
    fn next(&mut self) -> Token {
        let t = self.next;
        self.next = self.scan();
        t
    }
    fn peek(&self) -> Token {
        self.next
    }
    fn skip_symbol(&mut self, c: u8) -> bool {
        if self.next.is_symbol(c) {
            self.next = self.scan();
            true
        } else {
            false
        }
    }
}

#[derive(Default)]
struct TimeZone {
    sign: Option<i32>,
    hour: Option<i32>,
    minute: Option<i32>,
}

impl TimeZone {
    fn set(&mut self, hours: i32) {
        let sign = if hours < 0 { -1 } else { 1 };
        self.sign = Some(sign);
        self.hour = Some(hours * sign);
        self.minute = Some(0);
    }
    fn is_expecting(&self, n: i32) -> bool {
        self.hour.is_some() && self.minute.is_none() && between(n, 0, 59)
    }
    fn is_utc(&self) -> bool {
        self.hour == Some(0) && self.minute == Some(0)
    }
    fn is_empty(&self) -> bool {
        self.hour.is_none()
    }
    /// The UTC offset in seconds, None when no zone was given.
    fn write(&self) -> Result<Option<i64>, ()> {
        let Some(sign) = self.sign else {
            return Ok(None);
        };
        let h = self.hour.filter(|&h| h != NONE).unwrap_or(0);
        let m = self.minute.filter(|&m| m != NONE).unwrap_or(0);
        let total = i64::from(h) * 3600 + i64::from(m) * 60;
        if !(0..=i64::from(i32::MAX >> 1)).contains(&total) {
            return Err(());
        }
        Ok(Some(if sign < 0 { -total } else { total }))
    }
}

#[derive(Default)]
struct Time {
    comp: [i32; 4],
    index: usize,
    hour_offset: Option<i32>,
}

impl Time {
    fn is_empty(&self) -> bool {
        self.index == 0
    }
    fn is_expecting(&self, n: i32) -> bool {
        (self.index == 1 && between(n, 0, 59))
            || (self.index == 2 && between(n, 0, 59))
            || (self.index == 3 && between(n, 0, 999))
    }
    fn add(&mut self, n: i32) -> bool {
        if self.index < 4 {
            self.comp[self.index] = n;
            self.index += 1;
            true
        } else {
            false
        }
    }
    fn add_final(&mut self, n: i32) -> bool {
        if !self.add(n) {
            return false;
        }
        while self.index < 4 {
            self.comp[self.index] = 0;
            self.index += 1;
        }
        true
    }
    fn write(&mut self) -> Option<[i32; 4]> {
        while self.index < 4 {
            self.comp[self.index] = 0;
            self.index += 1;
        }
        let [mut hour, minute, second, ms] = self.comp;
        if let Some(off) = self.hour_offset {
            if !between(hour, 0, 12) {
                return None;
            }
            hour %= 12;
            hour += off;
        }
        if !(between(hour, 0, 23)
            && between(minute, 0, 59)
            && between(second, 0, 59)
            && between(ms, 0, 999))
            && (hour != 24 || minute != 0 || second != 0 || ms != 0)
        {
            return None;
        }
        Some([hour, minute, second, ms])
    }
}

#[derive(Default)]
struct Day {
    comp: [i32; 3],
    index: usize,
    named_month: Option<i32>,
    iso: bool,
}

impl Day {
    fn is_empty(&self) -> bool {
        self.index == 0
    }
    fn add(&mut self, n: i32) -> bool {
        if self.index < 3 {
            self.comp[self.index] = n;
            self.index += 1;
            true
        } else {
            false
        }
    }
    fn is_day(x: i32) -> bool {
        between(x, 1, 31)
    }
    fn is_month(x: i32) -> bool {
        between(x, 1, 12)
    }
    /// (year, month 0-based, day).
    fn write(&mut self) -> Option<(i32, i32, i32)> {
        if self.index < 1 {
            return None;
        }
        while self.index < 3 {
            self.comp[self.index] = 1;
            self.index += 1;
        }
        let c = self.comp;
        let (mut year, month, day);
        match self.named_month {
            None => {
                if self.iso || (self.index == 3 && !Day::is_day(c[0])) {
                    (year, month, day) = (c[0], c[1], c[2]);
                } else {
                    (month, day) = (c[0], c[1]);
                    year = if self.index == 3 { c[2] } else { 0 };
                }
            }
            Some(m) => {
                month = m;
                if self.index == 1 {
                    (year, day) = (0, c[0]);
                } else if !Day::is_day(c[0]) {
                    (year, day) = (c[0], c[1]);
                } else {
                    (day, year) = (c[0], c[1]);
                }
            }
        }
        if !self.iso {
            if between(year, 0, 49) {
                year += 2000;
            } else if between(year, 50, 99) {
                year += 1900;
            }
        }
        if !Day::is_month(month) || !Day::is_day(day) {
            return None;
        }
        Some((year, month - 1, day))
    }
}

/// The first three significant digits of a fraction's numeral.
fn read_milliseconds(t: Token) -> i32 {
    let Token::Number { value, length } = t else {
        return 0;
    };
    let mut n = value;
    match length {
        1 => n *= 100,
        2 => n *= 10,
        3 => {}
        _ => {
            let mut len = length.min(MAX_SIGNIFICANT_DIGITS);
            let mut factor = 1;
            while len > 3 {
                factor *= 10;
                len -= 1;
            }
            n /= factor;
        }
    }
    n
}

/// V8's ParseES5DateTime: returns the first token the legacy parser must
/// handle (`End` when the ISO form took everything, `Invalid` when the
/// input cannot be a date).
fn parse_iso(s: &mut Tokenizer, day: &mut Day, time: &mut Time, tz: &mut TimeZone) -> Token {
    if s.peek().is_sign() {
        let sign_token = s.next();
        if !s.peek().is_fixed_number(6) {
            return sign_token;
        }
        let sign = sign_token.sign();
        let year = s.next().number();
        if sign < 0 && year == 0 {
            return sign_token;
        }
        day.add(sign * year);
    } else if s.peek().is_fixed_number(4) {
        day.add(s.next().number());
    } else {
        return s.next();
    }
    if s.skip_symbol(b'-') {
        if !s.peek().is_fixed_number(2) || !Day::is_month(s.peek().number()) {
            return s.next();
        }
        day.add(s.next().number());
        if s.skip_symbol(b'-') {
            if !s.peek().is_fixed_number(2) || !Day::is_day(s.peek().number()) {
                return s.next();
            }
            day.add(s.next().number());
        }
    }
    if !s.peek().is_keyword_type(KeywordType::TimeSeparator) {
        if s.peek() != Token::End {
            return s.next();
        }
    } else {
        s.next();
        if !s.peek().is_fixed_number(2) || !between(s.peek().number(), 0, 24) {
            return Token::Invalid;
        }
        let hour_is_24 = s.peek().number() == 24;
        time.add(s.next().number());
        if !s.skip_symbol(b':') {
            return Token::Invalid;
        }
        if !s.peek().is_fixed_number(2)
            || !between(s.peek().number(), 0, 59)
            || (hour_is_24 && s.peek().number() > 0)
        {
            return Token::Invalid;
        }
        time.add(s.next().number());
        if s.skip_symbol(b':') {
            if !s.peek().is_fixed_number(2)
                || !between(s.peek().number(), 0, 59)
                || (hour_is_24 && s.peek().number() > 0)
            {
                return Token::Invalid;
            }
            time.add(s.next().number());
            if s.skip_symbol(b'.') {
                if !s.peek().is_number() || (hour_is_24 && s.peek().number() > 0) {
                    return Token::Invalid;
                }
                time.add(read_milliseconds(s.next()));
            }
        }
        if s.peek().is_keyword_z() {
            s.next();
            tz.set(0);
        } else if s.peek().is_sign() {
            tz.sign = Some(s.next().sign());
            if s.peek().is_fixed_number(4) {
                let hm = s.next().number();
                let (h, m) = (hm / 100, hm % 100);
                if !between(h, 0, 23) || !between(m, 0, 59) {
                    return Token::Invalid;
                }
                tz.hour = Some(h);
                tz.minute = Some(m);
            } else {
                if !s.peek().is_fixed_number(2) || !between(s.peek().number(), 0, 23) {
                    return Token::Invalid;
                }
                tz.hour = Some(s.next().number());
                if !s.skip_symbol(b':') {
                    return Token::Invalid;
                }
                if !s.peek().is_fixed_number(2) || !between(s.peek().number(), 0, 59) {
                    return Token::Invalid;
                }
                tz.minute = Some(s.next().number());
            }
        }
        if s.peek() != Token::End {
            return Token::Invalid;
        }
    }
    // Date-only forms are UTC; date-time forms without an offset local.
    if tz.is_empty() && time.is_empty() {
        tz.set(0);
    }
    day.iso = true;
    Token::End
}

/// V8's DateParser::Parse: (year, month, day, hour, minute, second, ms,
/// UTC offset in seconds if given).
fn parse_fields(units: &[u16]) -> Option<([i32; 7], Option<i64>)> {
    let mut r = Reader {
        s: units,
        index: 0,
        ch: 0,
    };
    r.next();
    let mut s = Tokenizer {
        r,
        next: Token::End,
    };
    s.next = s.scan();
    let (mut day, mut time, mut tz) = (Day::default(), Time::default(), TimeZone::default());
    let mut token = parse_iso(&mut s, &mut day, &mut time, &mut tz);
    if token == Token::Invalid {
        return None;
    }
    let mut has_read_number = !day.is_empty();
    while token != Token::End {
        match token {
            Token::Number { value: n, .. } => {
                has_read_number = true;
                if s.skip_symbol(b':') {
                    if s.skip_symbol(b':') {
                        // n + "::"
                        if !time.is_empty() {
                            return None;
                        }
                        time.add(n);
                        time.add(0);
                    } else {
                        // n + ":"
                        if !time.add(n) {
                            return None;
                        }
                        if s.peek().is_symbol(b'.') {
                            s.next();
                        }
                    }
                } else if s.peek().is_symbol(b'.') && time.is_expecting(n) {
                    s.skip_symbol(b'.');
                    time.add(n);
                    if !s.peek().is_number() {
                        return None;
                    }
                    let ms = read_milliseconds(s.next());
                    if ms < 0 {
                        return None;
                    }
                    time.add_final(ms);
                } else if s.skip_symbol(b'.') {
                    // A '.' not after a time component is skipped like
                    // V8 does (its SkipSymbol consumed it), then n is a
                    // date or zone component.
                    if tz.is_expecting(n) {
                        tz.minute = Some(n);
                    } else if !day.add(n) {
                        return None;
                    } else {
                        s.skip_symbol(b'-');
                    }
                } else if tz.is_expecting(n) {
                    tz.minute = Some(n);
                } else if time.is_expecting(n) {
                    time.add_final(n);
                    let p = s.peek();
                    if p != Token::End
                        && p != Token::WhiteSpace
                        && !p.is_keyword_z()
                        && !p.is_sign()
                    {
                        return None;
                    }
                } else {
                    if !day.add(n) {
                        return None;
                    }
                    s.skip_symbol(b'-');
                }
            }
            Token::Keyword { kind, value, .. } => {
                if kind == KeywordType::AmPm && !time.is_empty() {
                    time.hour_offset = Some(value);
                } else if kind == KeywordType::MonthName {
                    day.named_month = Some(value);
                    s.skip_symbol(b'-');
                } else if kind == KeywordType::TimeZoneName && has_read_number {
                    tz.set(value);
                } else {
                    // Garbage words are illegal once a number was read.
                    if has_read_number {
                        return None;
                    }
                    // The first number must be separated from garbage.
                    if s.peek().is_number() {
                        return None;
                    }
                }
            }
            t if t.is_sign() && (tz.is_utc() || !time.is_empty()) => {
                // A UTC offset (only after UTC or a time).
                tz.sign = Some(t.sign());
                let (mut n, mut length) = (0, 0);
                if let Token::Number { value, length: l } = s.peek() {
                    s.next();
                    n = value;
                    length = l;
                }
                has_read_number = true;
                if s.peek().is_symbol(b':') {
                    tz.hour = Some(n);
                    tz.minute = None;
                } else if length == 1 || length == 2 {
                    tz.hour = Some(n);
                    tz.minute = Some(0);
                } else if length == 3 || length == 4 {
                    tz.hour = Some(n / 100);
                    tz.minute = Some(n % 100);
                } else {
                    return None;
                }
            }
            t if (t.is_sign() || t.is_symbol(b')')) && has_read_number => return None,
            _ => {}
        }
        token = s.next();
    }
    let (y, m, d) = day.write()?;
    let [h, mi, sec, ms] = time.write()?;
    let off = tz.write().ok()?;
    Some(([y, m, d, h, mi, sec, ms], off))
}

/// `Date.parse(text)`: a time value, NaN when the text is not a date.
pub fn parse(units: &[u16]) -> f64 {
    let Some((c, off)) = parse_fields(units) else {
        return f64::NAN;
    };
    let f = |i: usize| f64::from(c[i]);
    let day = make_day(f(0), f(1), f(2));
    let time = make_time(f(3), f(4), f(5), f(6));
    let date = make_date(day, time);
    let date = match off {
        None => to_utc(date),
        Some(secs) => date - secs as f64 * 1000.0,
    };
    time_clip(date)
}
