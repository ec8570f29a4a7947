//! `JSON.parse`: V8's JSON parser (src/json/json-parser.cc) as far as what
//! a program can observe — the values it builds and, for invalid text, the
//! SyntaxError messages of node 20, which name the failing token and
//! position (`Unexpected token '}', "{"a":}" is not valid JSON`,
//! `Expected ',' or ']' after array element in JSON at position 4`, …).
//!
//! Parsing runs no JavaScript, so the values built so far are held in Rust
//! vectors without rooting (allocation never collects). The parser is
//! iterative: nesting depth is bounded by memory, not by the C stack. The
//! reviver walk afterwards does run JavaScript and roots what it holds.

use crate::error::{self, ErrorKind, JsResult, Thrown, range_error};
use crate::heap::{self, Handle, Scope};
use crate::object::{self, Key, Obj, array, function};
use crate::string::{self, Units};
use crate::thread::Thread;
use crate::value::Value;
use std::collections::HashMap;

/// A code unit of the source, whatever its storage.
trait Unit: Copy {
    fn u(self) -> u16;
}
impl Unit for u8 {
    fn u(self) -> u16 {
        u16::from(self)
    }
}
impl Unit for u16 {
    fn u(self) -> u16 {
        self
    }
}

/// V8's token classes of a character (`one_char_json_tokens`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Token {
    Eos,
    String,
    Number,
    LBrack,
    LBrace,
    RBrack,
    RBrace,
    True,
    False,
    Null,
    Whitespace,
    Colon,
    Comma,
    Illegal,
}

fn token_of(c: Option<u16>) -> Token {
    let Some(c) = c else { return Token::Eos };
    match c {
        0x22 => Token::String,
        0x30..=0x39 | 0x2D => Token::Number,
        0x5B => Token::LBrack,
        0x7B => Token::LBrace,
        0x5D => Token::RBrack,
        0x7D => Token::RBrace,
        0x74 => Token::True,
        0x66 => Token::False,
        0x6E => Token::Null,
        0x20 | 0x09 | 0x0D | 0x0A => Token::Whitespace,
        0x3A => Token::Colon,
        0x2C => Token::Comma,
        _ => Token::Illegal,
    }
}

/// The messages V8 names explicitly (the others are derived from the
/// unexpected token).
#[derive(Clone, Copy)]
enum Msg {
    ExpectedPropNameOrRBrace,
    ExpectedCommaOrRBrack,
    ExpectedCommaOrRBrace,
    ExpectedColon,
    ExpectedDoubleQuotedPropertyName,
    ExponentMissingNumber,
    NoNumberAfterMinus,
    UnterminatedFraction,
    UnterminatedString,
    BadControlCharacter,
    BadUnicodeEscape,
    BadEscapedCharacter,
    NonWhitespaceAfter,
}

impl Msg {
    fn text(self) -> &'static str {
        match self {
            Msg::ExpectedPropNameOrRBrace => "Expected property name or '}'",
            Msg::ExpectedCommaOrRBrack => "Expected ',' or ']' after array element",
            Msg::ExpectedCommaOrRBrace => "Expected ',' or '}' after property value",
            Msg::ExpectedColon => "Expected ':' after property name",
            Msg::ExpectedDoubleQuotedPropertyName => "Expected double-quoted property name",
            Msg::ExponentMissingNumber => "Exponent part is missing a number",
            Msg::NoNumberAfterMinus => "No number after minus sign",
            Msg::UnterminatedFraction => "Unterminated fractional number",
            Msg::UnterminatedString => "Unterminated string",
            Msg::BadControlCharacter => "Bad control character in string literal",
            Msg::BadUnicodeEscape => "Bad Unicode escape",
            Msg::BadEscapedCharacter => "Bad escaped character",
            // The one template without "in JSON" before the position.
            Msg::NonWhitespaceAfter => "Unexpected non-whitespace character after JSON",
        }
    }
}

/// A syntax error: the message, before it becomes a SyntaxError.
struct Fail(String);

struct Parser<'a, C: Unit> {
    s: &'a [C],
    pos: usize,
    /// Key atoms by content, so repeated keys are interned once per parse.
    keys: HashMap<Vec<u16>, Value>,
    scratch: Vec<u16>,
}

/// An open container.
enum Frame {
    Array(Vec<Value>),
    /// The object, and the key of the value being parsed.
    Object(Obj, Key),
}

const MAX_CONTEXT: usize = 10;

impl<C: Unit> Parser<'_, C> {
    fn at(&self, i: usize) -> Option<u16> {
        self.s.get(i).map(|c| c.u())
    }
    fn cur(&self) -> Option<u16> {
        self.at(self.pos)
    }
    fn skip_ws(&mut self) {
        while let Some(c) = self.cur() {
            if !matches!(c, 0x20 | 0x09 | 0x0A | 0x0D) {
                break;
            }
            self.pos += 1;
        }
    }
    fn source_lossy(&self, from: usize, to: usize) -> String {
        let units: Vec<u16> = self.s[from..to].iter().map(|c| c.u()).collect();
        String::from_utf16_lossy(&units)
    }

    /// V8's ReportUnexpectedToken with an explicit message.
    fn fail(&self, msg: Msg) -> Fail {
        let sep = if matches!(msg, Msg::NonWhitespaceAfter) {
            ""
        } else {
            " in JSON"
        };
        Fail(format!("{}{sep} at position {}", msg.text(), self.pos))
    }

    /// V8's ReportUnexpectedCharacter at the cursor: the message derived
    /// from the token there.
    fn unexpected(&self) -> Fail {
        let pos = self.pos;
        match token_of(self.cur()) {
            Token::Eos => Fail("Unexpected end of JSON input".to_owned()),
            Token::Number => Fail(format!("Unexpected number in JSON at position {pos}")),
            Token::String => Fail(format!("Unexpected string in JSON at position {pos}")),
            _ => {
                let len = self.s.len();
                let whole = self.source_lossy(0, len);
                if matches!(
                    whole.as_str(),
                    "[object Object]" | "undefined" | "Infinity" | "NaN"
                ) {
                    return Fail(format!("\"{whole}\" is not valid JSON"));
                }
                let c = self.cur().expect("not at the end");
                let tok = String::from_utf16_lossy(&[c]);
                if len < 2 * MAX_CONTEXT + 1 {
                    return Fail(format!(
                        "Unexpected token '{tok}', \"{whole}\" is not valid JSON"
                    ));
                }
                if pos < MAX_CONTEXT {
                    let ctx = self.source_lossy(0, pos + MAX_CONTEXT);
                    Fail(format!(
                        "Unexpected token '{tok}', \"{ctx}\"... is not valid JSON"
                    ))
                } else if pos < len - MAX_CONTEXT {
                    let ctx = self.source_lossy(pos - MAX_CONTEXT, pos + MAX_CONTEXT);
                    Fail(format!(
                        "Unexpected token '{tok}', ...\"{ctx}\"... is not valid JSON"
                    ))
                } else {
                    let ctx = self.source_lossy(pos - MAX_CONTEXT, len);
                    Fail(format!(
                        "Unexpected token '{tok}', ...\"{ctx}\" is not valid JSON"
                    ))
                }
            }
        }
    }

    /// `true`, `false`, `null` (V8's ScanLiteral).
    fn literal(&mut self, word: &[u8], v: Value) -> Result<Value, Fail> {
        let start = self.pos;
        for (i, &b) in word.iter().enumerate().skip(1) {
            self.pos = start + i;
            match self.cur() {
                Some(c) if c == u16::from(b) => {}
                _ => return Err(self.unexpected()),
            }
        }
        self.pos = start + word.len();
        Ok(v)
    }

    fn is_digit(c: Option<u16>) -> bool {
        matches!(c, Some(0x30..=0x39))
    }

    fn skip_digits(&mut self) {
        while Self::is_digit(self.cur()) {
            self.pos += 1;
        }
    }

    fn number(&mut self) -> Result<Value, Fail> {
        let start = self.pos;
        if self.cur() == Some(u16::from(b'-')) {
            self.pos += 1;
        }
        if self.cur() == Some(u16::from(b'0')) {
            self.pos += 1;
            if Self::is_digit(self.cur()) {
                return Err(self.unexpected());
            }
        } else {
            let digits = self.pos;
            self.skip_digits();
            if self.pos == digits {
                return Err(self.fail(Msg::NoNumberAfterMinus));
            }
        }
        if self.cur() == Some(u16::from(b'.')) {
            self.pos += 1;
            if !Self::is_digit(self.cur()) {
                return Err(self.fail(Msg::UnterminatedFraction));
            }
            self.skip_digits();
        }
        if matches!(self.cur(), Some(0x65 | 0x45)) {
            self.pos += 1;
            if matches!(self.cur(), Some(0x2B | 0x2D)) {
                self.pos += 1;
            }
            if !Self::is_digit(self.cur()) {
                return Err(self.fail(Msg::ExponentMissingNumber));
            }
            self.skip_digits();
        }
        let text: String = self.s[start..self.pos]
            .iter()
            .map(|c| c.u() as u8 as char)
            .collect();
        let d: f64 = text.parse().unwrap_or(f64::NAN);
        Ok(Value::number(d))
    }

    fn hex(c: Option<u16>) -> Option<u16> {
        match c? {
            c @ 0x30..=0x39 => Some(c - 0x30),
            c @ 0x41..=0x46 => Some(c - 0x41 + 10),
            c @ 0x61..=0x66 => Some(c - 0x61 + 10),
            _ => None,
        }
    }

    /// The units of a string literal (the cursor on its opening quote)
    /// into `self.scratch`.
    fn string_units(&mut self) -> Result<(), Fail> {
        self.pos += 1;
        self.scratch.clear();
        loop {
            let Some(c) = self.cur() else {
                return Err(self.fail(Msg::UnterminatedString));
            };
            match c {
                0x22 => {
                    self.pos += 1;
                    return Ok(());
                }
                0x5C => {
                    self.pos += 1;
                    let Some(e) = self.cur() else {
                        return Err(self.unexpected());
                    };
                    let unit = match e {
                        0x22 | 0x5C | 0x2F => e,
                        0x62 => 0x08,
                        0x66 => 0x0C,
                        0x6E => 0x0A,
                        0x72 => 0x0D,
                        0x74 => 0x09,
                        0x75 => {
                            let mut v: u16 = 0;
                            for _ in 0..4 {
                                self.pos += 1;
                                let Some(h) = Self::hex(self.cur()) else {
                                    return Err(self.fail(Msg::BadUnicodeEscape));
                                };
                                v = v * 16 + h;
                            }
                            v
                        }
                        e if e > 0xFF => return Err(self.unexpected()),
                        _ => return Err(self.fail(Msg::BadEscapedCharacter)),
                    };
                    self.scratch.push(unit);
                    self.pos += 1;
                }
                c if c < 0x20 => return Err(self.fail(Msg::BadControlCharacter)),
                c => {
                    self.scratch.push(c);
                    self.pos += 1;
                }
            }
        }
    }

    fn string_value(&mut self, th: &mut Thread) -> Result<Value, Fail> {
        self.string_units()?;
        Ok(match self.scratch.len() {
            0 => string::empty(),
            1 => string::from_unit(th, self.scratch[0]),
            _ => string::from_utf16(th, &self.scratch),
        })
    }

    /// A property key: an index, or an atom (cached for this parse).
    fn key(&mut self, th: &mut Thread) -> Result<Key, Fail> {
        self.string_units()?;
        let u = &self.scratch;
        let is_index = !u.is_empty()
            && u.len() <= 10
            && (u.len() == 1 || u[0] != u16::from(b'0'))
            && u.iter().all(|&c| (0x30..=0x39).contains(&c));
        if is_index {
            let n = u.iter().fold(0u64, |n, &c| n * 10 + u64::from(c - 0x30));
            if n < u64::from(u32::MAX) {
                return Ok(Key::Index(n as u32));
            }
        }
        if let Some(&a) = self.keys.get(u.as_slice()) {
            return Ok(Key::Name(a));
        }
        let s = string::from_utf16(th, u);
        let a = th.realm.atoms.intern(s);
        self.keys.insert(u.clone(), a);
        Ok(Key::Name(a))
    }

    /// Expects a property key's opening quote (after whitespace), the key
    /// and its colon. V8 11.3 names a missing colon only after an object's
    /// first key; after a later one it reports the token found there.
    fn expect_key(&mut self, th: &mut Thread, msg: Msg) -> Result<Key, Fail> {
        self.skip_ws();
        if self.cur() != Some(u16::from(b'"')) {
            return Err(self.fail(msg));
        }
        let k = self.key(th)?;
        self.skip_ws();
        if self.cur() != Some(u16::from(b':')) {
            return Err(if matches!(msg, Msg::ExpectedPropNameOrRBrace) {
                self.fail(Msg::ExpectedColon)
            } else {
                self.unexpected()
            });
        }
        self.pos += 1;
        Ok(k)
    }

    /// The whole text as one value.
    fn parse(&mut self, th: &mut Thread) -> Result<Value, Fail> {
        let mut stack: Vec<Frame> = Vec::new();
        'value: loop {
            // Parse a value (opening containers push a frame).
            self.skip_ws();
            let mut v = match token_of(self.cur()) {
                Token::String => self.string_value(th)?,
                Token::Number => self.number()?,
                Token::True => self.literal(b"true", Value::TRUE)?,
                Token::False => self.literal(b"false", Value::FALSE)?,
                Token::Null => self.literal(b"null", Value::NULL)?,
                Token::LBrace => {
                    self.pos += 1;
                    self.skip_ws();
                    let o = object::new_plain(th);
                    if self.cur() == Some(u16::from(b'}')) {
                        self.pos += 1;
                        o.value()
                    } else {
                        let k = self.expect_key(th, Msg::ExpectedPropNameOrRBrace)?;
                        stack.push(Frame::Object(o, k));
                        continue 'value;
                    }
                }
                Token::LBrack => {
                    self.pos += 1;
                    self.skip_ws();
                    if self.cur() == Some(u16::from(b']')) {
                        self.pos += 1;
                        array::new_array(th, 0).value()
                    } else {
                        stack.push(Frame::Array(Vec::new()));
                        continue 'value;
                    }
                }
                _ => return Err(self.unexpected()),
            };
            // Hand the value to the open containers, closing those that end.
            loop {
                let Some(top) = stack.last_mut() else {
                    self.skip_ws();
                    if self.cur().is_some() {
                        return Err(self.fail(Msg::NonWhitespaceAfter));
                    }
                    return Ok(v);
                };
                match top {
                    Frame::Array(items) => {
                        items.push(v);
                        self.skip_ws();
                        match self.cur() {
                            Some(0x2C) => {
                                self.pos += 1;
                                continue 'value;
                            }
                            Some(0x5D) => {
                                self.pos += 1;
                                let Some(Frame::Array(items)) = stack.pop() else {
                                    unreachable!("the top frame is an array")
                                };
                                v = array::from_values(th, &items).value();
                            }
                            _ => return Err(self.fail(Msg::ExpectedCommaOrRBrack)),
                        }
                    }
                    Frame::Object(o, k) => {
                        let (o, k) = (*o, *k);
                        object::create_data_property(th, o, k, v);
                        self.skip_ws();
                        match self.cur() {
                            Some(0x2C) => {
                                self.pos += 1;
                                let k =
                                    self.expect_key(th, Msg::ExpectedDoubleQuotedPropertyName)?;
                                if let Some(Frame::Object(_, key)) = stack.last_mut() {
                                    *key = k;
                                }
                                continue 'value;
                            }
                            Some(0x7D) => {
                                self.pos += 1;
                                stack.pop();
                                v = o.value();
                            }
                            _ => return Err(self.fail(Msg::ExpectedCommaOrRBrace)),
                        }
                    }
                }
            }
        }
    }
}

fn run<C: Unit>(th: &mut Thread, s: &[C]) -> Result<Value, Fail> {
    let mut p = Parser {
        s,
        pos: 0,
        keys: HashMap::new(),
        scratch: Vec::new(),
    };
    p.parse(th)
}

/// Parses `text` (a string): the value, or a pending SyntaxError.
pub fn parse_text(th: &mut Thread, text: Value) -> JsResult<Value> {
    let r = match string::units(text) {
        Units::Latin1(b) => run(th, b),
        Units::Utf16(w) => run(th, w),
    };
    r.map_err(|Fail(msg)| error::throw(th, ErrorKind::SyntaxError, &msg))
}

/// `JSON.parse(text, reviver)`.
pub fn parse(th: &mut Thread, text: Value, reviver: Value) -> JsResult<Value> {
    let text = heap::scope(th, |s| {
        let rh = s.root(reviver);
        let t = s.collecting(|th| crate::ops::to_string_value(th, text))?;
        Ok::<_, Thrown>((t, s.get(rh)))
    });
    let (text, reviver) = text?;
    let reviver_callable = Obj::of(reviver).is_some_and(|f| f.is_callable());
    if !reviver_callable {
        return parse_text(th, text);
    }
    heap::scope(th, |s| {
        let rh = s.root(reviver);
        let v = parse_text(s.thread(), text)?;
        let root = object::new_plain(s.thread());
        let empty = s.thread().realm.atoms.intern_str("");
        object::create_data_property(s.thread(), root, Key::Name(empty), v);
        let holder = s.root(root.value());
        internalize(s, holder, Key::Name(empty), rh, 0)
    })
}

/// InternalizeJSONProperty: revives `holder[key]` depth first.
fn internalize<'id>(
    s: &mut Scope<'_, 'id>,
    holder: Handle<'id>,
    key: Key,
    reviver: Handle<'id>,
    depth: usize,
) -> JsResult<Value> {
    if depth >= super::stringify::DEEP && s.thread().stack_exhausted() {
        return Err(range_error(s.thread(), "Maximum call stack size exceeded"));
    }
    let hv = s.get(holder);
    let ho = Obj::of(hv).expect("holder");
    let val = s.collecting(|th| object::get(th, ho, key, hv))?;
    let vh = s.root(val);
    if let Some(o) = Obj::of(val) {
        let keys: Vec<Key> = if o.is_array() {
            let len = s.collecting(|th| object::get_named(th, o, "length"))?;
            let n = s.collecting(|th| crate::ops::to_number_value(th, len))?;
            let n = if n.is_nan() || n <= 0.0 {
                0.0
            } else {
                n.min(4_294_967_295.0)
            };
            (0..n as u32).map(Key::Index).collect()
        } else {
            let o = Obj::of(s.get(vh)).expect("object");
            super::stringify::enumerable_string_keys(o)
        };
        for k in keys {
            let new = internalize(s, vh, k, reviver, depth + 1)?;
            let o = Obj::of(s.get(vh)).expect("object");
            if new.is_undefined() {
                object::delete(s.thread(), o, k);
            } else {
                object::create_data_property(s.thread(), o, k, new);
            }
        }
    }
    let k = key.value(s.thread());
    let (f, h, v) = (s.get(reviver), s.get(holder), s.get(vh));
    s.collecting(|th| function::call(th, f, h, &[k, v]))
}
