//! The differential check of the event loop: random programs that mix
//! `then`, `await` (of values, promises and thenables), `queueMicrotask`,
//! `process.nextTick`, `setTimeout(0/1/n)` and `setImmediate`, nested in
//! each other's callbacks, each printing labels as it runs. Every program
//! is run by node and by kiln, and the printed orders must be equal.
//!
//! The programs keep to orders node guarantees (its own order must not
//! depend on the clock), in three families:
//! * timers: any number of `setTimeout(…, 0|1)`, and at the top level
//!   also one `setTimeout(…, 60)` and one `setTimeout(…, 120)` (each
//!   duration a list, first in, first out; a long one expires long after
//!   every short chain ends), no immediates;
//! * immediates: `setImmediate` anywhere, no timers;
//! * one timer at a time: each timer callback schedules at most one timer
//!   and any number of immediates, which schedule neither (the check
//!   phase always comes before the next timers phase).
//!
//! A fixed seed set runs with `cargo test`; more by hand:
//! `KILN_INTERLEAVE_SEEDS=1000..1200 cargo test --test interleavings`.

use kiln_suite::{build, diff, parallel, run};
use std::process::Command;
use std::time::Duration;

/// The seeds `cargo test` (and CI) runs.
const SEEDS: std::ops::Range<u64> = 1..41;

/// splitmix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Family {
    Timers,
    Immediates,
    OneTimer,
}

/// The macrotask a callback runs in (its microtasks share it).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctx {
    Top,
    Timer,
    Immediate,
}

struct Gen {
    rng: Rng,
    family: Family,
    labels: u32,
    budget: u32,
    /// The long delays not used yet (each at most once a program).
    long_delays: Vec<u64>,
}

impl Gen {
    fn label(&mut self) -> String {
        self.labels += 1;
        format!("log(\"L{}\");", self.labels)
    }

    /// A block of statements for a callback in `ctx`, `depth` levels down.
    /// `timer_left`: whether this block may still schedule a timer (the
    /// one-timer family allows one per timer callback).
    fn block(&mut self, ctx: Ctx, depth: u32, timer_left: &mut bool) -> String {
        let mut out = String::new();
        let n = 1 + self.rng.below(if depth == 0 { 6 } else { 3 });
        for _ in 0..n {
            out.push_str(&self.statement(ctx, depth, timer_left));
            out.push('\n');
        }
        out
    }

    fn may_timer(&self, ctx: Ctx, timer_left: bool) -> bool {
        match self.family {
            Family::Timers => true,
            Family::Immediates => false,
            Family::OneTimer => timer_left && ctx != Ctx::Immediate,
        }
    }

    fn may_immediate(&self, ctx: Ctx) -> bool {
        match self.family {
            Family::Timers => false,
            Family::Immediates => true,
            Family::OneTimer => ctx == Ctx::Timer,
        }
    }

    fn statement(&mut self, ctx: Ctx, depth: u32, timer_left: &mut bool) -> String {
        if self.budget == 0 || depth >= 4 {
            return self.label();
        }
        self.budget -= 1;
        let here = self.label();
        let pick = self.rng.below(11);
        match pick {
            0 => here,
            1 => {
                let b = self.block(ctx, depth + 1, timer_left);
                format!("{here} Promise.resolve().then(() => {{\n{b}}});")
            }
            2 => {
                let b = self.block(ctx, depth + 1, timer_left);
                format!("{here} queueMicrotask(() => {{\n{b}}});")
            }
            3 => {
                let b = self.block(ctx, depth + 1, timer_left);
                format!("{here} process.nextTick(() => {{\n{b}}});")
            }
            4 if self.may_timer(ctx, *timer_left) => {
                if self.family == Family::OneTimer {
                    *timer_left = false;
                }
                let mut inner_left = true;
                let b = self.block(Ctx::Timer, depth + 1, &mut inner_left);
                // Long delays only from the top level of the timers
                // family, each at most once, and far apart: every chain a
                // 0 or 1 ms timer starts ends within a few ms, so node's
                // order does not depend on the clock unless a run stalls
                // for 50 ms. (node reads the clock at each `setTimeout`:
                // two timers of one long list scheduled a millisecond
                // apart expire apart, and what the first one's callback
                // schedules may run between them.)
                let d = if self.family == Family::Timers && ctx == Ctx::Top {
                    match self.rng.below(4) {
                        r @ 0..=1 => r,
                        _ => self.long_delays.pop().unwrap_or(1),
                    }
                } else {
                    self.rng.below(2)
                };
                format!("{here} setTimeout(() => {{\n{b}}}, {d});")
            }
            5 if self.may_immediate(ctx) => {
                let mut none = false;
                let b = self.block(Ctx::Immediate, depth + 1, &mut none);
                format!("{here} setImmediate(() => {{\n{b}}});")
            }
            6 | 7 => {
                // An async function: a body split by awaits of assorted
                // things.
                let awaited = [
                    "null",
                    "Promise.resolve()",
                    "{ then(r) { r(); } }",
                    "Promise.resolve().then(() => {})",
                    "new Promise((r) => r())",
                ];
                let first = self.block(ctx, depth + 1, timer_left);
                let a = awaited[self.rng.below(awaited.len() as u64) as usize];
                let second = self.block(ctx, depth + 1, timer_left);
                format!("{here} (async () => {{\n{first} await {a};\n{second}}})();")
            }
            8 => {
                let a = self.block(ctx, depth + 1, timer_left);
                let b = self.block(ctx, depth + 1, timer_left);
                format!(
                    "{here} new Promise((res) => {{\n{a} res();\n}}).then(() => {{\n{b}}}).then(() => {{ {} }});",
                    self.label()
                )
            }
            9 => {
                // A promise that resolves with another promise (two extra
                // ticks) or a thenable.
                let b = self.block(ctx, depth + 1, timer_left);
                format!(
                    "{here} Promise.resolve().then(() => Promise.resolve()).then(() => {{\n{b}}});"
                )
            }
            _ => {
                let b = self.block(ctx, depth + 1, timer_left);
                format!("{here} (async () => {{ await null; throw 0; }})().catch(() => {{\n{b}}});")
            }
        }
    }
}

/// The program of a seed.
fn program(seed: u64) -> String {
    let mut rng = Rng(seed);
    let family = match rng.below(3) {
        0 => Family::Timers,
        1 => Family::Immediates,
        _ => Family::OneTimer,
    };
    let mut g = Gen {
        rng,
        family,
        labels: 0,
        budget: 40,
        long_delays: vec![120, 60],
    };
    let mut left = true;
    let body = g.block(Ctx::Top, 0, &mut left);
    format!(
        "// Generated by tests/interleavings.rs from seed {seed}.\nconst log = (s) => console.log(s);\n{body}"
    )
}

fn seeds() -> Vec<u64> {
    match std::env::var("KILN_INTERLEAVE_SEEDS") {
        Ok(s) => {
            let (a, b) = s.split_once("..").expect("KILN_INTERLEAVE_SEEDS=A..B");
            (a.parse().expect("a seed")..b.parse().expect("a seed")).collect()
        }
        Err(_) => SEEDS.collect(),
    }
}

#[test]
fn generated_interleavings_print_node_s_order() {
    let dir = std::env::temp_dir().join(format!("kiln-interleave-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let seeds = seeds();
    let failures = parallel(&seeds, |&seed| {
        let src = program(seed);
        let ts = dir.join(format!("interleave_{seed}.ts"));
        let mjs = dir.join(format!("interleave_{seed}.mjs"));
        std::fs::write(&ts, &src).map_err(|e| e.to_string())?;
        std::fs::write(&mjs, &src).map_err(|e| e.to_string())?;
        let node = Command::new("node")
            .arg(&mjs)
            .output()
            .map_err(|e| format!("seed {seed}: node: {e}"))?;
        let exe = build(&ts).map_err(|e| format!("seed {seed}: build failed\n{e}"))?;
        let r = run(&exe, &[], Duration::from_secs(30));
        if r.stdout != node.stdout || r.status != node.status.code() {
            return Err(format!(
                "== seed {seed} (program in {}): status {:?}, node {:?}\n{}",
                ts.display(),
                r.status,
                node.status.code(),
                diff(&node.stdout, &r.stdout)
            ));
        }
        Ok(())
    });
    if failures.is_empty() {
        let _ = std::fs::remove_dir_all(&dir);
    } else {
        panic!(
            "{} of {} generated programs differ from node:\n\n{}",
            failures.len(),
            seeds.len(),
            failures.join("\n")
        );
    }
}

#[test]
fn programs_are_deterministic_and_varied() {
    assert_eq!(program(7), program(7));
    assert_ne!(program(7), program(8));
    // Every family and every construct shows up in the fixed seed set.
    let all: String = SEEDS.map(program).collect();
    for needle in [
        "setTimeout(",
        "setImmediate(",
        "queueMicrotask(",
        "process.nextTick(",
        "await {",
        "new Promise(",
        "}, 60);",
        "}, 120);",
    ] {
        assert!(all.contains(needle), "no seed generates {needle}");
    }
}
