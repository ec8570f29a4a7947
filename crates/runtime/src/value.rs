//! `Value`: the NaN-boxed 64-bit word of `kiln.h` (see its tag table).
//!
//! A `Value` is plain data. One that holds a heap reference is only valid
//! until the next collection; the runtime never collects except at the
//! safepoints listed in ARCHITECTURE.md, so a `Value` read inside a runtime
//! function stays valid until that function calls back into compiled code.

use crate::abi::*;

/// A JavaScript value in kiln's NaN-boxed encoding.
#[repr(transparent)]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Value(pub u64);

/// The kinds of value `typeof` and the operators distinguish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Number,
    Undefined,
    Null,
    Boolean,
    String,
    Symbol,
    BigInt,
    Object,
}

impl Value {
    pub const UNDEFINED: Value = Value(KL_UNDEFINED);
    pub const NULL: Value = Value(KL_NULL);
    pub const FALSE: Value = Value(KL_FALSE);
    pub const TRUE: Value = Value(KL_TRUE);
    pub const HOLE: Value = Value(KL_HOLE);
    pub const UNINIT: Value = Value(KL_UNINIT);
    /// Returned by a fallible entry point that threw; see `Thread::throw`.
    pub const EXCEPTION: Value = Value(KL_EXCEPTION);

    #[inline]
    pub fn number(d: f64) -> Value {
        Value(d.to_bits())
    }
    #[inline]
    pub fn boolean(b: bool) -> Value {
        Value(KL_FALSE | u64::from(b))
    }
    #[inline]
    pub fn is_number(self) -> bool {
        self.0 < KL_NUMBER_LIMIT
    }
    #[inline]
    pub fn as_number(self) -> f64 {
        debug_assert!(self.is_number());
        f64::from_bits(self.0)
    }
    #[inline]
    pub fn is_ref(self) -> bool {
        self.0 >= KL_REF_MIN
    }
    #[inline]
    pub fn tag(self) -> u64 {
        self.0 >> KL_TAG_SHIFT
    }
    #[inline]
    pub fn is_string(self) -> bool {
        self.tag() == KL_TAG_STRING
    }
    #[inline]
    pub fn is_object(self) -> bool {
        // Objects have the top tag (kiln.h).
        self.0 >= KL_OBJECT_MIN
    }
    #[inline]
    pub fn is_symbol(self) -> bool {
        self.tag() == KL_TAG_SYMBOL
    }
    #[inline]
    pub fn is_bigint(self) -> bool {
        self.tag() == KL_TAG_BIGINT
    }
    #[inline]
    pub fn is_bool(self) -> bool {
        (self.0 | 1) == KL_TRUE
    }
    #[inline]
    pub fn is_undefined(self) -> bool {
        self.0 == KL_UNDEFINED
    }
    #[inline]
    pub fn is_null(self) -> bool {
        self.0 == KL_NULL
    }
    #[inline]
    pub fn is_nullish(self) -> bool {
        (self.0 | 1) == KL_NULL
    }
    #[inline]
    pub fn is_exception(self) -> bool {
        self.0 == KL_EXCEPTION
    }
    /// The heap address of a reference value.
    #[inline]
    pub fn addr(self) -> usize {
        debug_assert!(self.is_ref());
        (self.0 & KL_PAYLOAD_MASK) as usize
    }
    /// The same reference kind pointing at `addr` (the collector's relocation).
    #[inline]
    pub fn with_addr(self, addr: usize) -> Value {
        Value((self.0 & !KL_PAYLOAD_MASK) | addr as u64)
    }
    #[inline]
    pub fn from_tagged(tag: u64, addr: usize) -> Value {
        debug_assert!(addr as u64 & !KL_PAYLOAD_MASK == 0 && addr.is_multiple_of(8));
        Value((tag << KL_TAG_SHIFT) | addr as u64)
    }

    pub fn kind(self) -> Kind {
        if self.is_number() {
            return Kind::Number;
        }
        match self.tag() {
            KL_TAG_STRING => Kind::String,
            KL_TAG_OBJECT => Kind::Object,
            KL_TAG_SYMBOL => Kind::Symbol,
            KL_TAG_BIGINT => Kind::BigInt,
            _ => match self.0 {
                KL_UNDEFINED => Kind::Undefined,
                KL_NULL => Kind::Null,
                KL_TRUE | KL_FALSE => Kind::Boolean,
                _ => unreachable!("internal value {:#x} escaped to JavaScript", self.0),
            },
        }
    }
}

impl std::fmt::Debug for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is_number() {
            return write!(f, "Value({})", self.as_number());
        }
        match self.0 {
            KL_UNDEFINED => f.write_str("Value(undefined)"),
            KL_NULL => f.write_str("Value(null)"),
            KL_TRUE => f.write_str("Value(true)"),
            KL_FALSE => f.write_str("Value(false)"),
            KL_HOLE => f.write_str("Value(<hole>)"),
            KL_UNINIT => f.write_str("Value(<uninit>)"),
            KL_EXCEPTION => f.write_str("Value(<exception>)"),
            _ => write!(
                f,
                "Value(tag {:#x} @ {:#x})",
                self.tag(),
                self.0 & KL_PAYLOAD_MASK
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_their_own_bits() {
        for d in [
            0.0,
            -0.0,
            1.5,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MAX,
            f64::MIN_POSITIVE,
        ] {
            let v = Value::number(d);
            assert!(v.is_number());
            assert_eq!(v.as_number().to_bits(), d.to_bits());
        }
        // Both canonical NaNs (the x86 default NaN has the sign bit set) are numbers.
        assert!(Value(0x7FF8_0000_0000_0000).is_number());
        assert!(Value(0xFFF8_0000_0000_0000).is_number());
        assert!(Value::number(f64::NAN).is_number());
        assert!(Value::number(f64::INFINITY - f64::INFINITY).is_number());
    }

    #[test]
    fn constants_are_not_numbers_or_refs() {
        for v in [
            Value::UNDEFINED,
            Value::NULL,
            Value::TRUE,
            Value::FALSE,
            Value::HOLE,
            Value::UNINIT,
        ] {
            assert!(!v.is_number() && !v.is_ref());
        }
        assert!(Value::NULL.is_nullish() && Value::UNDEFINED.is_nullish());
        assert!(!Value::FALSE.is_nullish());
        assert!(Value::boolean(true).is_bool() && Value::boolean(false).is_bool());
        assert_eq!(Value::boolean(true), Value::TRUE);
    }

    #[test]
    fn references_keep_tag_and_address() {
        let v = Value::from_tagged(KL_TAG_STRING, 0x7f00_1234_5678);
        assert!(v.is_ref() && v.is_string() && !v.is_object());
        assert_eq!(v.addr(), 0x7f00_1234_5678);
        assert!(v.with_addr(0x1000).is_string());
        assert_eq!(v.with_addr(0x1000).addr(), 0x1000);
    }
}
