//! Compares `kiln_runtime::math` with node bit for bit on the cases
//! `scripts/oracle/math-cases.mjs` prints (read from stdin); prints a count
//! of differences per function and a few examples, and exits 1 on any.
//! Run through `scripts/math-oracle`.

use kiln_runtime::math;
use std::collections::BTreeMap;
use std::io::BufRead;

fn bits(s: &str) -> f64 {
    f64::from_bits(u64::from_str_radix(s, 16).expect("hex bits"))
}

fn main() {
    // name → (cases, differences, examples)
    let mut seen: BTreeMap<String, (u64, u64, Vec<String>)> = BTreeMap::new();
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let p: Vec<&str> = line.split(' ').collect();
        let (name, x) = (p[0], bits(p[1]));
        let (got, want) = match name {
            "atan2" => (math::atan2(x, bits(p[2])), bits(p[3])),
            "hypot" => (math::hypot(&[x, bits(p[2])]), bits(p[3])),
            _ => {
                let f: fn(f64) -> f64 = match name {
                    "sin" => math::sin,
                    "cos" => math::cos,
                    "tan" => math::tan,
                    "asin" => math::asin,
                    "acos" => math::acos,
                    "atan" => math::atan,
                    "exp" => math::exp,
                    "expm1" => math::expm1,
                    "log" => math::log,
                    "log1p" => math::log1p,
                    "log2" => math::log2,
                    "log10" => math::log10,
                    "sinh" => math::sinh,
                    "cosh" => math::cosh,
                    "tanh" => math::tanh,
                    "asinh" => math::asinh,
                    "acosh" => math::acosh,
                    "atanh" => math::atanh,
                    "cbrt" => math::cbrt,
                    "round" => math::round,
                    "fround" => math::fround,
                    "sqrt" => f64::sqrt,
                    other => panic!("unknown function {other}"),
                };
                (f(x), bits(p[2]))
            }
        };
        let e = seen.entry(name.to_owned()).or_default();
        e.0 += 1;
        let same = got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan());
        if !same {
            e.1 += 1;
            if e.2.len() < 5 {
                e.2.push(format!("{line}: kiln {got:e}, node {want:e}"));
            }
        }
    }
    let mut failed = false;
    for (name, (n, bad, examples)) in &seen {
        println!("{name:6} {bad}/{n} differ");
        for e in examples {
            println!("    {e}");
        }
        failed |= *bad > 0;
    }
    if seen.is_empty() {
        println!("no cases on stdin");
        failed = true;
    }
    std::process::exit(i32::from(failed));
}
