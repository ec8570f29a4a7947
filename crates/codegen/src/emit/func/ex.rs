//! An emitted expression: its C code, how a throw shows, and what runs
//! before and after it.

use super::Repr;

/// How the caller learns that an expression threw.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Check {
    None,
    /// The value is `KL_EXCEPTION`.
    Sentinel,
    /// `th->exc_pending` is set (unboxed results).
    Pending,
}

/// The left operand `x` of a numeric operator, converted into `l` first
/// when both operands may run code or throw in their conversion
/// (`{ valueOf() { … } } - …`).
pub(super) fn left_first(x: String, both_may_throw: bool) -> (Option<String>, String) {
    if both_may_throw {
        (Some(format!("double l = {x};")), "l".into())
    } else {
        (None, x)
    }
}

/// An emitted right-hand side: C code producing a value of `repr`, how a
/// throw shows, and an optional rewrite of the checked raw value `r`.
pub(super) struct Ex {
    pub(super) code: String,
    pub(super) repr: Repr,
    pub(super) check: Check,
    /// (`code` using `r`, its repr): the final value computed from the raw one.
    pub(super) post: Option<(String, Repr)>,
    /// A left operand converted (and checked) before `code` runs: C leaves
    /// the order of a call's arguments and of an operator's operands
    /// unspecified, and JavaScript converts the left one first and stops
    /// there if it throws.
    pub(super) pre: Option<String>,
}

impl Ex {
    pub(super) fn pure(code: String, repr: Repr) -> Ex {
        Ex {
            code,
            repr,
            check: Check::None,
            post: None,
            pre: None,
        }
    }
    pub(super) fn checked(code: String, repr: Repr, check: Check) -> Ex {
        Ex {
            code,
            repr,
            check,
            post: None,
            pre: None,
        }
    }
    /// A runtime call returning a value or `KL_EXCEPTION`.
    pub(super) fn value_call(code: String) -> Ex {
        Ex::checked(code, Repr::Val, Check::Sentinel)
    }
}
