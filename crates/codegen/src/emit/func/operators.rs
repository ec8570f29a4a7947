//! The operators: unary and binary, on the operands' representations
//! (numbers as doubles where their types are proven, otherwise boxed
//! values through kiln.h's inline fast paths and the runtime), and, in a
//! program with BigInts, through ToNumeric where an operand may be one.

use super::{Check, Ex, FnEmitter, Repr, left_first};
use crate::ir::*;

impl FnEmitter<'_> {
    pub(super) fn unary(&mut self, op: UnOp, a: Operand) -> Ex {
        let big = !matches!(op, UnOp::Plus | UnOp::Not | UnOp::ToBool | UnOp::Typeof)
            && crate::passes::infer::numeric_ty(self.m, self.ty(a)).may(Ty::BIGINT);
        if big {
            // A program with BigInts, an operand that may be one: numbers
            // inline, the rest in the runtime (kiln.h `kl_unary`).
            let code = match op {
                UnOp::Neg => "KL_OP_NEG",
                UnOp::BitNot => "KL_OP_NOT",
                UnOp::Inc => "KL_OP_INC",
                UnOp::Dec => "KL_OP_DEC",
                _ => "KL_OP_NUMERIC",
            };
            let v = self.val(a);
            return Ex::value_call(format!("kl_unary(th, {code}, {v})"));
        }
        match op {
            UnOp::Inc | UnOp::Dec => {
                let (x, throws) = self.number(a);
                let d = if op == UnOp::Inc { "+" } else { "-" };
                Ex::checked(
                    format!("({x} {d} 1)"),
                    Repr::F64,
                    if throws { Check::Pending } else { Check::None },
                )
            }
            UnOp::Neg | UnOp::Plus | UnOp::BitNot | UnOp::ToNumeric => {
                let (x, throws) = self.number(a);
                let code = match op {
                    UnOp::Neg => format!("(-{x})"),
                    UnOp::Plus | UnOp::ToNumeric => x,
                    _ => {
                        let d = if self.int_result { "" } else { "(double)" };
                        format!("({d}(~{}))", self.to_i32(a, &x))
                    }
                };
                Ex::checked(
                    code,
                    Repr::F64,
                    if throws { Check::Pending } else { Check::None },
                )
            }
            UnOp::Not => Ex::pure(format!("(!{})", self.truthy(a)), Repr::Bool),
            UnOp::ToBool => Ex::pure(self.truthy(a), Repr::Bool),
            UnOp::Typeof => {
                let t = self.ty(a);
                let name = if t.within(Ty::NUMBER) {
                    Some("number")
                } else if t.within(Ty::STRING) {
                    Some("string")
                } else if t.within(Ty::BOOL) {
                    Some("boolean")
                } else if t.within(Ty::UNDEF) {
                    Some("undefined")
                } else if t.within(Ty::NULL) {
                    Some("object")
                } else if t.within(Ty::SYMBOL) {
                    Some("symbol")
                } else if t.within(Ty::BIGINT) {
                    Some("bigint")
                } else {
                    None
                };
                match name {
                    Some(n) => {
                        let units: Vec<u16> = n.encode_utf16().collect();
                        Ex::pure(self.str_value(&units), Repr::Val)
                    }
                    None => {
                        let v = self.val(a);
                        Ex::pure(format!("kl_typeof(th, {v})"), Repr::Val)
                    }
                }
            }
        }
    }

    pub(super) fn binary(&mut self, op: BinOp, a: Operand, b: Operand) -> Ex {
        let (ta, tb) = (self.ty(a), self.ty(b));
        let both_num = ta.within(Ty::NUMBER) && tb.within(Ty::NUMBER);
        let both_str = ta.within(Ty::STRING) && tb.within(Ty::STRING);
        match op {
            BinOp::Add => {
                if both_num {
                    let (x, y) = (self.operand(a, Repr::F64), self.operand(b, Repr::F64));
                    Ex::pure(format!("({x} + {y})"), Repr::F64)
                } else if both_str {
                    let (x, y) = (self.val(a), self.val(b));
                    Ex::value_call(format!("kl_concat(th, {x}, {y})"))
                } else {
                    let (x, y) = (self.val(a), self.val(b));
                    Ex::checked(format!("kl_add(th, {x}, {y})"), Repr::Val, Check::Sentinel)
                }
            }
            // The operators the next arm lists (`converts_in_c`), when
            // both operands may be BigInts.
            op if op.converts_in_c() && crate::passes::infer::bigint_operands(self.m, ta, tb) => {
                // Both may be BigInts: ToNumeric in the runtime unless both
                // are numbers (kiln.h `kl_arith`).
                let code = match op {
                    BinOp::Sub => "KL_OP_SUB",
                    BinOp::Mul => "KL_OP_MUL",
                    BinOp::Div => "KL_OP_DIV",
                    BinOp::Mod => "KL_OP_MOD",
                    BinOp::Exp => "KL_OP_EXP",
                    BinOp::BitAnd => "KL_OP_AND",
                    BinOp::BitOr => "KL_OP_OR",
                    BinOp::BitXor => "KL_OP_XOR",
                    BinOp::Shl => "KL_OP_SHL",
                    BinOp::Sar => "KL_OP_SAR",
                    _ => "KL_OP_SHR",
                };
                let (x, y) = (self.val(a), self.val(b));
                Ex::value_call(format!("kl_arith(th, {code}, {x}, {y})"))
            }
            BinOp::Sub
            | BinOp::Mul
            | BinOp::Div
            | BinOp::Mod
            | BinOp::Exp
            | BinOp::BitAnd
            | BinOp::BitOr
            | BinOp::BitXor
            | BinOp::Shl
            | BinOp::Sar
            | BinOp::Shr => {
                // ToNumber of both (`BinOp::converts_in_c`), then the
                // operation; in a program with BigInts, a BigInt here is
                // the TypeError of mixing it with a number.
                let mix = self.m.groups.bigint;
                let ((x, t1), (y, t2)) = (self.number_op(a, mix), self.number_op(b, mix));
                let (pre, x) = left_first(x, t1 && t2);
                // ToInt32/ToUint32 of each side (of a counter, its low bits).
                let (xi, yi) = (self.to_i32(a, &x), self.to_i32(b, &y));
                let (xu, yu) = (self.to_u32(a, &x), self.to_u32(b, &y));
                // The int32 result as a double, or as itself for a counter.
                let d = if self.int_result { "" } else { "(double)" };
                let code = match op {
                    BinOp::Sub => format!("({x} - {y})"),
                    BinOp::Mul => format!("({x} * {y})"),
                    BinOp::Div => format!("({x} / {y})"),
                    BinOp::Mod => format!("kl_mod({x}, {y})"),
                    BinOp::Exp => format!("kl_pow({x}, {y})"),
                    BinOp::BitAnd => format!("({d}({xi} & {yi}))"),
                    BinOp::BitOr => format!("({d}({xi} | {yi}))"),
                    BinOp::BitXor => format!("({d}({xi} ^ {yi}))"),
                    BinOp::Shl => format!("({d}(int32_t)((uint32_t){xi} << ({yu} & 31)))"),
                    BinOp::Sar => format!("({d}({xi} >> ({yu} & 31)))"),
                    _ => format!("({d}({xu} >> ({yu} & 31)))"),
                };
                let check = if t1 || t2 {
                    Check::Pending
                } else {
                    Check::None
                };
                Ex {
                    pre,
                    ..Ex::checked(code, Repr::F64, check)
                }
            }
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => {
                let c = match op {
                    BinOp::Lt => "<",
                    BinOp::Le => "<=",
                    BinOp::Gt => ">",
                    _ => ">=",
                };
                if both_num {
                    let (x, y) = match self.int_pair(a, b) {
                        Some(pair) => pair,
                        None => (self.operand(a, Repr::F64), self.operand(b, Repr::F64)),
                    };
                    return Ex::pure(format!("({x} {c} {y})"), Repr::Bool);
                }
                if both_str {
                    let (x, y) = (self.val(a), self.val(b));
                    return Ex::pure(format!("(kl_string_cmp({x}, {y}) {c} 0)"), Repr::Bool);
                }
                let (x, y) = (self.val(a), self.val(b));
                // IsLessThan with the operand order and LeftFirst each
                // operator specifies; an undefined result (NaN) is false.
                let (code, post) = match op {
                    BinOp::Lt => (
                        format!("kl_less_than(th, {x}, {y}, true)"),
                        "(r == KL_TRUE)",
                    ),
                    BinOp::Gt => (
                        format!("kl_less_than(th, {y}, {x}, false)"),
                        "(r == KL_TRUE)",
                    ),
                    BinOp::Le => (
                        format!("kl_less_than(th, {y}, {x}, false)"),
                        "(r == KL_FALSE)",
                    ),
                    _ => (
                        format!("kl_less_than(th, {x}, {y}, true)"),
                        "(r == KL_FALSE)",
                    ),
                };
                Ex {
                    code,
                    repr: Repr::Val,
                    check: Check::Sentinel,
                    post: Some((post.into(), Repr::Bool)),
                    pre: None,
                }
            }
            BinOp::StrictEq | BinOp::StrictNe => {
                let neg = op == BinOp::StrictNe;
                let code = self.strict_eq(a, b, ta, tb);
                Ex::pure(if neg { format!("(!{code})") } else { code }, Repr::Bool)
            }
            BinOp::LooseEq | BinOp::LooseNe => {
                let neg = op == BinOp::LooseNe;
                let nullish = Ty::NULL | Ty::UNDEF;
                let simple = if ta.within(nullish) || tb.within(nullish) {
                    // `x == null` holds exactly for null and undefined.
                    let other = if ta.within(nullish) { b } else { a };
                    let v = self.val(other);
                    Some(format!("kl_is_nullish({v})"))
                } else if both_num || both_str || (ta.within(Ty::BOOL) && tb.within(Ty::BOOL)) {
                    Some(self.strict_eq(a, b, ta, tb))
                } else {
                    None
                };
                match simple {
                    Some(code) => {
                        Ex::pure(if neg { format!("(!{code})") } else { code }, Repr::Bool)
                    }
                    None => {
                        let (x, y) = (self.val(a), self.val(b));
                        let post = if neg {
                            "(r != KL_TRUE)"
                        } else {
                            "(r == KL_TRUE)"
                        };
                        Ex {
                            code: format!("kl_loose_eq(th, {x}, {y})"),
                            repr: Repr::Val,
                            check: Check::Sentinel,
                            post: Some((post.into(), Repr::Bool)),
                            pre: None,
                        }
                    }
                }
            }
        }
    }
}
