//! sin, cos and tan: fdlibm's s_sin.c, s_cos.c, s_tan.c over the kernels
//! k_sin.c, k_cos.c, k_tan.c on [−π/4, π/4] and the argument reduction
//! e_rem_pio2.c / k_rem_pio2.c (Payne–Hanek with 24-bit chunks of 2/π for
//! large arguments), as V8's ieee754.cc has them.

use super::{from_words, hi, lo, scalbn, with_lo};

/// 2/π in 24-bit chunks: 66 × 24 = 1584 bits, enough for any double.
const TWO_OVER_PI: [i32; 66] = [
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
    0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
    0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
    0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
    0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
    0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
    0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA,
    0x73A8C9, 0x60E27B, 0xC08C6B,
];

/// High words of n·π/2 for n = 1..32: an argument whose high word matches
/// one of these may cancel badly in the one-step reduction.
const NPIO2_HW: [i32; 32] = [
    0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
    0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
    0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
    0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
];

const TWO24: f64 = 16777216.0;
const TWON24: f64 = 5.960_464_477_539_063e-8; // 2^−24

/// x − n·π/2 as a head and a tail `(n, y0, y1)`, |y0 + y1| ≤ π/4.
fn rem_pio2(x: f64) -> (i32, f64, f64) {
    const INVPIO2: f64 = f64::from_bits(0x3FE45F30_6DC9C883); // 53 bits of 2/π
    const PIO2_1: f64 = f64::from_bits(0x3FF921FB_54400000); // first 33 bits of π/2
    const PIO2_1T: f64 = f64::from_bits(0x3DD0B461_1A626331); // π/2 − PIO2_1
    const PIO2_2: f64 = f64::from_bits(0x3DD0B461_1A600000); // next 33 bits
    const PIO2_2T: f64 = f64::from_bits(0x3BA3198A_2E037073);
    const PIO2_3: f64 = f64::from_bits(0x3BA3198A_2E000000); // next 33 bits
    const PIO2_3T: f64 = f64::from_bits(0x397B839A_252049C1);

    let hx = hi(x);
    let ix = hx & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        // |x| ≲ π/4: no reduction
        return (0, x, 0.0);
    }
    if ix < 0x4002_d97c {
        // |x| < 3π/4: n = ±1
        return if hx > 0 {
            let mut z = x - PIO2_1;
            if ix != 0x3ff9_21fb {
                let y0 = z - PIO2_1T;
                (1, y0, (z - y0) - PIO2_1T)
            } else {
                // near π/2: 33 + 33 + 53 bits of π
                z -= PIO2_2;
                let y0 = z - PIO2_2T;
                (1, y0, (z - y0) - PIO2_2T)
            }
        } else {
            let mut z = x + PIO2_1;
            if ix != 0x3ff9_21fb {
                let y0 = z + PIO2_1T;
                (-1, y0, (z - y0) + PIO2_1T)
            } else {
                z += PIO2_2;
                let y0 = z + PIO2_2T;
                (-1, y0, (z - y0) + PIO2_2T)
            }
        };
    }
    if ix <= 0x4139_21fb {
        // |x| ≲ 2^19·π/2: medium size, Cody–Waite in up to three steps
        let t = x.abs();
        let n = (t * INVPIO2 + 0.5) as i32;
        let fn_ = f64::from(n);
        let mut r = t - fn_ * PIO2_1;
        let mut w = fn_ * PIO2_1T; // first round good to 85 bits
        let mut y0;
        if n < 32 && ix != NPIO2_HW[(n - 1) as usize] {
            y0 = r - w; // no cancellation
        } else {
            let j = ix >> 20;
            y0 = r - w;
            let mut i = j - ((hi(y0) >> 20) & 0x7ff);
            if i > 16 {
                // second iteration, good to 118 bits
                let t = r;
                w = fn_ * PIO2_2;
                r = t - w;
                w = fn_ * PIO2_2T - ((t - r) - w);
                y0 = r - w;
                i = j - ((hi(y0) >> 20) & 0x7ff);
                if i > 49 {
                    // third iteration, 151 bits: covers every case
                    let t = r;
                    w = fn_ * PIO2_3;
                    r = t - w;
                    w = fn_ * PIO2_3T - ((t - r) - w);
                    y0 = r - w;
                }
            }
        }
        let y1 = (r - y0) - w;
        return if hx < 0 { (-n, -y0, -y1) } else { (n, y0, y1) };
    }
    if ix >= 0x7ff0_0000 {
        // ∞ or NaN
        return (0, f64::NAN, f64::NAN);
    }
    // Large arguments: split |x|·2^−e0 into three 24-bit pieces.
    let e0 = (ix >> 20) - 1046; // ilogb(|x|) − 23
    let mut z = from_words(ix - (e0 << 20), lo(x));
    let mut tx = [0.0f64; 3];
    for t in tx.iter_mut().take(2) {
        *t = f64::from(z as i32);
        z = (z - *t) * TWO24;
    }
    tx[2] = z;
    let mut nx = 3;
    while tx[nx - 1] == 0.0 {
        nx -= 1;
    }
    let (n, y0, y1) = kernel_rem_pio2(&tx[..nx], e0);
    if hx < 0 { (-n, -y0, -y1) } else { (n, y0, y1) }
}

/// Payne–Hanek reduction (k_rem_pio2.c with prec = 2, 64 bits): `x` holds
/// the input in 24-bit pieces scaled by 2^e0; returns n mod 8 and the
/// remainder as head + tail.
fn kernel_rem_pio2(x: &[f64], e0: i32) -> (i32, f64, f64) {
    // π/2 in 24-bit chunks.
    const PIO2: [f64; 8] = [
        f64::from_bits(0x3FF921FB_40000000),
        f64::from_bits(0x3E74442D_00000000),
        f64::from_bits(0x3CF84698_80000000),
        f64::from_bits(0x3B78CC51_60000000),
        f64::from_bits(0x39F01B83_80000000),
        f64::from_bits(0x387A2520_40000000),
        f64::from_bits(0x36E38222_80000000),
        f64::from_bits(0x3569F31D_00000000),
    ];
    const JK: i32 = 4; // terms of 2/π needed initially for 64-bit precision
    let jp = JK;
    let jx = x.len() as i32 - 1;
    let jv = ((e0 - 3) / 24).max(0);
    let mut q0 = e0 - 24 * (jv + 1);

    let mut f = [0.0f64; 20];
    let mut q = [0.0f64; 20];
    let mut iq = [0i32; 20];
    let mut fq = [0.0f64; 20];

    // f[0..=jx+jk] = the chunks of 2/π that meet x's pieces
    for (j, fi) in (jv - jx..).zip(f.iter_mut().take((jx + JK + 1) as usize)) {
        *fi = if j < 0 {
            0.0
        } else {
            f64::from(TWO_OVER_PI[j as usize])
        };
    }
    let product = |f: &[f64; 20], i: i32| {
        let mut fw = 0.0;
        for j in 0..=jx {
            fw += x[j as usize] * f[(jx + i - j) as usize];
        }
        fw
    };
    for i in 0..=JK {
        q[i as usize] = product(&f, i);
    }

    let mut jz = JK;
    let (mut n, mut ih, mut z);
    loop {
        // distill q[] into iq[], reversed
        let mut i = 0usize;
        let mut jj = jz;
        z = q[jz as usize];
        while jj > 0 {
            let fw = f64::from((TWON24 * z) as i32);
            iq[i] = (z - TWO24 * fw) as i32;
            z = q[(jj - 1) as usize] + fw;
            i += 1;
            jj -= 1;
        }
        // n = the integer part mod 8
        z = scalbn(z, q0);
        z -= 8.0 * (z * 0.125).floor();
        n = z as i32;
        z -= f64::from(n);
        ih = 0;
        let top = (jz - 1) as usize;
        if q0 > 0 {
            // iq[jz−1] holds bits of n
            let i = iq[top] >> (24 - q0);
            n += i;
            iq[top] -= i << (24 - q0);
            ih = iq[top] >> (23 - q0);
        } else if q0 == 0 {
            ih = iq[top] >> 23;
        } else if z >= 0.5 {
            ih = 2;
        }
        if ih > 0 {
            // the fraction is ≥ 0.5: take 1 − q
            n += 1;
            let mut carry = 0;
            for v in iq.iter_mut().take(jz as usize) {
                let j = *v;
                if carry == 0 {
                    if j != 0 {
                        carry = 1;
                        *v = 0x100_0000 - j;
                    }
                } else {
                    *v = 0xff_ffff - j;
                }
            }
            if q0 > 0 {
                match q0 {
                    1 => iq[top] &= 0x7f_ffff,
                    2 => iq[top] &= 0x3f_ffff,
                    _ => {}
                }
            }
            if ih == 2 {
                z = 1.0 - z;
                if carry != 0 {
                    z -= scalbn(1.0, q0);
                }
            }
        }
        // a zero fraction so far may need more terms of 2/π
        if z == 0.0 {
            let mut j = 0;
            let mut i = jz - 1;
            while i >= JK {
                j |= iq[i as usize];
                i -= 1;
            }
            if j == 0 {
                let mut k = 1;
                while JK >= k && iq[(JK - k) as usize] == 0 {
                    k += 1;
                }
                for i in (jz + 1)..=(jz + k) {
                    f[(jx + i) as usize] = f64::from(TWO_OVER_PI[(jv + i) as usize]);
                    q[i as usize] = product(&f, i);
                }
                jz += k;
                continue;
            }
        }
        break;
    }

    // chop off zero terms
    if z == 0.0 {
        jz -= 1;
        q0 -= 24;
        while iq[jz as usize] == 0 {
            jz -= 1;
            q0 -= 24;
        }
    } else {
        // break z into 24-bit pieces if needed
        z = scalbn(z, -q0);
        if z >= TWO24 {
            let fw = f64::from((TWON24 * z) as i32);
            iq[jz as usize] = (z - TWO24 * fw) as i32;
            jz += 1;
            q0 += 24;
            iq[jz as usize] = fw as i32;
        } else {
            iq[jz as usize] = z as i32;
        }
    }

    // the integer chunks back to floating point
    let mut fw = scalbn(1.0, q0);
    let mut i = jz;
    while i >= 0 {
        q[i as usize] = fw * f64::from(iq[i as usize]);
        fw *= TWON24;
        i -= 1;
    }
    // PIO2[0..=jp] · q[jz..=0]
    let mut i = jz;
    while i >= 0 {
        let mut fw = 0.0;
        let mut k = 0;
        while k <= jp && k <= jz - i {
            fw += PIO2[k as usize] * q[(i + k) as usize];
            k += 1;
        }
        fq[(jz - i) as usize] = fw;
        i -= 1;
    }
    // compress fq[] into head and tail
    let mut fw = 0.0;
    let mut i = jz;
    while i >= 0 {
        fw += fq[i as usize];
        i -= 1;
    }
    let y0 = if ih == 0 { fw } else { -fw };
    let mut fw = fq[0] - fw;
    for v in fq.iter().take(jz as usize + 1).skip(1) {
        fw += v;
    }
    let y1 = if ih == 0 { fw } else { -fw };
    (n & 7, y0, y1)
}

/// sin(x + y) on [−π/4, π/4] (k_sin.c); `has_tail` says y ≠ 0 matters.
fn kernel_sin(x: f64, y: f64, has_tail: bool) -> f64 {
    const S1: f64 = f64::from_bits(0xBFC55555_55555549);
    const S2: f64 = f64::from_bits(0x3F811111_1110F8A6);
    const S3: f64 = f64::from_bits(0xBF2A01A0_19C161D5);
    const S4: f64 = f64::from_bits(0x3EC71DE3_57B1FE7D);
    const S5: f64 = f64::from_bits(0xBE5AE5E6_8A2B9CEB);
    const S6: f64 = f64::from_bits(0x3DE5D93A_5ACFD57C);
    let ix = hi(x) & 0x7fff_ffff;
    if ix < 0x3e40_0000 {
        return x; // |x| < 2^−27
    }
    let z = x * x;
    let v = z * x;
    let r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if has_tail {
        x - ((z * (0.5 * y - v * r) - y) - v * S1)
    } else {
        x + v * (S1 + z * r)
    }
}

/// cos(x + y) on [−π/4, π/4] (k_cos.c).
fn kernel_cos(x: f64, y: f64) -> f64 {
    const C1: f64 = f64::from_bits(0x3FA55555_5555554C);
    const C2: f64 = f64::from_bits(0xBF56C16C_16C15177);
    const C3: f64 = f64::from_bits(0x3EFA01A0_19CB1590);
    const C4: f64 = f64::from_bits(0xBE927E4F_809C52AD);
    const C5: f64 = f64::from_bits(0x3E21EE9E_BDB4B1C4);
    const C6: f64 = f64::from_bits(0xBDA8FAE9_BE8838D4);
    let ix = hi(x) & 0x7fff_ffff;
    if ix < 0x3e40_0000 {
        return 1.0; // |x| < 2^−27
    }
    let z = x * x;
    let r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if ix < 0x3fd3_3333 {
        // |x| < 0.3
        return 1.0 - (0.5 * z - (z * r - x * y));
    }
    // 1 − qx and z/2 − qx are exact, which keeps the subtraction accurate.
    let qx = if ix > 0x3fe9_0000 {
        0.28125
    } else {
        from_words(ix - 0x0020_0000, 0) // |x|/4
    };
    let iz = 0.5 * z - qx;
    let a = 1.0 - qx;
    a - (iz - (z * r - x * y))
}

/// tan(x + y) (k = 1) or −1/tan(x + y) (k = −1) on [−π/4, π/4] (k_tan.c).
fn kernel_tan(mut x: f64, mut y: f64, k: i32) -> f64 {
    const T: [f64; 13] = [
        f64::from_bits(0x3FD55555_55555563),
        f64::from_bits(0x3FC11111_1110FE7A),
        f64::from_bits(0x3FABA1BA_1BB341FE),
        f64::from_bits(0x3F9664F4_8406D637),
        f64::from_bits(0x3F8226E3_E96E8493),
        f64::from_bits(0x3F6D6D22_C9560328),
        f64::from_bits(0x3F57DBC8_FEE08315),
        f64::from_bits(0x3F4344D8_F2F26501),
        f64::from_bits(0x3F3026F7_1A8D1068),
        f64::from_bits(0x3F147E88_A03792A6),
        f64::from_bits(0x3F12B80F_32F0A7E9),
        f64::from_bits(0xBEF375CB_DB605373),
        f64::from_bits(0x3EFB2A70_74BF7AD4),
    ];
    const PIO4: f64 = f64::from_bits(0x3FE921FB_54442D18);
    const PIO4LO: f64 = f64::from_bits(0x3C81A626_33145C07);

    let hx = hi(x);
    let ix = hx & 0x7fff_ffff;
    if ix < 0x3e30_0000 {
        // |x| < 2^−28
        if (ix as u32 | lo(x)) == 0 && k == -1 {
            return 1.0 / x.abs();
        }
        if k == 1 {
            return x;
        }
        // −1/(x + y), carefully
        let w = x + y;
        let z = with_lo(w, 0);
        let v = y - (z - x);
        let a = -1.0 / w;
        let t = with_lo(a, 0);
        let s = 1.0 + t * z;
        return t + a * (s + t * v);
    }
    let big = ix >= 0x3FE5_9428; // |x| ≥ 0.6744: use tan(π/4 − x)
    if big {
        if hx < 0 {
            x = -x;
            y = -y;
        }
        let z = PIO4 - x;
        let w = PIO4LO - y;
        x = z + w;
        y = 0.0;
    }
    let z = x * x;
    let w = z * z;
    // x⁵(T1 + x²T2 + …) split into odd and even terms
    let r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    let v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    let s = z * x;
    let mut r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    let w = x + r;
    if big {
        let v = f64::from(k);
        return f64::from(1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if k == 1 {
        return w;
    }
    // −1/(x + r), accurately
    let z = with_lo(w, 0);
    let v = r - (z - x);
    let a = -1.0 / w;
    let t = with_lo(a, 0);
    let s = 1.0 + t * z;
    t + a * (s + t * v)
}

pub fn sin(x: f64) -> f64 {
    let ix = hi(x) & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        return kernel_sin(x, 0.0, false);
    }
    if ix >= 0x7ff0_0000 {
        return f64::NAN;
    }
    let (n, y0, y1) = rem_pio2(x);
    match n & 3 {
        0 => kernel_sin(y0, y1, true),
        1 => kernel_cos(y0, y1),
        2 => -kernel_sin(y0, y1, true),
        _ => -kernel_cos(y0, y1),
    }
}

pub fn cos(x: f64) -> f64 {
    let ix = hi(x) & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        return kernel_cos(x, 0.0);
    }
    if ix >= 0x7ff0_0000 {
        return f64::NAN;
    }
    let (n, y0, y1) = rem_pio2(x);
    match n & 3 {
        0 => kernel_cos(y0, y1),
        1 => -kernel_sin(y0, y1, true),
        2 => -kernel_cos(y0, y1),
        _ => kernel_sin(y0, y1, true),
    }
}

pub fn tan(x: f64) -> f64 {
    let ix = hi(x) & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        return kernel_tan(x, 0.0, 1);
    }
    if ix >= 0x7ff0_0000 {
        return f64::NAN;
    }
    let (n, y0, y1) = rem_pio2(x);
    kernel_tan(y0, y1, 1 - ((n & 1) << 1))
}
