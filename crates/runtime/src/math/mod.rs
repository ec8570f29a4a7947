//! `Math`'s transcendental functions bit for bit as node 20 computes them.
//!
//! V8 11.3 (node 20) evaluates sin, cos, tan, asin, acos, atan, atan2, exp,
//! expm1, log, log1p, log2, log10, sinh, cosh, tanh, asinh, acosh, atanh and
//! cbrt with `v8::base::ieee754`, its adaptation of fdlibm 5.3 (with log2
//! and cbrt from FreeBSD's msun). glibc's libm, which C's `sin` would call,
//! is correctly rounded or close to it and so differs from fdlibm in the last
//! bit for a fraction of inputs (e.g. `Math.sin(1e22)`, `Math.exp(0.5)`
//! agree, but `Math.cosh(5)` does not). These are ports of the fdlibm
//! algorithms, one file per family:
//!
//! - `trig.rs` — argument reduction by π/2 and the sin/cos/tan kernels;
//! - `inverse.rs` — asin, acos, atan, atan2;
//! - `exp.rs` — exp, expm1 and the hyperbolic functions built on them;
//! - `log.rs` — log, log1p, log2, log10, the inverse hyperbolics, cbrt.
//!
//! `**` and `Math.pow` are `crate::pow`. Verified against node v20.20.2 on
//! random inputs over every branch of each function (see the unit tests for
//! the fixed cases; the bulk comparison is described in `docs/math.md`).
//!
//! The algorithms and their constants are fdlibm's:
//!
//! Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//! Developed at SunSoft, a Sun Microsystems, Inc. business. Permission to
//! use, copy, modify, and distribute this software is freely granted,
//! provided that this notice is preserved.

mod exp;
mod inverse;
mod log;
pub mod random;
mod trig;

pub use exp::{cosh, exp, expm1, sinh, tanh};
pub use inverse::{acos, asin, atan, atan2};
pub use log::{acosh, asinh, atanh, cbrt, log, log1p, log2, log10};
pub use trig::{cos, sin, tan};

/// The high 32 bits of `v`'s representation (fdlibm's GET_HIGH_WORD).
#[inline]
pub(crate) fn hi(v: f64) -> i32 {
    (v.to_bits() >> 32) as i32
}

/// The low 32 bits (GET_LOW_WORD).
#[inline]
pub(crate) fn lo(v: f64) -> u32 {
    v.to_bits() as u32
}

/// A double from its two halves (INSERT_WORDS).
#[inline]
pub(crate) fn from_words(h: i32, l: u32) -> f64 {
    f64::from_bits((u64::from(h as u32) << 32) | u64::from(l))
}

/// `v` with its high half replaced (SET_HIGH_WORD).
#[inline]
pub(crate) fn with_hi(v: f64, h: i32) -> f64 {
    from_words(h, lo(v))
}

/// `v` with its low half replaced (SET_LOW_WORD).
#[inline]
pub(crate) fn with_lo(v: f64, l: u32) -> f64 {
    from_words(hi(v), l)
}

/// x·2ⁿ, exact when the result is normal (fdlibm's scalbn; the callers
/// only use it on values whose result is).
pub(crate) fn scalbn(mut x: f64, mut n: i32) -> f64 {
    let p1023 = f64::from_bits(0x7fe0_0000_0000_0000);
    let m1022 = f64::from_bits(0x0010_0000_0000_0000);
    while n > 1023 {
        x *= p1023;
        n -= 1023;
    }
    while n < -1022 {
        x *= m1022;
        n += 1022;
    }
    x * f64::from_bits(((0x3ff + n) as u64) << 52)
}

/// `Math.round`: V8's Float64Round, which rounds half up (towards +∞) by
/// taking the ceiling and stepping back when it is more than a half above
/// — so `0.49999999999999994` gives 0 (floor(x + 0.5) would give 1), and
/// −0.5 ≤ x < 0 gives −0.
pub fn round(x: f64) -> f64 {
    let c = x.ceil();
    if c - 0.5 <= x { c } else { c - 1.0 }
}

/// `Math.sign`.
pub fn sign(x: f64) -> f64 {
    if x > 0.0 {
        1.0
    } else if x < 0.0 {
        -1.0
    } else {
        x // ±0 and NaN
    }
}

/// `Math.hypot` as V8's Torque builtin computes it: ∞ if any argument is
/// infinite, else NaN if any is NaN; otherwise every |value| is divided by
/// the largest, the squares summed with Kahan compensation and the square
/// root scaled back. (`x.hypot(y)` rounds differently.)
pub fn hypot(values: &[f64]) -> f64 {
    let mut max = 0.0f64;
    let mut nan = false;
    for &v in values {
        if v.is_nan() {
            nan = true;
        } else if v.abs() > max {
            max = v.abs();
        }
    }
    if max == f64::INFINITY {
        return f64::INFINITY;
    }
    if nan {
        return f64::NAN;
    }
    if max == 0.0 {
        return 0.0;
    }
    let (mut sum, mut compensation) = (0.0f64, 0.0f64);
    for &v in values {
        let n = v.abs() / max;
        let summand = n * n - compensation;
        let preliminary = sum + summand;
        compensation = (preliminary - sum) - summand;
        sum = preliminary;
    }
    sum.sqrt() * max
}

/// `Math.clz32` of a ToUint32'd value.
pub fn clz32(x: f64) -> f64 {
    f64::from((crate::number::to_int32(x) as u32).leading_zeros())
}

/// `Math.imul`.
pub fn imul(a: f64, b: f64) -> f64 {
    let (a, b) = (crate::number::to_int32(a), crate::number::to_int32(b));
    f64::from(a.wrapping_mul(b))
}

/// `Math.fround`: the nearest float32, widened again.
pub fn fround(x: f64) -> f64 {
    f64::from(x as f32)
}

// ---- C entry points -----------------------------------------------------------
//
// Unary functions the compiler may call directly when it knows the argument
// is a number (declared in kiln.h): no thread, no boxing, no exceptions.

macro_rules! c_entry_points {
    ($($name:ident => $f:expr;)*) => {
        $(
            #[unsafe(no_mangle)]
            pub extern "C" fn $name(x: f64) -> f64 {
                ($f)(x)
            }
        )*
    };
}

c_entry_points! {
    kl_math_sin => sin;
    kl_math_cos => cos;
    kl_math_tan => tan;
    kl_math_asin => asin;
    kl_math_acos => acos;
    kl_math_atan => atan;
    kl_math_exp => exp;
    kl_math_expm1 => expm1;
    kl_math_log => log;
    kl_math_log1p => log1p;
    kl_math_log2 => log2;
    kl_math_log10 => log10;
    kl_math_sinh => sinh;
    kl_math_cosh => cosh;
    kl_math_tanh => tanh;
    kl_math_asinh => asinh;
    kl_math_acosh => acosh;
    kl_math_atanh => atanh;
    kl_math_cbrt => cbrt;
    kl_math_round => round;
    kl_math_sign => sign;
    kl_math_fround => fround;
    kl_math_clz32 => clz32;
}

/// `Math.atan2(y, x)` for compiled code.
#[unsafe(no_mangle)]
pub extern "C" fn kl_math_atan2(y: f64, x: f64) -> f64 {
    atan2(y, x)
}

#[cfg(test)]
mod tests;
