//! The collector's view of an object: kiln.h's one-word header, read through
//! these helpers only, and the generic tracing rule (value-body kinds hold,
//! after their raw words, only `KlValue` words).

use crate::abi::*;
use crate::value::Value;

/// A header word, decoded on demand.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Header(pub u64);

pub const FLAG_STATIC: u64 = KL_HDR_STATIC;
pub const FLAG_REMEMBERED: u64 = KL_HDR_REMEMBERED;
pub const FLAG_MARKED: u64 = KL_HDR_MARKED;
pub const FLAG_LARGE: u64 = KL_HDR_LARGE;

/// What an evacuated space is filled with when it is retired under
/// `KILN_GC_PROTECT_FROMSPACE` or `KILN_GC_VERIFY`: a reserved NaN-box tag
/// (never a number, constant or reference), not forwarded (bit 0 clear), and
/// an absurd size if read as a header.
pub const POISON: u64 = 0xFFFB_BAD0_BAD0_BAD0;

impl Header {
    /// Builds a header word (kiln.h `KL_HEADER`, plus the raw-word count).
    pub const fn new(kind: u64, flags: u64, raw_words: u64, size: usize) -> Header {
        Header(
            kind << KL_HDR_KIND_SHIFT
                | flags << KL_HDR_FLAGS_SHIFT
                | raw_words << KL_HDR_RAW_WORDS_SHIFT
                | (size as u64) << KL_HDR_SIZE_SHIFT,
        )
    }
    #[inline]
    pub fn is_forwarded(self) -> bool {
        self.0 & KL_HDR_FORWARDED != 0
    }
    /// The new address of a forwarded object.
    #[inline]
    pub fn forwardee(self) -> usize {
        (self.0 & !KL_HDR_FORWARDED) as usize
    }
    #[inline]
    pub fn size(self) -> usize {
        (self.0 >> KL_HDR_SIZE_SHIFT) as usize
    }
    #[inline]
    pub fn kind(self) -> u64 {
        (self.0 >> KL_HDR_KIND_SHIFT) & 0xFF
    }
    #[inline]
    pub fn raw_words(self) -> usize {
        ((self.0 >> KL_HDR_RAW_WORDS_SHIFT) & 0xFF) as usize
    }
    #[inline]
    pub fn has(self, flag: u64) -> bool {
        self.0 & (flag << KL_HDR_FLAGS_SHIFT) != 0
    }
    #[inline]
    pub fn with(self, flag: u64) -> Header {
        Header(self.0 | flag << KL_HDR_FLAGS_SHIFT)
    }
    #[inline]
    pub fn without(self, flag: u64) -> Header {
        Header(self.0 & !(flag << KL_HDR_FLAGS_SHIFT))
    }
    /// True for kinds whose body holds traced `KlValue` words.
    #[inline]
    pub fn has_values(self) -> bool {
        self.kind() >= KL_KIND_FIRST_VALUE_BODY
    }
}

impl std::fmt::Debug for Header {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Header(kind {} size {} raw {} flags {:#x})",
            self.kind(),
            self.size(),
            self.raw_words(),
            (self.0 >> 16) & 0xFF
        )
    }
}

/// Reads the header of the object at `obj`.
///
/// # Safety
/// `obj` is the address of a readable heap or static object.
#[inline]
pub unsafe fn header(obj: usize) -> Header {
    // SAFETY: the caller guarantees `obj` is a readable, 8-aligned object.
    Header(unsafe { *(obj as *const u64) })
}

/// Overwrites the header of the object at `obj`.
///
/// # Safety
/// `obj` is the address of a writable (non-static) heap object.
#[inline]
pub unsafe fn set_header(obj: usize, h: Header) {
    // SAFETY: the caller guarantees `obj` is a writable heap object.
    unsafe { *(obj as *mut u64) = h.0 };
}

/// The traced slots of the object at `obj` with header `h`: empty for a
/// byte-body kind, otherwise every word after the raw words.
///
/// # Safety
/// `obj` is a live object whose header is `h`.
#[inline]
pub unsafe fn value_slots(obj: usize, h: Header) -> std::ops::Range<*mut Value> {
    if !h.has_values() {
        return std::ptr::null_mut()..std::ptr::null_mut();
    }
    let first = obj + 8 + 8 * h.raw_words();
    let end = obj + h.size();
    debug_assert!(
        first <= end,
        "{h:?} at {obj:#x}: raw words overrun the object"
    );
    first as *mut Value..end as *mut Value
}

/// Calls `f` on every traced slot of the object at `obj` that holds a
/// reference.
///
/// # Safety
/// `obj` is a live, writable object; `f` may rewrite the slot.
#[inline]
pub unsafe fn for_each_ref(obj: usize, mut f: impl FnMut(&mut Value)) {
    // SAFETY: the caller guarantees `obj` is live.
    let h = unsafe { header(obj) };
    // SAFETY: as above; `h` is its header.
    let slots = unsafe { value_slots(obj, h) };
    let mut p = slots.start;
    while p < slots.end {
        // SAFETY: `p` is a value word inside the object.
        let slot = unsafe { &mut *p };
        if slot.is_ref() {
            f(slot);
        }
        // SAFETY: stays within (or one past) the object.
        p = unsafe { p.add(1) };
    }
}

/// Fills `[p, p + bytes)` with [`POISON`].
///
/// # Safety
/// The range is writable heap memory that nothing live uses.
pub unsafe fn poison(p: usize, bytes: usize) {
    let words = bytes / 8;
    // SAFETY: the caller guarantees the range is writable and dead.
    unsafe { std::slice::from_raw_parts_mut(p as *mut u64, words) }.fill(POISON);
}
