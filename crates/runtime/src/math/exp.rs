//! exp and expm1 (fdlibm's e_exp.c, s_expm1.c) and the hyperbolic sinh,
//! cosh and tanh built on them, as V8's ieee754.cc has them — including
//! V8's own changes: `exp(1)` is special-cased to return `Math.E` (the
//! algorithm is one bit off there), and sinh/cosh use V8's rewritten
//! argument ranges and overflow thresholds.

use super::{from_words, hi, with_hi};

const LN2_HI: f64 = f64::from_bits(0x3FE62E42_FEE00000);
const LN2_LO: f64 = f64::from_bits(0x3DEA39EF_35793C76);
const INVLN2: f64 = f64::from_bits(0x3FF71547_652B82FE);
const O_THRESHOLD: f64 = f64::from_bits(0x40862E42_FEFA39EF); // 709.78…
const TWO1023: f64 = f64::from_bits(0x7FE00000_00000000);

pub fn exp(x: f64) -> f64 {
    const U_THRESHOLD: f64 = f64::from_bits(0xC0874910_D52D3051); // −745.13…
    const P1: f64 = f64::from_bits(0x3FC55555_5555553E);
    const P2: f64 = f64::from_bits(0xBF66C16C_16BEBD93);
    const P3: f64 = f64::from_bits(0x3F11566A_AF25DE2C);
    const P4: f64 = f64::from_bits(0xBEBBBD41_C5D26BF1);
    const P5: f64 = f64::from_bits(0x3E663769_72BEA4D0);
    const E: f64 = f64::from_bits(0x4005BF0A_8B145769);
    const TWOM1000: f64 = f64::from_bits(0x01700000_00000000);

    let hx_signed = hi(x);
    let negative = hx_signed < 0;
    let hx = hx_signed & 0x7fff_ffff;

    if hx >= 0x4086_2E42 {
        // |x| ≥ 709.78…
        if hx >= 0x7ff0_0000 {
            if x.is_nan() {
                return x + x;
            }
            return if negative { 0.0 } else { x };
        }
        if x > O_THRESHOLD {
            return f64::INFINITY;
        }
        if x < U_THRESHOLD {
            return 0.0;
        }
    }

    // x = k·ln2 + r, |r| ≤ ln2/2, r = hi − lo
    let (mut k, mut hi_part, mut lo_part) = (0i32, 0.0f64, 0.0f64);
    let x = if hx > 0x3fd6_2e42 {
        // |x| > ln2/2
        if hx < 0x3FF0_A2B2 {
            // and |x| < 1.5·ln2
            if x == 1.0 {
                return E;
            }
            if negative {
                hi_part = x + LN2_HI;
                lo_part = -LN2_LO;
                k = -1;
            } else {
                hi_part = x - LN2_HI;
                lo_part = LN2_LO;
                k = 1;
            }
        } else {
            k = (INVLN2 * x + if negative { -0.5 } else { 0.5 }) as i32;
            let t = f64::from(k);
            hi_part = x - t * LN2_HI; // exact
            lo_part = t * LN2_LO;
        }
        hi_part - lo_part
    } else if hx < 0x3e30_0000 {
        // |x| < 2^−28
        return 1.0 + x;
    } else {
        x
    };

    let t = x * x;
    let twopk = if k >= -1021 {
        from_words(0x3ff0_0000_i32.wrapping_add(k << 20), 0)
    } else {
        from_words(0x3ff0_0000_i32.wrapping_add((k + 1000) << 20), 0)
    };
    let c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if k == 0 {
        return 1.0 - ((x * c) / (c - 2.0) - x);
    }
    let y = 1.0 - ((lo_part - (x * c) / (2.0 - c)) - hi_part);
    if k >= -1021 {
        if k == 1024 {
            return y * 2.0 * TWO1023;
        }
        y * twopk
    } else {
        y * twopk * TWOM1000
    }
}

pub fn expm1(x: f64) -> f64 {
    // Qn scaled by 2ⁿ, for R(2z) with z = x²/2
    const Q1: f64 = f64::from_bits(0xBFA11111_111110F4);
    const Q2: f64 = f64::from_bits(0x3F5A01A0_19FE5585);
    const Q3: f64 = f64::from_bits(0xBF14CE19_9EAADBB7);
    const Q4: f64 = f64::from_bits(0x3ED0CFCA_86E65239);
    const Q5: f64 = f64::from_bits(0xBE8AFDB7_6E09C32D);

    let h = hi(x);
    let negative = h < 0;
    let hx = h & 0x7fff_ffff;

    if hx >= 0x4043_687A {
        // |x| ≥ 56·ln2
        if hx >= 0x4086_2E42 {
            // |x| ≥ 709.78…
            if hx >= 0x7ff0_0000 {
                if x.is_nan() {
                    return x + x;
                }
                return if negative { -1.0 } else { x };
            }
            if x > O_THRESHOLD {
                return f64::INFINITY;
            }
        }
        if negative {
            return -1.0; // x < −56·ln2
        }
    }

    // argument reduction, with the correction term c
    let (k, x, c) = if hx > 0x3fd6_2e42 {
        // |x| > ln2/2
        let (k, hi_part, lo_part) = if hx < 0x3FF0_A2B2 {
            // and |x| < 1.5·ln2
            if negative {
                (-1, x + LN2_HI, -LN2_LO)
            } else {
                (1, x - LN2_HI, LN2_LO)
            }
        } else {
            let k = (INVLN2 * x + if negative { -0.5 } else { 0.5 }) as i32;
            let t = f64::from(k);
            (k, x - t * LN2_HI, t * LN2_LO)
        };
        let r = hi_part - lo_part;
        (k, r, (hi_part - r) - lo_part)
    } else if hx < 0x3c90_0000 {
        return x; // |x| < 2^−54
    } else {
        (0, x, 0.0)
    };

    let hfx = 0.5 * x;
    let hxs = x * hfx;
    let r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
    let t = 3.0 - r1 * hfx;
    let mut e = hxs * ((r1 - t) / (6.0 - x * t));
    if k == 0 {
        return x - (x * e - hxs);
    }
    let twopk = from_words(0x3ff0_0000_i32.wrapping_add(k << 20), 0);
    e = x * (e - c) - c;
    e -= hxs;
    if k == -1 {
        return 0.5 * (x - e) - 0.5;
    }
    if k == 1 {
        return if x < -0.25 {
            -2.0 * (e - (x + 0.5))
        } else {
            1.0 + 2.0 * (x - e)
        };
    }
    if k <= -2 || k > 56 {
        // exp(x) − 1 suffices
        let mut y = 1.0 - (e - x);
        y = if k == 1024 {
            y * 2.0 * TWO1023
        } else {
            y * twopk
        };
        return y - 1.0;
    }
    if k < 20 {
        let t = with_hi(1.0, 0x3ff0_0000 - (0x20_0000 >> k)); // 1 − 2^−k
        (t - (e - x)) * twopk
    } else {
        let t = with_hi(1.0, (0x3ff - k) << 20); // 2^−k
        let y = x - (e + t) + 1.0;
        y * twopk
    }
}

/// V8's thresholds: sinh/cosh overflow past this |x|.
const SINH_COSH_OVERFLOW: f64 = 710.4758600739439;
/// 0x40862E42_00000000: log(DBL_MAX) with an empty lower half.
const LOG_MAXD: f64 = 709.7822265625;

pub fn cosh(x: f64) -> f64 {
    let ix = hi(x) & 0x7fff_ffff;
    let ax = x.abs();
    if ix < 0x3fd6_2e43 {
        // |x| < ln2/2: 1 + expm1(|x|)²/(2·exp(|x|))
        let t = expm1(ax);
        let w = 1.0 + t;
        if ix < 0x3c80_0000 {
            return w; // |x| < 2^−55
        }
        return 1.0 + (t * t) / (w + w);
    }
    if ix < 0x4036_0000 {
        // |x| < 22
        let t = exp(ax);
        return 0.5 * t + 0.5 / t;
    }
    if ix < 0x4086_2e42 {
        return 0.5 * exp(ax);
    }
    if ax <= SINH_COSH_OVERFLOW {
        let w = exp(0.5 * ax);
        let t = 0.5 * w;
        return t * w;
    }
    if ix >= 0x7ff0_0000 {
        return x * x; // ∞ or NaN
    }
    f64::INFINITY
}

pub fn sinh(x: f64) -> f64 {
    const TWO_M28: f64 = 3.725290298461914e-9;
    let h = if x < 0.0 { -0.5 } else { 0.5 };
    let ax = x.abs();
    if ax < 22.0 {
        if ax < TWO_M28 {
            return x;
        }
        let t = expm1(ax);
        if ax < 1.0 {
            return h * (2.0 * t - t * t / (t + 1.0));
        }
        return h * (t + t / (t + 1.0));
    }
    if ax < LOG_MAXD {
        return h * exp(ax);
    }
    if ax <= SINH_COSH_OVERFLOW {
        let w = exp(0.5 * ax);
        let t = h * w;
        return t * w;
    }
    // overflow (with x's sign) or NaN
    x * 1.0e307
}

pub fn tanh(x: f64) -> f64 {
    let jx = hi(x);
    let ix = jx & 0x7fff_ffff;
    if ix >= 0x7ff0_0000 {
        // ±∞ → ±1; NaN → NaN
        return if jx >= 0 {
            1.0 / x + 1.0
        } else {
            1.0 / x - 1.0
        };
    }
    let z = if ix < 0x4036_0000 {
        // |x| < 22
        if ix < 0x3e30_0000 {
            return x; // |x| < 2^−28
        }
        if ix >= 0x3ff0_0000 {
            // |x| ≥ 1
            let t = expm1(2.0 * x.abs());
            1.0 - 2.0 / (t + 2.0)
        } else {
            let t = expm1(-2.0 * x.abs());
            -t / (t + 2.0)
        }
    } else {
        1.0 // 1 − tiny rounds to 1
    };
    if jx >= 0 { z } else { -z }
}
