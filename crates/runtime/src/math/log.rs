//! Logarithms — log (fdlibm's e_log.c), log1p (s_log1p.c), log2 (FreeBSD
//! msun's e_log2.c over k_log.h), log10 (fdlibm's e_log10.c) — the inverse
//! hyperbolic functions built on them (e_acosh.c, s_asinh.c, e_atanh.c),
//! and cbrt (FreeBSD msun's s_cbrt.c), as V8's ieee754.cc has them.

use super::{from_words, hi, lo, with_hi, with_lo};

const LN2_HI: f64 = f64::from_bits(0x3FE62E42_FEE00000);
const LN2_LO: f64 = f64::from_bits(0x3DEA39EF_35793C76);
const LN2: f64 = f64::from_bits(0x3FE62E42_FEFA39EF);
const TWO54: f64 = f64::from_bits(0x43500000_00000000);

// log(1 + f) = 2s + s·R(s²), s = f/(2 + f)
const LG1: f64 = f64::from_bits(0x3FE55555_55555593);
const LG2: f64 = f64::from_bits(0x3FD99999_9997FA04);
const LG3: f64 = f64::from_bits(0x3FD24924_94229359);
const LG4: f64 = f64::from_bits(0x3FCC71C5_1D8E78AF);
const LG5: f64 = f64::from_bits(0x3FC74664_96CB03DE);
const LG6: f64 = f64::from_bits(0x3FC39A09_D078C69F);
const LG7: f64 = f64::from_bits(0x3FC2F112_DF3E5244);

/// Scales a subnormal or non-positive `x` for the log family: `Err(result)`
/// for 0 (−∞) and negatives (NaN), else `Ok((x, k, hx))` with `x` normal
/// and `k` the power of two taken out.
fn log_prologue(x: f64) -> Result<(f64, i32, i32), f64> {
    let hx = hi(x);
    if hx < 0x0010_0000 {
        // x < 2^−1022
        if ((hx & 0x7fff_ffff) as u32 | lo(x)) == 0 {
            return Err(f64::NEG_INFINITY);
        }
        if hx < 0 {
            return Err(f64::NAN);
        }
        let x = x * TWO54; // subnormal: scale up
        return Ok((x, -54, hi(x)));
    }
    Ok((x, 0, hx))
}

pub fn log(x: f64) -> f64 {
    let (mut x, mut k, mut hx) = match log_prologue(x) {
        Ok(v) => v,
        Err(r) => return r,
    };
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    k += (hx >> 20) - 1023;
    hx &= 0x000f_ffff;
    let i = (hx + 0x95f64) & 0x10_0000;
    x = with_hi(x, hx | (i ^ 0x3ff0_0000)); // normalise x or x/2
    k += i >> 20;
    let f = x - 1.0;
    let dk = f64::from(k);
    if (0x000f_ffff & (2 + hx)) < 3 {
        // −2^−20 ≤ f < 2^−20
        if f == 0.0 {
            return if k == 0 {
                0.0
            } else {
                dk * LN2_HI + dk * LN2_LO
            };
        }
        let r = f * f * (0.5 - 0.333_333_333_333_333_3 * f);
        return if k == 0 {
            f - r
        } else {
            dk * LN2_HI - ((r - dk * LN2_LO) - f)
        };
    }
    let s = f / (2.0 + f);
    let z = s * s;
    let w = z * z;
    let i = (hx - 0x6147a) | (0x6b851 - hx);
    let t1 = w * (LG2 + w * (LG4 + w * LG6));
    let t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
    let r = t2 + t1;
    if i > 0 {
        let hfsq = 0.5 * f * f;
        if k == 0 {
            f - (hfsq - s * (hfsq + r))
        } else {
            dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f)
        }
    } else if k == 0 {
        f - s * (f - r)
    } else {
        dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f)
    }
}

pub fn log1p(x: f64) -> f64 {
    let hx = hi(x);
    let ax = hx & 0x7fff_ffff;
    let mut k = 1;
    let mut f = 0.0;
    let mut hu = 0;
    let mut c = 0.0;
    if hx < 0x3FDA_827A {
        // 1 + x < √2
        if ax >= 0x3ff0_0000 {
            // x ≤ −1
            return if x == -1.0 {
                f64::NEG_INFINITY
            } else {
                f64::NAN
            };
        }
        if ax < 0x3e20_0000 {
            // |x| < 2^−29
            return if ax < 0x3c90_0000 {
                x // |x| < 2^−54
            } else {
                x - x * x * 0.5
            };
        }
        if hx > 0 || hx <= 0xbfd2_bec4_u32 as i32 {
            // √2/2 ≤ 1 + x < √2: f = x exactly
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    if k != 0 {
        let mut u;
        if hx < 0x4340_0000 {
            u = 1.0 + x;
            hu = hi(u);
            k = (hu >> 20) - 1023;
            // the rounding error of 1 + x, relative to it
            c = if k > 0 { 1.0 - (u - x) } else { x - (u - 1.0) };
            c /= u;
        } else {
            u = x;
            hu = hi(u);
            k = (hu >> 20) - 1023;
            c = 0.0;
        }
        hu &= 0x000f_ffff;
        if hu < 0x6a09e {
            u = with_hi(u, hu | 0x3ff0_0000); // normalise u
        } else {
            k += 1;
            u = with_hi(u, hu | 0x3fe0_0000); // normalise u/2
            hu = (0x0010_0000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    let hfsq = 0.5 * f * f;
    let dk = f64::from(k);
    if hu == 0 {
        // |f| < 2^−20
        if f == 0.0 {
            return if k == 0 {
                0.0
            } else {
                c += dk * LN2_LO;
                dk * LN2_HI + c
            };
        }
        let r = hfsq * (1.0 - 0.666_666_666_666_666_6 * f);
        return if k == 0 {
            f - r
        } else {
            dk * LN2_HI - ((r - (dk * LN2_LO + c)) - f)
        };
    }
    let s = f / (2.0 + f);
    let z = s * s;
    let r = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
    if k == 0 {
        f - (hfsq - s * (hfsq + r))
    } else {
        dk * LN2_HI - ((hfsq - (s * (hfsq + r) + (dk * LN2_LO + c))) - f)
    }
}

/// log(1 + f) − f + f²/2 for 1 + f in [√2/2, √2] (k_log.h's k_log1p).
fn k_log1p(f: f64) -> f64 {
    let s = f / (2.0 + f);
    let z = s * s;
    let w = z * z;
    let t1 = w * (LG2 + w * (LG4 + w * LG6));
    let t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
    let r = t2 + t1;
    let hfsq = 0.5 * f * f;
    s * (hfsq + r)
}

pub fn log2(x: f64) -> f64 {
    const IVLN2HI: f64 = f64::from_bits(0x3FF71547_65200000);
    const IVLN2LO: f64 = f64::from_bits(0x3DE705FC_2EEFA200);
    let (mut x, mut k, mut hx) = match log_prologue(x) {
        Ok(v) => v,
        Err(r) => return r,
    };
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    if hx == 0x3ff0_0000 && lo(x) == 0 {
        return 0.0;
    }
    k += (hx >> 20) - 1023;
    hx &= 0x000f_ffff;
    let i = (hx + 0x95f64) & 0x10_0000;
    x = with_hi(x, hx | (i ^ 0x3ff0_0000));
    k += i >> 20;
    let y = f64::from(k);
    let f = x - 1.0;
    let hfsq = 0.5 * f * f;
    let r = k_log1p(f);
    // f − hfsq in extra precision (hi + lo), then y + val_hi likewise.
    let hi_part = with_lo(f - hfsq, 0);
    let lo_part = (f - hi_part) - hfsq + r;
    let mut val_hi = hi_part * IVLN2HI;
    let mut val_lo = (lo_part + hi_part) * IVLN2LO + lo_part * IVLN2HI;
    let w = y + val_hi;
    val_lo += (y - w) + val_hi;
    val_hi = w;
    val_lo + val_hi
}

pub fn log10(x: f64) -> f64 {
    const IVLN10: f64 = f64::from_bits(0x3FDBCB7B_1526E50E);
    const LOG10_2HI: f64 = f64::from_bits(0x3FD34413_509F6000);
    const LOG10_2LO: f64 = f64::from_bits(0x3D59FEF3_11F12B36);
    let (x, mut k, hx) = match log_prologue(x) {
        Ok(v) => v,
        Err(r) => return r,
    };
    let lx = lo(x);
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    if hx == 0x3ff0_0000 && lx == 0 {
        return 0.0;
    }
    k += (hx >> 20) - 1023;
    let i = i32::from(k < 0);
    let hx = (hx & 0x000f_ffff) | ((0x3ff - i) << 20);
    let y = f64::from(k + i);
    let x = from_words(hx, lx);
    let z = y * LOG10_2LO + IVLN10 * log(x);
    z + y * LOG10_2HI
}

pub fn asinh(x: f64) -> f64 {
    let hx = hi(x);
    let ix = hx & 0x7fff_ffff;
    if ix >= 0x7ff0_0000 {
        return x + x; // ∞ or NaN
    }
    if ix < 0x3e30_0000 {
        return x; // |x| < 2^−28
    }
    let w = if ix > 0x41b0_0000 {
        // |x| > 2^28
        log(x.abs()) + LN2
    } else if ix > 0x4000_0000 {
        // 2 < |x| ≤ 2^28
        let t = x.abs();
        log(2.0 * t + 1.0 / ((x * x + 1.0).sqrt() + t))
    } else {
        let t = x * x;
        log1p(x.abs() + t / (1.0 + (1.0 + t).sqrt()))
    };
    if hx > 0 { w } else { -w }
}

pub fn acosh(x: f64) -> f64 {
    let hx = hi(x);
    if hx < 0x3ff0_0000 {
        return f64::NAN; // x < 1
    }
    if hx >= 0x41b0_0000 {
        // x > 2^28
        if hx >= 0x7ff0_0000 {
            return x + x;
        }
        return log(x) + LN2;
    }
    if ((hx - 0x3ff0_0000) as u32 | lo(x)) == 0 {
        return 0.0;
    }
    if hx > 0x4000_0000 {
        // 2 < x < 2^28
        let t = x * x;
        return log(2.0 * x - 1.0 / (x + (t - 1.0).sqrt()));
    }
    let t = x - 1.0;
    log1p(t + (2.0 * t + t * t).sqrt())
}

pub fn atanh(x: f64) -> f64 {
    let hx = hi(x);
    let lx = lo(x);
    let ix = hx & 0x7fff_ffff;
    if (ix | ((lx | lx.wrapping_neg()) >> 31) as i32) > 0x3ff0_0000 {
        return f64::NAN; // |x| > 1
    }
    if ix == 0x3ff0_0000 {
        return if x > 0.0 {
            f64::INFINITY
        } else {
            f64::NEG_INFINITY
        };
    }
    if ix < 0x3e30_0000 {
        return x; // |x| < 2^−28
    }
    let x = with_hi(x, ix); // |x|
    let t = if ix < 0x3fe0_0000 {
        let t = x + x;
        0.5 * log1p(t + t * x / (1.0 - x))
    } else {
        0.5 * log1p((x + x) / (1.0 - x))
    };
    if hx >= 0 { t } else { -t }
}

pub fn cbrt(x: f64) -> f64 {
    const B1: u32 = 715_094_163; // (1023 − 1023/3 − 0.03306235651)·2^20
    const B2: u32 = 696_219_795; // (1023 − 1023/3 − 54/3 − 0.03306235651)·2^20
    // |1/cbrt(x) − p(x)| < 2^−23.5
    const P0: f64 = f64::from_bits(0x3ffe03e6_0f61e692);
    const P1: f64 = f64::from_bits(0xbffe28e0_92f02420);
    const P2: f64 = f64::from_bits(0x3ff9f160_4a49d6c2);
    const P3: f64 = f64::from_bits(0xbfe844cb_bee751d9);
    const P4: f64 = f64::from_bits(0x3fc2b000_d4e4edd7);

    let hx_signed = hi(x) as u32;
    let sign = hx_signed & 0x8000_0000;
    let hx = hx_signed ^ sign;
    if hx >= 0x7ff0_0000 {
        return x + x; // NaN, ±∞
    }
    // A first approximation to 5 bits from the exponent, by integer
    // division of the representation.
    let mut t = if hx < 0x0010_0000 {
        if (hx | lo(x)) == 0 {
            return x; // ±0
        }
        let t = from_words(0x4350_0000, 0) * x; // subnormal: scale by 2^54
        let high = hi(t) as u32;
        from_words((sign | ((high & 0x7fff_ffff) / 3 + B2)) as i32, 0)
    } else {
        from_words((sign | (hx / 3 + B1)) as i32, 0)
    };
    // to 23 bits with a polynomial in t³/x
    let r = (t * t) * (t / x);
    t *= (P0 + r * (P1 + r * P2)) + ((r * r) * r) * (P3 + r * P4);
    // round away from zero to 23 bits
    t = f64::from_bits((t.to_bits().wrapping_add(0x8000_0000)) & 0xffff_ffff_c000_0000);
    // one Newton step to 53 bits
    let s = t * t;
    let r = x / s;
    let w = t + t;
    let r = (r - t) / (w + r);
    t + t * r
}
