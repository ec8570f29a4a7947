//! asin, acos, atan and atan2: fdlibm's e_asin.c, e_acos.c, s_atan.c and
//! e_atan2.c, as V8's ieee754.cc has them.

use super::{hi, lo, with_lo};

const PIO2_HI: f64 = f64::from_bits(0x3FF921FB_54442D18);
const PIO2_LO: f64 = f64::from_bits(0x3C91A626_33145C07);
const PIO4_HI: f64 = f64::from_bits(0x3FE921FB_54442D18);
const PI: f64 = f64::from_bits(0x400921FB_54442D18);

// The rational approximation R(z) = P(z)/Q(z) of (asin(x) − x)/x³, z = x².
const PS0: f64 = f64::from_bits(0x3FC55555_55555555);
const PS1: f64 = f64::from_bits(0xBFD4D612_03EB6F7D);
const PS2: f64 = f64::from_bits(0x3FC9C155_0E884455);
const PS3: f64 = f64::from_bits(0xBFA48228_B5688F3B);
const PS4: f64 = f64::from_bits(0x3F49EFE0_7501B288);
const PS5: f64 = f64::from_bits(0x3F023DE1_0DFDF709);
const QS1: f64 = f64::from_bits(0xC0033A27_1C8A2D4B);
const QS2: f64 = f64::from_bits(0x40002AE5_9C598AC8);
const QS3: f64 = f64::from_bits(0xBFE6066C_1B8D0159);
const QS4: f64 = f64::from_bits(0x3FB3B8C5_B12E9282);

/// (P(z), Q(z)) of the asin approximation.
fn pq(z: f64) -> (f64, f64) {
    let p = z * (PS0 + z * (PS1 + z * (PS2 + z * (PS3 + z * (PS4 + z * PS5)))));
    let q = 1.0 + z * (QS1 + z * (QS2 + z * (QS3 + z * QS4)));
    (p, q)
}

pub fn asin(x: f64) -> f64 {
    let hx = hi(x);
    let ix = hx & 0x7fff_ffff;
    if ix >= 0x3ff0_0000 {
        // |x| ≥ 1
        if ((ix - 0x3ff0_0000) as u32 | lo(x)) == 0 {
            return x * PIO2_HI + x * PIO2_LO; // ±π/2
        }
        return f64::NAN;
    }
    if ix < 0x3fe0_0000 {
        // |x| < 0.5
        if ix < 0x3e40_0000 {
            return x; // |x| < 2^−27
        }
        let t = x * x;
        let (p, q) = pq(t);
        return x + x * (p / q);
    }
    // 0.5 ≤ |x| < 1: asin(x) = π/2 − 2·asin(√((1 − |x|)/2))
    let w = 1.0 - x.abs();
    let t = w * 0.5;
    let (p, q) = pq(t);
    let s = t.sqrt();
    let t = if ix >= 0x3FEF_3333 {
        // |x| > 0.975
        let w = p / q;
        PIO2_HI - (2.0 * (s + s * w) - PIO2_LO)
    } else {
        let w = with_lo(s, 0);
        let c = (t - w * w) / (s + w);
        let r = p / q;
        let p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
        let q = PIO4_HI - 2.0 * w;
        PIO4_HI - (p - q)
    };
    if hx > 0 { t } else { -t }
}

pub fn acos(x: f64) -> f64 {
    let hx = hi(x);
    let ix = hx & 0x7fff_ffff;
    if ix >= 0x3ff0_0000 {
        // |x| ≥ 1
        if ((ix - 0x3ff0_0000) as u32 | lo(x)) == 0 {
            return if hx > 0 { 0.0 } else { PI + 2.0 * PIO2_LO };
        }
        return f64::NAN;
    }
    if ix < 0x3fe0_0000 {
        // |x| < 0.5
        if ix <= 0x3c60_0000 {
            return PIO2_HI + PIO2_LO; // |x| < 2^−57
        }
        let z = x * x;
        let (p, q) = pq(z);
        let r = p / q;
        return PIO2_HI - (x - (PIO2_LO - x * r));
    }
    if hx < 0 {
        // x < −0.5
        let z = (1.0 + x) * 0.5;
        let (p, q) = pq(z);
        let s = z.sqrt();
        let r = p / q;
        let w = r * s - PIO2_LO;
        return PI - 2.0 * (s + w);
    }
    // x > 0.5
    let z = (1.0 - x) * 0.5;
    let s = z.sqrt();
    let df = with_lo(s, 0);
    let c = (z - df * df) / (s + df);
    let (p, q) = pq(z);
    let r = p / q;
    let w = r * s + c;
    2.0 * (df + w)
}

pub fn atan(x: f64) -> f64 {
    // atan(0.5), atan(1), atan(1.5), atan(∞) in two pieces
    const ATANHI: [f64; 4] = [
        f64::from_bits(0x3FDDAC67_0561BB4F),
        f64::from_bits(0x3FE921FB_54442D18),
        f64::from_bits(0x3FEF730B_D281F69B),
        f64::from_bits(0x3FF921FB_54442D18),
    ];
    const ATANLO: [f64; 4] = [
        f64::from_bits(0x3C7A2B7F_222F65E2),
        f64::from_bits(0x3C81A626_33145C07),
        f64::from_bits(0x3C700788_7AF0CBBD),
        f64::from_bits(0x3C91A626_33145C07),
    ];
    const AT: [f64; 11] = [
        f64::from_bits(0x3FD55555_5555550D),
        f64::from_bits(0xBFC99999_9998EBC4),
        f64::from_bits(0x3FC24924_920083FF),
        f64::from_bits(0xBFBC71C6_FE231671),
        f64::from_bits(0x3FB745CD_C54C206E),
        f64::from_bits(0xBFB3B0F2_AF749A6D),
        f64::from_bits(0x3FB10D66_A0D03D51),
        f64::from_bits(0xBFADDE2D_52DEFD9A),
        f64::from_bits(0x3FA97B4B_24760DEB),
        f64::from_bits(0xBFA2B444_2C6A6C2F),
        f64::from_bits(0x3F90AD3A_E322DA11),
    ];
    let hx = hi(x);
    let ix = hx & 0x7fff_ffff;
    if ix >= 0x4410_0000 {
        // |x| ≥ 2^66
        if x.is_nan() {
            return x + x;
        }
        return if hx > 0 {
            ATANHI[3] + ATANLO[3]
        } else {
            -ATANHI[3] - ATANLO[3]
        };
    }
    let (id, x) = if ix < 0x3fdc_0000 {
        // |x| < 0.4375
        if ix < 0x3e40_0000 {
            return x; // |x| < 2^−27
        }
        (None, x)
    } else {
        let x = x.abs();
        if ix < 0x3ff3_0000 {
            if ix < 0x3fe6_0000 {
                (Some(0), (2.0 * x - 1.0) / (2.0 + x)) // 7/16 ≤ |x| < 11/16
            } else {
                (Some(1), (x - 1.0) / (x + 1.0)) // 11/16 ≤ |x| < 19/16
            }
        } else if ix < 0x4003_8000 {
            (Some(2), (x - 1.5) / (1.0 + 1.5 * x)) // |x| < 2.4375
        } else {
            (Some(3), -1.0 / x) // 2.4375 ≤ |x| < 2^66
        }
    };
    let z = x * x;
    let w = z * z;
    // the series split into odd and even terms
    let s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
    let s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
    match id {
        None => x - x * (s1 + s2),
        Some(id) => {
            let z = ATANHI[id] - ((x * (s1 + s2) - ATANLO[id]) - x);
            if hx < 0 { -z } else { z }
        }
    }
}

pub fn atan2(y: f64, x: f64) -> f64 {
    const PI_O_4: f64 = f64::from_bits(0x3FE921FB_54442D18);
    const PI_O_2: f64 = f64::from_bits(0x3FF921FB_54442D18);
    const PI_LO: f64 = f64::from_bits(0x3CA1A626_33145C07);
    // fdlibm adds a tiny value to raise "inexact"; it does not change the
    // rounded result, so π + tiny is π here.
    if x.is_nan() || y.is_nan() {
        return x + y;
    }
    let (hx, lx) = (hi(x), lo(x));
    let (hy, ly) = (hi(y), lo(y));
    let ix = hx & 0x7fff_ffff;
    let iy = hy & 0x7fff_ffff;
    if (hx.wrapping_sub(0x3ff0_0000) as u32 | lx) == 0 {
        return atan(y); // x = 1
    }
    let m = ((hy >> 31) & 1) | ((hx >> 30) & 2); // 2·sign(x) + sign(y)

    if (iy as u32 | ly) == 0 {
        // y = ±0
        return match m {
            0 | 1 => y,
            2 => PI,
            _ => -PI,
        };
    }
    if (ix as u32 | lx) == 0 {
        // x = ±0
        return if hy < 0 { -PI_O_2 } else { PI_O_2 };
    }
    if ix == 0x7ff0_0000 {
        // x = ±∞
        return if iy == 0x7ff0_0000 {
            match m {
                0 => PI_O_4,
                1 => -PI_O_4,
                2 => 3.0 * PI_O_4,
                _ => -3.0 * PI_O_4,
            }
        } else {
            match m {
                0 => 0.0,
                1 => -0.0,
                2 => PI,
                _ => -PI,
            }
        };
    }
    if iy == 0x7ff0_0000 {
        // y = ±∞
        return if hy < 0 { -PI_O_2 } else { PI_O_2 };
    }
    // y/x
    let k = (iy - ix) >> 20;
    let mut m = m;
    let z = if k > 60 {
        // |y/x| > 2^60
        m &= 1;
        PI_O_2 + 0.5 * PI_LO
    } else if hx < 0 && k < -60 {
        0.0 // 0 > |y|/x > −2^−60
    } else {
        atan((y / x).abs())
    };
    match m {
        0 => z,
        1 => -z,
        2 => PI - (z - PI_LO),
        _ => (z - PI_LO) - PI,
    }
}
