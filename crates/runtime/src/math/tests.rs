//! Fixed cases: node v20.20.2's `Math.f(x)` bit patterns (inputs chosen to
//! reach the reduction branches), plus the special values. The bulk
//! comparison over millions of random inputs is described in docs/math.md.

use super::*;

type Cases = &'static [(u64, u64)];

macro_rules! table {
    ($($name:ident: [$(($x:expr, $y:expr)),* $(,)?],)*) => {
        const TABLE: &[(&str, fn(f64) -> f64, Cases)] = &[
            $((stringify!($name), $name, &[$(($x, $y)),*]),)*
        ];
    };
}

table! {
    sin: [(0x4480f0cf064dd592, 0xbfeb453ab76bf397), (0x3fe0000000000000, 0x3fdeaee8744b05f0), (0x4008000000000000, 0x3fc210386db6d55b), (0xc059100000000000, 0x3fd1bf00980dc35c), (0x7e37e43c8800759c, 0xbfea2c16b010e385), (0x3e401b2b29a4692b, 0x3e401b2b29a4692b)],
    cos: [(0x4480f0cf064dd592, 0x3fe0be2cef01c8f4), (0x3fe0000000000000, 0x3fec1528065b7d50), (0x4008000000000000, 0xbfefae04be85e5d2), (0xc059100000000000, 0x3feebec72ba6b0ec), (0x7e37e43c8800759c, 0xbfe2699022adc4c1), (0x3fe947ae147ae148, 0x3fe685e69c8569af)],
    tan: [(0x4480f0cf064dd592, 0xbffa0f79c1b6b258), (0x3fe0000000000000, 0x3fe17b4f5bf3474a), (0x4008000000000000, 0xbfc23ef71254b86f), (0x3ff921fb54442d18, 0x434d02967c31cdb5), (0x3fe6666666666666, 0x3feaf406c2fc78ae), (0xc004000000000000, 0x3fe7e79b4e00bb15)],
    asin: [(0x3fd3333333333333, 0x3fd380159e14f6ff), (0x3fe6666666666666, 0x3fe8d00e692afd95), (0xbfefae147ae147ae, 0xbff6de3c6f33d51d), (0x3e112e0be826d695, 0x3e112e0be826d695), (0x3fe0000000000000, 0x3fe0c152382d7366), (0xbfe3333333333333, 0xbfe4978fa3269ee1)],
    acos: [(0x3fd3333333333333, 0x3ff441f5ecbeef59), (0x3fe6666666666666, 0x3fe973e83f5d5c9b), (0xbfefae147ae147ae, 0x4008001be1bc011b), (0xbfe3333333333333, 0x4001b6e192ebbe44), (0x3fe0000000000000, 0x3ff0c152382d7366), (0x3bc79ca10c924223, 0x3ff921fb54442d18)],
    atan: [(0x3fd3333333333333, 0x3fd2a73a661eaf06), (0x3fe6666666666666, 0x3fe38b112d7bd4ad), (0x3ff199999999999a, 0x3feaa7c8545183cd), (0x4000000000000000, 0x3ff1b6e192ebbe44), (0x4202a05f20000000, 0x3ff921fb543d4de0), (0xbe112e0be826d695, 0xbe112e0be826d695)],
    exp: [(0x3fe0000000000000, 0x3ffa61298e1e069c), (0xc00d99999999999a, 0x3f99511fc6871044), (0x4059000000000000, 0x48f3494a9b171bf5), (0x40862d999999999a, 0x7fed75ae7a50ee14), (0xc087480000000000, 0x0000000000000001), (0x3ddb7cdfd9d7bdbb, 0x3ff000000006df38)],
    expm1: [(0x3fe0000000000000, 0x3fe4c2531c3c0d38), (0xc00d99999999999a, 0xbfef357701cbc77e), (0x4044000000000000, 0x438a220d397972ea), (0x3ddb7cdfd9d7bdbb, 0x3ddb7cdfd9dda4e3), (0xbfd3333333333333, 0xbfd0966f2c7907f6), (0x3feccccccccccccd, 0x3ff75a88cab8f178)],
    log: [(0x3fe0000000000000, 0xbfe62e42fefa39ef), (0x400d99999999999a, 0x3ff4eeee650ae550), (0x7e37e43c8800759c, 0x4085963447f87fb5), (0x0000000000000001, 0xc0874385446d71c3), (0x3ff000001ad7f29b, 0x3e7ad7f2847b6492), (0x40c81cd6c8b43958, 0x4022d79559791e31)],
    log1p: [(0x3fe0000000000000, 0x3fd9f323ecbf984c), (0xbfd3333333333333, 0xbfd6d3c324e13f4e), (0x3ddb7cdfd9d7bdbb, 0x3ddb7cdfd9d1d693), (0x4415af1d78b58c40, 0x4047069e2aa2aa5b), (0x400d99999999999a, 0x3ff8c2d0e7b73742), (0xbfeccccccccccccd, 0xc0026bb1bbb55516)],
    log2: [(0x4008000000000000, 0x3ff95c01a39fbd68), (0x01a56e1fc2f8f359, 0xc08f24a09f1a8b89), (0x3fe6666666666666, 0xbfe0776228967d13), (0x3ff8000000000000, 0x3fe2b803473f7ad1), (0x7e37e43c8800759c, 0x408f24a09f1a8b89), (0x4090020000000000, 0x4024005c4f58bde5)],
    log10: [(0x4008000000000000, 0x3fde8927964fd5fd), (0x01a56e1fc2f8f359, 0xc072c00000000000), (0x3fe6666666666666, 0xbfc3d3d3d21ccf04), (0x408f400000000000, 0x4008000000000000), (0x4480f0cf064dd592, 0x4036000000000000), (0x0000000000000001, 0xc07434e6420f4374)],
    sinh: [(0x3fe0000000000000, 0x3fe0acd00fe63b97), (0xc008000000000000, 0xc0240926e70949ae), (0x4035e66666666666, 0x41d82afcca727c18), (0x4059000000000000, 0x48e3494a9b171bf5), (0x4086300000000000, 0x7fe3e21a464507fa), (0x3ddb7cdfd9d7bdbb, 0x3ddb7cdfd9d7bdbb)],
    cosh: [(0x3fd3333333333333, 0x3ff0b9b4e0b6ec4c), (0xc008000000000000, 0x402422a497d6185e), (0x4014000000000000, 0x40528d6fcbeff3aa), (0x4059000000000000, 0x48e3494a9b171bf5), (0x4086333333333333, 0x7feda98a7371610a), (0x3ddb7cdfd9d7bdbb, 0x3ff0000000000000)],
    tanh: [(0x3fd3333333333333, 0x3fd2a4dda7d914fa), (0xbfeccccccccccccd, 0xbfe6ebe982d6605d), (0x4000000000000000, 0x3feed9505e1bc3d4), (0x4035000000000000, 0x3ff0000000000000), (0x3ddb7cdfd9d7bdbb, 0x3ddb7cdfd9d7bdbb), (0xc014000000000000, 0xbfefff419668df11)],
    asinh: [(0x3fd3333333333333, 0x3fd2ec4ea565fcc1), (0xc008000000000000, 0xbffd185b507edc0e), (0x4202a05f20000000, 0x4037b810429a7c2a), (0x3ddb7cdfd9d7bdbb, 0x3ddb7cdfd9d7bdbb), (0x4004000000000000, 0x3ffa5b0f0be9dcf6), (0x7e37e43c8800759c, 0x40859bbfd8b83e43)],
    acosh: [(0x3ff8000000000000, 0x3feecc2caec5160a), (0x4008000000000000, 0x3ffc34366179d426), (0x4202a05f20000000, 0x4037b810429a7c2a), (0x3ff000001ad7f29b, 0x3f3d4effc065cae4), (0x4004000000000000, 0x3ff9119c13a31bb0), (0x7e37e43c8800759c, 0x40859bbfd8b83e43)],
    atanh: [(0x3fd3333333333333, 0x3fd3cf2b50617c96), (0xbfe6666666666666, 0xbfebc0ed0947fbe8), (0x3feff7ced916872b, 0x400e66cfde9c7c2d), (0x3ddb7cdfd9d7bdbb, 0x3ddb7cdfd9d7bdbb), (0x3fe0000000000000, 0x3fe193ea7aad030a), (0xbfd0000000000000, 0xbfd058aefa811452)],
    cbrt: [(0x403b000000000000, 0x4008000000000000), (0xc000000000000000, 0xbff428a2f98d728b), (0x000012688b70e62b, 0x2a7a9d1b0b5d7427), (0x3f50624dd2f1a9fc, 0x3fb999999999999a), (0x7e37e43c8800759c, 0x54b249ad2594c37d), (0x4008000000000000, 0x3ff7137449123ef6)],
}

#[test]
fn matches_node_bit_for_bit() {
    for &(name, f, cases) in TABLE {
        for &(x, want) in cases {
            let got = f(f64::from_bits(x)).to_bits();
            assert_eq!(got, want, "{name}({:e})", f64::from_bits(x));
        }
    }
}

#[test]
fn special_values() {
    let nan = f64::NAN;
    let inf = f64::INFINITY;
    for f in [sin, cos, tan] {
        assert!(f(inf).is_nan() && f(-inf).is_nan() && f(nan).is_nan());
    }
    assert!(sin(-0.0).is_sign_negative() && tan(-0.0).is_sign_negative());
    assert_eq!(cos(-0.0), 1.0);
    assert!(asin(1.5).is_nan() && acos(-1.5).is_nan() && atanh(2.0).is_nan());
    assert_eq!(atanh(-1.0), -inf);
    assert!(acosh(0.5).is_nan());
    assert_eq!(exp(-inf), 0.0);
    assert_eq!(exp(inf), inf);
    assert_eq!(exp(1.0), std::f64::consts::E);
    assert_eq!(expm1(-inf), -1.0);
    assert!(expm1(-0.0).is_sign_negative());
    assert_eq!(log(0.0), -inf);
    assert!(log(-1.0).is_nan());
    assert_eq!(log1p(-1.0), -inf);
    assert_eq!(log2(8.0), 3.0);
    assert_eq!(log10(1000.0), 3.0);
    assert_eq!(log10(1e22), 22.0);
    assert_eq!(cbrt(-27.0), -3.0);
    assert!(cbrt(-0.0).is_sign_negative());
    assert_eq!(sinh(-inf), -inf);
    assert_eq!(cosh(-inf), inf);
    assert_eq!(tanh(-inf), -1.0);
    assert!(asinh(-0.0).is_sign_negative());
    assert_eq!(atan(inf), std::f64::consts::FRAC_PI_2);
    assert_eq!(atan2(0.0, -0.0), std::f64::consts::PI);
    assert!(atan2(-0.0, 1.0).is_sign_negative());
    assert_eq!(atan2(-inf, -inf), -3.0 * std::f64::consts::FRAC_PI_4);
}

#[test]
fn round_sign_hypot_and_integers() {
    assert_eq!(round(0.49999999999999994), 0.0);
    assert_eq!(round(2.5), 3.0);
    assert_eq!(round(-2.5), -2.0);
    assert!(round(-0.4).is_sign_negative());
    assert!(round(-0.5).is_sign_negative());
    assert_eq!(round(-0.6), -1.0);
    assert_eq!(round(4503599627370497.0), 4503599627370497.0);
    assert!(sign(-0.0).is_sign_negative() && sign(nan()).is_nan());
    assert_eq!(hypot(&[3.0, 4.0]), 5.0);
    assert_eq!(hypot(&[f64::NAN, f64::NEG_INFINITY]), f64::INFINITY);
    assert!(hypot(&[f64::NAN, 1.0]).is_nan());
    assert_eq!(hypot(&[]), 0.0);
    assert_eq!(hypot(&[1e200, 1e200]), 1.414213562373095e200);
    assert_eq!(clz32(1.0), 31.0);
    assert_eq!(clz32(-1.0), 0.0);
    assert_eq!(clz32(0.0), 32.0);
    assert_eq!(imul(0xffff_ffff_u32 as f64, 5.0), -5.0);
    assert_eq!(imul(2_147_483_647.0, 2.0), -2.0);
    assert_eq!(fround(5.5), 5.5);
    assert_eq!(fround(5.05), 5.050000190734863);
}

fn nan() -> f64 {
    f64::NAN
}
