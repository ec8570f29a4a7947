//! kiln never panics on its input: every fixture, truncated at many points
//! and garbled in many ways, either compiles or yields rendered diagnostics
//! with a position and a caret.

use kiln_codegen::driver::{self, BuildError};
use std::path::PathBuf;

/// splitmix64: a fixed, reproducible stream of variations.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const NOISE: &[&str] = &[
    "(", ")", "{", "}", "[", "]", ";", ",", "=>", "`", "${", "\"", "'", "/*", "//", "\\", "\n",
    "let", "const", "function", "return", "=", "+", "?.", "??=", "...", "0x", "1e", "\u{2028}",
    "😀", "\u{0}", "class", "#x",
];

fn variants(source: &str, seed: u64) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    let boundaries: Vec<usize> = source
        .char_indices()
        .map(|(i, _)| i)
        .chain([source.len()])
        .collect();
    let at = |rng: &mut Rng| boundaries[rng.below(boundaries.len())];
    for _ in 0..12 {
        out.push(source[..at(&mut rng)].to_string());
    }
    for _ in 0..12 {
        let (i, j) = (at(&mut rng), at(&mut rng));
        let (i, j) = (i.min(j), i.max(j));
        let noise = NOISE[rng.below(NOISE.len())];
        let mut end = j.min(i + 40);
        while !source.is_char_boundary(end) {
            end += 1;
        }
        out.push(format!("{}{noise}{}", &source[..i], &source[end..]));
    }
    for _ in 0..6 {
        let i = at(&mut rng);
        let noise = NOISE[rng.below(NOISE.len())];
        out.push(format!("{}{noise}{}", &source[..i], &source[i..]));
    }
    out
}

#[test]
fn garbled_fixtures_give_diagnostics_not_panics() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test-files");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("test-files/")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ts"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut checked = 0;
    for (n, path) in files.iter().enumerate() {
        let source = std::fs::read_to_string(path).unwrap();
        for (k, v) in variants(&source, n as u64).into_iter().enumerate() {
            let result = std::panic::catch_unwind(|| driver::to_c("garbled.ts", &v));
            match result {
                Err(_) => panic!("kiln panicked on variant {k} of {}:\n{v}", path.display()),
                Ok(Ok(_)) => {}
                Ok(Err(BuildError::Diagnostics(text))) => {
                    assert!(
                        text.contains("error: ")
                            && text.contains("--> garbled.ts:")
                            && text.contains('^'),
                        "{text}"
                    );
                }
                Ok(Err(BuildError::Other(text))) => {
                    panic!("unexpected non-diagnostic error: {text}")
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 1000);
}
