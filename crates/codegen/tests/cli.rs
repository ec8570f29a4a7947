//! The `kiln` command as a user runs it: help, version, emit, run with its
//! cache, and the messages for a missing runtime library and a missing or
//! failing C compiler.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod common;

use common::{cc_keeping_c, kiln, scratch, text};

/// `kiln build file -o dir/main`, which must succeed: the executable.
fn build(dir: &Path, file: &Path) -> PathBuf {
    build_as(dir, file, "main", &[])
}

/// `kiln build --debug FLAGS FILE -o DIR/NAME`, which must succeed (with
/// its symbol table, which the tests of linking read).
fn build_as(dir: &Path, file: &Path, name: &str, flags: &[&str]) -> PathBuf {
    let exe = dir.join(name);
    let out = kiln()
        .args(["build", "--debug"])
        .args(flags)
        .arg(file)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    exe
}

/// `kiln build --emit c file -o dir/main.c`, which must succeed: the C.
fn emit_c(dir: &Path, file: &Path) -> String {
    let c = dir.join("main.c");
    let out = kiln()
        .args(["build", "--emit", "c"])
        .arg(file)
        .arg("-o")
        .arg(&c)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    std::fs::read_to_string(c).unwrap()
}

fn run_in(dir: &Path, file: &Path, env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut c = kiln();
    c.arg("run")
        .arg(file)
        .args(args)
        .env("KILN_CACHE_DIR", dir.join("cache"));
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().unwrap()
}

#[test]
fn help_and_version() {
    let out = kiln().arg("--help").output().unwrap();
    assert!(out.status.success());
    assert!(text(&out.stdout).contains("kiln run"));
    let out = kiln().arg("--version").output().unwrap();
    assert!(out.status.success());
    assert!(text(&out.stdout).starts_with("kiln "));
    let out = kiln().arg("frobnicate").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown command"));
}

#[test]
fn emit_c_prints_the_translation_unit() {
    let (_, file) = scratch("emit", "console.log(1 + 2);\n");
    let out = kiln()
        .args(["build", "--emit", "c"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let c = text(&out.stdout);
    assert!(c.contains("#include \"kiln.h\"") && c.contains("kl_main(argc, argv, &kl_program)"));
}

/// A function with a loop reads its object literals' template heads once,
/// on entry (at most four templates); one without a loop reads them at
/// each literal. The program prints the same either way.
#[test]
fn object_literal_templates_are_read_once_in_functions_with_a_loop() {
    let src = "\
function inLoop(n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) { const p = { x: i, y: 2 * i }; s += p.x + p.y; }
  return s;
}
function straight(i: number): { a: number } { return { a: i }; }
function many(n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) {
    s += { a: i }.a + { b: i }.b + { c: i }.c + { d: i }.d + { e: i }.e;
  }
  return s;
}
console.log(inLoop(10), straight(3).a, many(4));
";
    let (dir, file) = scratch("tplhead", src);
    let c = emit_c(&dir, &file);
    // The definition's line (the prototypes end with `;`), to its `}`.
    let body = |name: &str| {
        let start = c
            .lines()
            .find(|l| l.contains(&format!("{name}(KlThread *th")) && l.ends_with('{'))
            .and_then(|l| c.find(l))
            .unwrap_or_else(|| panic!("no definition of {name}:\n{c}"));
        let end = c[start..].find("\n}\n").unwrap() + start;
        c[start..end].to_string()
    };
    let in_loop = body("_inLoop");
    assert!(
        in_loop.contains("const KlPair kl_h")
            && in_loop.contains("kl_object_lit(th, &kl_tpl")
            && in_loop.matches("kl_tpl_head(").count() == 2,
        "{in_loop}"
    );
    let straight = body("_straight");
    assert!(
        !straight.contains("KlPair") && straight.contains("kl_tpl_head(&kl_tpl"),
        "{straight}"
    );
    let many = body("_many");
    assert!(
        !many.contains("const KlPair"),
        "five templates: none hoisted\n{many}"
    );
    let out = run_in(&dir, &file, &[], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "135 3 30\n");
}

#[test]
fn run_passes_exit_status_and_caches() {
    let (dir, file) = scratch(
        "run",
        "console.log(\"out\");\nlet x: number = y;\nlet y = 1;\n",
    );
    // A C compiler that logs each invocation, then compiles.
    let log = dir.join("cc.log");
    let cc = dir.join("logging-cc");
    std::fs::write(
        &cc,
        format!(
            "#!/bin/sh\necho run >> '{}'\nexec cc \"$@\"\n",
            log.display()
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&cc, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let cc = cc.to_str().unwrap();
    let invocations = || {
        std::fs::read_to_string(&log)
            .unwrap_or_default()
            .lines()
            .count()
    };
    let first = run_in(&dir, &file, &[("CC", cc)], &["a"]);
    assert_eq!(first.status.code(), Some(1), "{}", text(&first.stderr));
    assert_eq!(text(&first.stdout), "out\n");
    assert!(
        text(&first.stderr).contains("ReferenceError: Cannot access 'y' before initialization")
    );
    let compiled = invocations();
    assert!(compiled >= 1);
    // A second run of the unchanged file does not invoke the C compiler.
    let second = run_in(&dir, &file, &[("CC", cc)], &["b"]);
    assert_eq!(second.status.code(), Some(1), "{}", text(&second.stderr));
    assert_eq!(text(&second.stdout), "out\n");
    assert_eq!(invocations(), compiled);
    // A changed file does.
    std::fs::write(&file, "console.log(2);\n").unwrap();
    let third = run_in(&dir, &file, &[("CC", cc)], &[]);
    assert_eq!(text(&third.stdout), "2\n");
    assert!(invocations() > compiled);
}

#[test]
fn run_follows_imports_and_rebuilds_when_an_imported_file_changes() {
    let (dir, file) = scratch(
        "modules",
        "import { greet } from \"./lib/greet.js\";\nconsole.log(greet(\"kiln\"));\n",
    );
    std::fs::create_dir_all(dir.join("lib")).unwrap();
    let lib = dir.join("lib/greet.ts");
    std::fs::write(
        &lib,
        "export function greet(n: string) { return `hi ${n}`; }\n",
    )
    .unwrap();
    let first = run_in(&dir, &file, &[], &[]);
    assert_eq!(text(&first.stdout), "hi kiln\n", "{}", text(&first.stderr));
    // The entry is unchanged; the cache is keyed by the imported file too.
    std::fs::write(
        &lib,
        "export function greet(n: string) { return `bye ${n}`; }\n",
    )
    .unwrap();
    let second = run_in(&dir, &file, &[], &[]);
    assert_eq!(
        text(&second.stdout),
        "bye kiln\n",
        "{}",
        text(&second.stderr)
    );
    // An error at run time in the imported file names that file.
    std::fs::write(
        &lib,
        "export function greet(n: string) {\n  return null!.x;\n}\n",
    )
    .unwrap();
    let third = run_in(&dir, &file, &[], &[]);
    assert_eq!(third.status.code(), Some(1));
    let err = text(&third.stderr);
    // The excerpt is the line as node runs it: the non-null `!` blanked.
    assert!(err.contains("lib/greet.ts:2\n  return null .x;\n"), "{err}");
    assert!(
        err.contains("TypeError: Cannot read properties of null (reading 'x')"),
        "{err}"
    );
}

#[test]
fn built_executables_are_stripped_unless_debug() {
    let (dir, file) = scratch("strip", "console.log(\"small\");\n");
    let stripped = dir.join("stripped");
    let out = kiln()
        .arg("build")
        .arg(&file)
        .arg("-o")
        .arg(&stripped)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let debug = build_as(&dir, &file, "debug", &[]);
    for exe in [&stripped, &debug] {
        assert_eq!(text(&Command::new(exe).output().unwrap().stdout), "small\n");
    }
    let symbols = |exe: &Path| text(&Command::new("nm").arg(exe).output().unwrap().stdout);
    assert!(!symbols(&stripped).contains("kl_main"));
    assert!(symbols(&debug).contains("kl_main"));
    let size = |exe: &Path| std::fs::metadata(exe).unwrap().len();
    assert!(size(&stripped) < size(&debug));
}

/// A program that notes each training run (`argv[2] == "train"`) in the
/// file `PGO_MARKER` names, and fails when trained with `fail`.
const TRAINED_PROGRAM: &str = r#"
import * as fs from "node:fs";
const mode = process.argv[2] ?? "";
if (mode === "train" || mode === "fail") fs.appendFileSync(process.env.PGO_MARKER ?? "", "trained\n");
if (mode === "fail") throw new Error("training input rejected");
function score(words: string[]) {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best = "";
  for (const [w, n] of counts) if (n > (counts.get(best) ?? 0)) best = w;
  return best;
}
function never(x: number) {
  return x > 1e9 ? "huge" : "small";
}
const words: string[] = [];
for (let i = 0; i < 20000; i++) words.push("w" + ((i * 7919) % 13));
console.log(mode, score(words), words.length, mode === "never" ? never(words.length) : "");
"#;

/// `kiln build --pgo`: the training run happens once and its output stays
/// hidden, the executable prints what the plain build prints but is not the
/// plain build's, a kept profile is reused while it matches the build and
/// retrained (with a note) once the program changed, and a training run
/// that fails is an error quoting it.
#[test]
fn a_profile_guided_build_trains_once_and_prints_what_the_plain_build_prints() {
    let (dir, file) = scratch("pgo", TRAINED_PROGRAM);
    let marker = dir.join("trained.txt");
    let profile = dir.join("app.profile");
    let trainings = || {
        std::fs::read_to_string(&marker)
            .unwrap_or_default()
            .lines()
            .count()
    };
    let pgo_build = |name: &str, cache: &str, flags: &[&str]| {
        kiln()
            .args(["build", "--pgo", "--pgo-profile"])
            .arg(&profile)
            .args(flags)
            .arg(&file)
            .arg("-o")
            .arg(dir.join(name))
            .env("KILN_CACHE_DIR", dir.join(cache))
            .env("PGO_MARKER", &marker)
            .output()
            .unwrap()
    };
    let out = pgo_build("pgo", "cache1", &["--pgo-args", "train"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "", "the training run's output is hidden");
    assert_eq!(trainings(), 1);
    assert!(text(&std::fs::read(&profile).unwrap()).starts_with("kiln-pgo-profile "));

    let plain = dir.join("plain");
    let out = kiln()
        .arg("build")
        .arg(&file)
        .arg("-o")
        .arg(&plain)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let run = |exe: &Path| text(&Command::new(exe).arg("x").output().unwrap().stdout);
    assert_eq!(run(&dir.join("pgo")), "x w0 20000 \n");
    assert_eq!(run(&dir.join("pgo")), run(&plain));
    // The only difference between the builds is the profile (gcc fails on a
    // missing one): the code it laid out differs.
    assert_ne!(
        std::fs::read(dir.join("pgo")).unwrap(),
        std::fs::read(&plain).unwrap()
    );

    // Another cache, the same program: the kept profile, no training.
    let out = pgo_build("pgo2", "cache2", &["--pgo-args", "train"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(trainings(), 1);
    assert_eq!(run(&dir.join("pgo2")), run(&plain));

    // The program changed: the kept profile is stale, and retrained.
    std::fs::write(
        &file,
        format!("{TRAINED_PROGRAM}console.log(\"changed\");\n"),
    )
    .unwrap();
    let out = pgo_build("pgo3", "cache2", &["--pgo-args", "train"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("app.profile is the profile of another build"));
    assert_eq!(trainings(), 2);
    assert_eq!(run(&dir.join("pgo3")), "x w0 20000 \nchanged\n");

    let out = pgo_build("pgo4", "cache2", &["--pgo-args", "fail"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("the training run of") && err.contains("failed (exit status: 1)"),
        "{err}"
    );
    assert!(err.contains("training input rejected"), "{err}");
    assert!(!dir.join("pgo4").exists());
}

#[test]
fn a_build_shows_its_progress_and_erases_it() {
    let (dir, file) = scratch("progress", "console.log(\"built\");\n");
    let exe = dir.join("prog");
    let build = || {
        kiln()
            .args(["build", "-O0"])
            .arg(&file)
            .arg("-o")
            .arg(&exe)
            .env("KILN_PROGRESS", "1")
            .env("KILN_CACHE_DIR", dir.join("cache"))
            .output()
            .unwrap()
    };
    let out = build();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.starts_with("\r\x1b[2Kkiln: "), "{err:?}");
    assert!(err.contains("main.ts ("), "{err:?}");
    assert!(err.ends_with("\r\x1b[2K"), "{err:?}");
    // The same build again is a copy from the cache: no progress at all.
    let again = build();
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert_eq!(text(&again.stderr), "");
    assert_eq!(
        text(&Command::new(&exe).output().unwrap().stdout),
        "built\n"
    );
}

#[test]
fn build_writes_an_executable() {
    let (dir, file) = scratch("build", "console.log(`sum ${2 + 3}`);\n");
    let exe = dir.join("prog");
    let out = kiln()
        .arg("build")
        .arg(&file)
        .arg("-o")
        .arg(&exe)
        .arg("-O0")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let run = Command::new(&exe).output().unwrap();
    assert_eq!(text(&run.stdout), "sum 5\n");
}

#[test]
fn compile_errors_are_diagnostics_with_status_1() {
    let (dir, file) = scratch("diag", "let a = ;\n");
    let out = run_in(&dir, &file, &[], &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("main.ts:1:9") && err.contains("^"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn missing_runtime_library_says_where_it_looked() {
    let (dir, file) = scratch("nolib", "console.log(1);\n");
    let out = run_in(
        &dir,
        &file,
        &[("KILN_RUNTIME_LIB", "/nonexistent/libkiln_runtime.a")],
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("cannot find the kiln runtime library")
            && err.contains("/nonexistent/libkiln_runtime.a"),
        "{err}"
    );
}

#[test]
fn missing_c_compiler_is_named() {
    let (dir, file) = scratch("nocc", "console.log(1);\n");
    let out = run_in(&dir, &file, &[("CC", "/nonexistent/cc")], &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("/nonexistent/cc") && err.contains("program.c"),
        "{err}"
    );
}

#[test]
fn failing_c_compiler_keeps_the_c() {
    let (dir, file) = scratch("badcc", "console.log(1);\n");
    let out = run_in(&dir, &file, &[("CC", "false")], &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("the C compiler `false` failed") && err.contains("kept in"),
        "{err}"
    );
    let kept = err.split("kept in ").nth(1).unwrap().trim();
    assert!(Path::new(kept).exists(), "{kept}");
}

/// At -O2 and -O3 the C compiler would turn a call in tail position into
/// a jump, and unbounded recursion would spin instead of throwing node's
/// RangeError (the fixtures build at -O1, so they do not see this).
#[test]
fn tail_recursion_overflows_at_every_level() {
    let (dir, file) = scratch(
        "tailcalls",
        "function down(n: number): number { return down(n + 1); }\n\
         function ping(n: number): number { return pong(n + 1); }\n\
         function pong(n: number): number { return ping(n + 1); }\n\
         try { down(0); } catch (e) { console.log(String(e)); }\n\
         try { ping(0); } catch (e) { console.log(String(e)); }\n",
    );
    for level in ["-O2", "-O3"] {
        let mut child = kiln()
            .arg("run")
            .arg(level)
            .arg(&file)
            .env("KILN_CACHE_DIR", dir.join("cache"))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
        while child.try_wait().unwrap().is_none() {
            if std::time::Instant::now() > deadline {
                let _ = child.kill();
                panic!("{level}: unbounded tail recursion did not overflow");
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{level}: {}", text(&out.stderr));
        assert_eq!(
            text(&out.stdout),
            "RangeError: Maximum call stack size exceeded\n".repeat(2),
            "{level}"
        );
    }
}

/// A frame slot read for the last time is cleared when a collection may
/// still come: each 28 MB list below is garbage once its length is taken,
/// and the program fits in a 40 MB heap. With the last receiver left in
/// its slot (the module's, or the loop's in `twice`) it ran out of memory
/// even at 64 MB.
#[test]
fn dead_temporaries_do_not_keep_their_values_alive() {
    let (dir, file) = scratch(
        "dead-temporaries",
        "class Link { constructor(public next: Link | null) {} }\n\
         class List {\n\
           constructor(public head: Link | null) {}\n\
           length(): number {\n\
             let n = 0;\n\
             for (let h = this.head; h !== null; h = h.next) n++;\n\
             return n;\n\
           }\n\
         }\n\
         function list(n: number): List {\n\
           let h: Link | null = null;\n\
           for (let i = 0; i < n; i++) h = new Link(h);\n\
           return new List(h);\n\
         }\n\
         console.log(list(500000).length());\n\
         console.log(list(500000).length());\n\
         function twice(): number {\n\
           let t = 0;\n\
           for (let r = 0; r < 2; r++) t += list(500000).length();\n\
           return t;\n\
         }\n\
         console.log(twice());\n",
    );
    let out = run_in(&dir, &file, &[("KILN_MAX_HEAP_MB", "40")], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "500000\n500000\n1000000\n");
}

/// With a 64 MB C stack the shadow stack runs out first (4 Mi slots):
/// frames of 301 slots, past kiln.h's `KL_SHADOW_RESERVE`, are tested by
/// where they end, frames of 41 by where they start. Both throw node's
/// RangeError, caught, at depths that fill the shadow stack (measured:
/// 13 933 and 102 293; with the default 8 MB C stack the C stack runs out
/// first, at 3 319 and 22 082); and a leaf's untested frame of 129 slots
/// on top of a tested one of 251. Not a fixture: under the GC sweep's
/// collection at every call, scanning stacks this deep is quadratic.
#[test]
fn shadow_stack_overflow_is_a_range_error() {
    let mut program = String::new();
    for (name, n) in [("big", 300), ("small", 40)] {
        program.push_str(&format!(
            "let depth_{name} = 0;\nfunction {name}(n: number): number {{\n  depth_{name} = n;\n"
        ));
        for i in 0..n {
            program.push_str(&format!("  const a{i} = [n + {i}];\n"));
        }
        let sum: Vec<String> = (0..n).map(|i| format!("a{i}[0]")).collect();
        program.push_str(&format!(
            "  const r = {name}(n + 1);\n  return r + {};\n}}\n",
            sum.join(" + ")
        ));
        program.push_str(&format!(
            "for (let round = 0; round < 2; round++) {{\n  try {{ {name}(0); }} catch (e) {{\n    \
             console.log(\"{name}\", e instanceof RangeError, (e as Error).message);\n  }}\n}}\n\
             console.log(depth_{name} * {} > 3_500_000);\n",
            n + 1
        ));
    }
    // A leaf's untested frame right above a full tested one (found by
    // differential testing: it wrote past the shadow stack).
    program.push_str("function leaf(n: number): number {\n");
    for i in 0..128 {
        program.push_str(&format!("  const b{i} = [n];\n"));
    }
    let sum: Vec<String> = (0..128).map(|i| format!("b{i}[0]")).collect();
    program.push_str(&format!("  return {};\n}}\n", sum.join(" + ")));
    program.push_str("let sink: unknown = 0;\nfunction rec(n: number): number {\n");
    for i in 0..250 {
        program.push_str(&format!("  const c{i} = [n];\n"));
    }
    program.push_str("  leaf(n);\n  const r = rec(n + 1);\n");
    for i in 0..250 {
        program.push_str(&format!("  sink = c{i};\n"));
    }
    program.push_str(
        "  return r + 1;\n}\n\
         try { rec(0); } catch (e) { console.log(\"rec\", e instanceof RangeError, (e as Error).message); }\n",
    );
    program.push_str(
        "function sum(n: number): number { return n === 0 ? 0 : n + sum(n - 1); }\n\
         console.log(sum(2000));\n",
    );
    let (dir, file) = scratch("shadow-overflow", &program);
    let exe = build(&dir, &file);
    let out = Command::new("sh")
        .arg("-c")
        .arg("ulimit -s 65536 && exec \"$0\"")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let caught = |name: &str| format!("{name} true Maximum call stack size exceeded\n").repeat(2);
    let want = format!(
        "{}true\n{}true\nrec true Maximum call stack size exceeded\n2001000\n",
        caught("big"),
        caught("small")
    );
    assert_eq!(text(&out.stdout), want);
}

/// A locale whose results would differ from en-US's is refused with a
/// TypeError that names it, never answered as en-US (node would format it
/// its own way, so no fixture can hold these lines).
#[test]
fn locales_kiln_lacks_are_refused() {
    let program = r#"
const calls: [string, () => unknown][] = [
  ["Number.prototype.toLocaleString", "de-DE", () => (1234.5).toLocaleString("de-DE")],
  ["Date.prototype.toLocaleDateString", "en-GB", () => new Date(0).toLocaleDateString("en-GB")],
  ["String.prototype.toLocaleLowerCase", "tr", () => "I".toLocaleLowerCase("tr")],
  ["String.prototype.localeCompare", "sv", () => "a".localeCompare("b", "sv")],
  ["Number.prototype.toLocaleString", "de", () => (1).toLocaleString(["de", "en"])],
  ["String.prototype.localeCompare", "fr-CA", () => "a".localeCompare("b", "fr-CA")],
  ["String.prototype.localeCompare", "en-US-POSIX", () => "a".localeCompare("b", ["en-US-POSIX"])],
].map(([m, t, f]) => [`${m}|${t}`, f] as [string, () => unknown]);
for (const [what, f] of calls) {
  try { console.log("answered", what, f()); } catch (e) { console.log((e as Error).name, what, (e as Error).message); }
}
"#;
    let (dir, file) = scratch("locales", program);
    let out = run_in(&dir, &file, &[], &[]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 7, "{stdout}");
    for line in lines {
        let (head, message) = line.split_once(' ').unwrap();
        let (what, message) = message.split_once(' ').unwrap();
        let (method, tag) = what.split_once('|').unwrap();
        assert_eq!(head, "TypeError", "{line}");
        assert_eq!(
            message,
            format!("kiln: {method} does not support the locale \"{tag}\" yet"),
            "{line}"
        );
    }
}

#[test]
fn stdout_and_stderr_interleave_in_program_order() {
    // node writes both streams synchronously: sharing one file, they
    // interleave as the program wrote them (stdout is flushed before
    // anything goes to stderr).
    let program = r#"
console.log("out 1");
console.error("err 1");
console.log("out 2");
console.warn("err 2");
console.log("out 3");
"#;
    let (dir, file) = scratch("interleave", program);
    let exe = build(&dir, &file);
    let log = dir.join("log");
    let sink = std::fs::File::create(&log).unwrap();
    let status = Command::new(&exe)
        .stdout(sink.try_clone().unwrap())
        .stderr(sink)
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(
        std::fs::read_to_string(&log).unwrap(),
        "out 1\nerr 1\nout 2\nerr 2\nout 3\n"
    );
}

#[test]
fn force_color_colors_console_output_as_node_does() {
    let program = "console.log({ n: 1, s: \"x\" }, null);\nconsole.error([true]);\n";
    let (dir, file) = scratch("force-color", program);
    let out = run_in(&dir, &file, &[("FORCE_COLOR", "1")], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "{ n: \x1b[33m1\x1b[39m, s: \x1b[32m'x'\x1b[39m } \x1b[1mnull\x1b[22m\n"
    );
    assert_eq!(text(&out.stderr), "[ \x1b[33mtrue\x1b[39m ]\n");
    // FORCE_COLOR=0 turns them off (and a pipe never had them).
    let out = run_in(&dir, &file, &[("FORCE_COLOR", "0")], &[]);
    assert_eq!(text(&out.stdout), "{ n: 1, s: 'x' } null\n");
    assert_eq!(text(&out.stderr), "[ true ]\n");
}

/// A program whose source and constant table are past the size kiln keeps
/// as C string literals (16 KiB): the C the compiler sees includes them
/// with `KL_INCBIN` (a C compiler wrapper keeps a copy of it), the
/// executable reads them back intact (the table's sum; a function's source
/// text after the table, from the embedded source), and `--emit c` stays
/// one self-contained file.
#[cfg(target_os = "linux")]
#[test]
fn large_constant_data_reaches_the_executable_intact() {
    let values: Vec<u64> = (0..40_000u64).map(|i| (i * 7919) % 100_003).collect();
    let table: Vec<String> = values.iter().map(u64::to_string).collect();
    let program = format!(
        "const table = [{}];\nlet sum = 0;\nfor (const v of table) sum += v;\n\
         function last() {{ return table[table.length - 1]; }}\nconsole.log(sum, last(), String(last));\n",
        table.join(", ")
    );
    let (dir, file) = scratch("blobs", &program);
    let seen = dir.join("seen.c");
    let wrapper = cc_keeping_c(&dir, "SEEN_C");
    let exe = dir.join("main");
    let out = kiln()
        .arg("build")
        .arg(&file)
        .arg("-o")
        .arg(&exe)
        .env("CC", &wrapper)
        .env("SEEN_C", &seen)
        .env("KILN_CACHE_DIR", dir.join("cache"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let c = std::fs::read_to_string(&seen).unwrap();
    assert_eq!(
        c.matches("KL_INCBIN(").count(),
        2,
        "the source and the table's code"
    );
    assert!(c.len() < program.len(), "neither is in the C");
    let sum: u64 = values.iter().sum();
    let expected = format!(
        "{sum} {} function last() {{ return table[table.length - 1]; }}\n",
        values[values.len() - 1]
    );
    assert_eq!(text(&Command::new(&exe).output().unwrap().stdout), expected);
    let c = emit_c(&dir, &file);
    assert!(!c.contains("KL_INCBIN("), "--emit c is one file");
}

#[test]
fn a_huge_function_calls_the_fast_paths_out_of_line_and_runs_the_same() {
    // Past 400 inline-cache sites a function calls kiln.h's out-of-line
    // twins (`kl_get_ic_ool`, …): every kind of site, then the result.
    let n = 150;
    let mut program = String::from(
        "const o: any = {};\nconst arr: number[] = [];\nconst c = { k: 0, inc(d: number) { this.k += d; return this.k; } };\nconst fs: any[] = [(x: number) => x];\nlet s = 0, t = 0, u = 0, w = 0;\n",
    );
    for i in 0..n {
        program.push_str(&format!(
            "o.k{i} = {i}; s += o.k{i}; arr[{i}] = {i}; t += arr[{i}]; const p{i} = {{ x: {i}, y: 1 }}; u += p{i}.x; w = c.inc(1); s += fs[0](0);\n"
        ));
    }
    program.push_str("console.log(s, t, u, w, Object.keys(o).length, arr.length);\n");
    let (dir, file) = scratch("huge-function", &program);
    let c = emit_c(&dir, &file);
    for twin in [
        "kl_get_ic_ool(",
        "kl_set_ic_prim_ool(",
        "kl_set_index_ool(",
        "kl_object_lit_ool(",
    ] {
        assert!(c.contains(twin), "no {twin} in the huge module body");
    }
    let out = run_in(&dir, &file, &[], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let sum = n * (n - 1) / 2;
    assert_eq!(
        text(&out.stdout),
        format!("{sum} {sum} {sum} {n} {n} {n}\n")
    );
}

#[test]
fn console_assert_converts_its_first_argument_as_node_20_does() {
    // node 20: `Assertion failed: ${args[0]}`, then the rest formatted.
    let program = r#"
console.assert(false, { q: 1 }, "x");
console.assert(false, 5);
console.assert(false, "a %s", "b");
console.assert(false);
console.assert(false, [1, 2]);
try { console.assert(false, Symbol("s")); } catch (e: any) { console.log(e.message); }
"#;
    let (dir, file) = scratch("assert", program);
    let out = run_in(&dir, &file, &[], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "Cannot convert a Symbol value to a string\n"
    );
    assert_eq!(
        text(&out.stderr),
        "Assertion failed: [object Object] x\nAssertion failed: 5\nAssertion failed: a b\n\
         Assertion failed\nAssertion failed: 1,2\n"
    );
}

#[test]
fn a_long_flat_expression_compiles_without_overflowing_the_stack() {
    // 15 000 `&&` terms nest 15 000 levels deep: the parser and the
    // lowering recurse on each (the main thread's 8 MiB overflowed past
    // about 7 000); the compiler runs on a thread with a larger stack.
    let terms: Vec<String> = (0..15_000).map(|i| format!("x{}", i % 7)).collect();
    let mut program = String::from("let x0 = 1, x1 = 1, x2 = 1, x3 = 1, x4 = 1, x5 = 1, x6 = 1;\n");
    program.push_str(&format!("console.log({});\n", terms.join(" && ")));
    let (dir, file) = scratch("long-chain", &program);
    emit_c(&dir, &file);
}

/// Whether an (unstripped) executable defines `symbol`, by binutils' `nm`
/// (which comes with the linker; the bytes would also find the name in
/// the runtime's debug information).
fn defines(exe: &Path, symbol: &str) -> bool {
    let out = Command::new("nm")
        .arg("--defined-only")
        .arg(exe)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
        .lines()
        .any(|l| l.split_whitespace().last() == Some(symbol))
}

/// The stdout of `kiln run --link-all FILE`, which must succeed.
fn run_linking_all(dir: &Path, file: &Path) -> String {
    let out = kiln()
        .args(["run", "--link-all"])
        .arg(file)
        .env("KILN_CACHE_DIR", dir.join("cache"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

const GROUPS: [&str; 8] = [
    "kl_group_regexp",
    "kl_group_date",
    "kl_group_case",
    "kl_group_collections",
    "kl_group_math",
    "kl_group_json",
    "kl_group_uri",
    "kl_group_console",
];

#[test]
fn optional_groups_are_linked_only_into_programs_that_name_them() {
    let (dir, file) = scratch(
        "link_none",
        "const s = 'a,b'; console.log(s.split(','), s.replace('a', 'c'));\n",
    );
    let exe = build(&dir, &file);
    for g in GROUPS {
        assert!(!defines(&exe, g), "{g}");
    }
    // Methods one by one: the two named, and no other.
    assert!(defines(&exe, "kl_method_string_split"));
    assert!(defines(&exe, "kl_method_string_replace"));
    assert!(!defines(&exe, "kl_method_string_padStart"));
    assert!(!defines(&exe, "kl_method_array_flatMap"));
    let out = Command::new(&exe).output().unwrap();
    assert_eq!(text(&out.stdout), "[ 'a', 'b' ] c,b\n");

    let (dir, file) = scratch(
        "link_all_named",
        "console.log('a1b'.split(/\\d/), new Date(0).getTime(), 'A'.toLowerCase(), new Map([[1, 2]]).size);\n\
         console.log(Math.max(1, 2), JSON.stringify([1]), encodeURIComponent('a b'));\n\
         console.table([1]);\n",
    );
    let exe = build(&dir, &file);
    for g in GROUPS {
        assert!(defines(&exe, g), "{g}");
    }
    let out = Command::new(&exe).output().unwrap();
    assert!(
        text(&out.stdout).starts_with("[ 'a', 'b' ] 0 a 1\n2 [1] a%20b\n┌"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn an_uncaught_error_prints_the_same_without_inspection_linked() {
    // Logs only primitives and throws nothing itself: no inspection, and
    // the runtime's errors print as the full inspection prints them.
    for (name, program) in [
        (
            "plain_type_error",
            "const u: any = undefined;\nconsole.log('before', 1, -0);\nconst n: number = u.x;\nconsole.log(n + 1);\n",
        ),
        (
            "plain_range_error",
            "function f(n: number): number { return f(n + 1) + 1; }\nconsole.log('%s', 'x');\nf(0);\n",
        ),
        (
            "plain_syntax_error",
            "console.log(1);\nJSON.parse('{bad');\n",
        ),
    ] {
        let (dir, file) = scratch(name, program);
        let exe = build(&dir, &file);
        assert!(!defines(&exe, "kl_group_inspect"), "{name}");
        let plain = Command::new(&exe).output().unwrap();
        let all = build_as(&dir, &file, "all", &["--link-all"]);
        assert!(defines(&all, "kl_group_inspect"), "{name}");
        let full = Command::new(&all).output().unwrap();
        assert_eq!(
            plain.status.code(),
            Some(1),
            "{name}: {}",
            text(&plain.stderr)
        );
        assert_eq!(plain.status.code(), full.status.code(), "{name}");
        assert_eq!(text(&plain.stdout), text(&full.stdout), "{name}");
        assert_eq!(text(&plain.stderr), text(&full.stderr), "{name}");
        assert!(
            text(&plain.stderr).contains("Error: "),
            "{name}: {}",
            text(&plain.stderr)
        );
    }
}

#[test]
fn a_json_directive_made_at_run_time_is_a_fatal_error_unless_linked() {
    // No `%` in any string and no `fromCharCode` by name: no JSON group,
    // so the `%j` this puts together stops the program.
    let program = "\
const make = (String as any)['fromChar' + 'Code'];
const f = make(37) + 'd ' + make(37) + 'j';
console.log(f, 1, [2]);
console.log(f, 1, 2);
";
    let (dir, file) = scratch("link_json_directive", program);
    let exe = build(&dir, &file);
    assert!(!defines(&exe, "kl_group_json"));
    let out = Command::new(&exe).output().unwrap();
    assert_eq!(out.status.code(), Some(134), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "");
    let err = text(&out.stderr);
    assert!(
        err.contains("FATAL ERROR: this program logged with a `%j` directive")
            && err.contains("--link-all"),
        "{err}"
    );
    assert_eq!(run_linking_all(&dir, &file), "1 [2]\n1 2\n");
}

#[test]
fn the_console_object_is_linked_into_a_program_that_can_reach_it() {
    // Direct console.log/error calls need no console object.
    let (dir, file) = scratch(
        "link_console_none",
        "console.log('start');\nconsole.error('to stderr');\n",
    );
    let exe = build(&dir, &file);
    assert!(!defines(&exe, "kl_group_console"));
    let out = Command::new(&exe).output().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "start\n");
    assert_eq!(text(&out.stderr), "to stderr\n");
    // `globalThis` as a value reaches it by a name made at run time (and
    // could replace it, so console.log is called through it too).
    let (dir, file) = scratch(
        "link_console_global",
        "const g = globalThis as any;\nconsole.log('start');\ng['con' + 'sole'].log('through the object');\n",
    );
    let exe = build(&dir, &file);
    assert!(defines(&exe, "kl_group_console"));
    let out = Command::new(&exe).output().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "start\nthrough the object\n");
}

#[test]
fn a_method_reached_by_a_name_made_at_run_time_is_a_fatal_error_unless_linked() {
    let program = "\
const a: any = [[1], [2]];
console.log(a.map((x: number[]) => x.length), ' x'.trimLeft());
console.log(a['fl' + 'at']());
";
    let (dir, file) = scratch("link_method_stub", program);
    let out = run_in(&dir, &file, &[], &[]);
    assert_eq!(out.status.code(), Some(134), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "[ 1, 1 ] x\n", "up to the stub");
    let err = text(&out.stderr);
    assert!(
        err.contains(
            "FATAL ERROR: this program reached a built-in method through a name made at run time"
        ) && err.contains("--link-all"),
        "{err}"
    );
    assert_eq!(run_linking_all(&dir, &file), "[ 1, 1 ] x\n[ 1, 2 ]\n");
}

#[test]
fn a_group_reached_by_a_name_made_at_run_time_is_a_fatal_error_unless_linked() {
    let program = "\
const g = globalThis as any;
console.log('start', typeof g.JSON);
console.log(''['sea' + 'rch']('a'));
console.log(typeof g['Da' + 'te'], new g['Ma' + 'p']([[1, 2]]).size);
";
    let (dir, file) = scratch("link_stub", program);
    let out = run_in(&dir, &file, &[], &[]);
    assert_eq!(out.status.code(), Some(134), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "start object\n", "up to the first stub");
    let err = text(&out.stderr);
    assert!(
        err.contains(
            "FATAL ERROR: this program reached RegExp (or String.prototype.match, matchAll or \
             search) through a name made at run time"
        ) && err.contains("--link-all"),
        "{err}"
    );

    let out = run_in(&dir, &file, &[], &[]);
    assert_eq!(out.status.code(), Some(134), "a cached run is the same");
    assert_eq!(
        run_linking_all(&dir, &file),
        "start object\n-1\nfunction 1\n"
    );
}

#[cfg(unix)]
#[test]
fn output_reaches_a_file_when_a_signal_ends_the_program() {
    // `timeout 2 ./app > out` around a loop that never ends: node wrote the
    // line synchronously, so it is in the file, and the signal still ends
    // the process (status: killed by SIGTERM).
    use std::os::unix::process::ExitStatusExt;
    let (dir, file) = scratch(
        "sigterm-flush",
        "console.log(\"started\");\nlet n = 0;\nwhile (true) { n++; }\n",
    );
    let exe = build(&dir, &file);
    let log = dir.join("out");
    let mut child = Command::new(&exe)
        .stdout(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let status = child.wait().unwrap();
    const SIGTERM: i32 = 15;
    assert_eq!(status.signal(), Some(SIGTERM), "{status:?}");
    assert_eq!(std::fs::read_to_string(&log).unwrap(), "started\n");
}

#[cfg(unix)]
#[test]
fn a_closed_pipe_does_not_kill_the_program() {
    // `./app | head -1`: node's console drops writes to the closed pipe and
    // the program runs to its end, exiting 0 (no SIGPIPE).
    use std::io::BufRead;
    let program = r#"
for (let i = 0; i < 200000; i++) console.log("line " + i);
console.error("after the loop");
"#;
    let (dir, file) = scratch("epipe", program);
    let exe = build(&dir, &file);
    let mut child = Command::new(&exe)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, "line 0\n");
    // The reader is gone now; the program must finish on its own.
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{:?}", out.status);
    assert_eq!(text(&out.stderr), "after the loop\n");
}

#[test]
fn output_waiting_for_a_timer_is_written_before_the_wait() {
    // node has written "waiting" when the timer starts: a reader of the
    // pipe sees it long before the program ends.
    use std::io::BufRead;
    let program = "console.log(\"waiting\");\nsetTimeout(() => console.log(\"done\"), 3000);\n";
    let (dir, file) = scratch("flush-before-sleep", program);
    let exe = build(&dir, &file);
    let start = std::time::Instant::now();
    let mut child = Command::new(&exe)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufReader::new(child.stdout.take().unwrap()).lines();
    assert_eq!(lines.next().unwrap().unwrap(), "waiting");
    assert!(start.elapsed() < std::time::Duration::from_millis(2500));
    assert_eq!(lines.next().unwrap().unwrap(), "done");
    assert!(child.wait().unwrap().success());
}

#[test]
fn the_output_never_replaces_the_input() {
    let source = "console.log(1);\n";
    let (dir, file) = scratch("out-over-in", source);
    for emit in [&[][..], &["--emit", "c"][..]] {
        let out = kiln()
            .arg("build")
            .args(emit)
            .arg(&file)
            .arg("-o")
            .arg(dir.join(".").join("main.ts"))
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        assert!(
            text(&out.stderr).contains("refusing to write the output over the input"),
            "{}",
            text(&out.stderr)
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), source);
    }
}

#[test]
fn build_names_its_output_after_the_input() {
    let (dir, file) = scratch("default-output", "console.log(\"named\");\n");
    let out = kiln()
        .current_dir(&dir)
        .args(["build", "-O0"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let run = Command::new(dir.join("main")).output().unwrap();
    assert_eq!(text(&run.stdout), "named\n");
    // `kiln FILE` runs it, as `node FILE` does.
    let out = kiln()
        .arg(&file)
        .env("KILN_CACHE_DIR", dir.join("cache"))
        .output()
        .unwrap();
    assert_eq!(text(&out.stdout), "named\n", "{}", text(&out.stderr));
    // A mistyped command is not taken for a program.
    let out = kiln().arg("biuld").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown command `biuld`"));
}

#[test]
fn a_program_can_come_from_stdin() {
    use std::io::Write;
    let (dir, _) = scratch("stdin", "");
    let mut child = kiln()
        .args(["run", "-"])
        .env("KILN_CACHE_DIR", dir.join("cache"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"const n: number = 6 * 7;\nconsole.log(n);\nlet x = ;\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    // The diagnostic names the program as node names it: [stdin].
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("[stdin]:3:9"),
        "{}",
        text(&out.stderr)
    );
}

#[cfg(unix)]
#[test]
fn paths_and_arguments_need_not_be_utf8() {
    use std::os::unix::ffi::OsStringExt;
    let (dir, _) = scratch("non-utf8", "");
    let name = std::ffi::OsString::from_vec(b"caf\xe9.ts".to_vec());
    let file = dir.join(&name);
    std::fs::write(&file, "console.log(\"ok\");\n").unwrap();
    let exe = dir.join(std::ffi::OsString::from_vec(b"out\xff".to_vec()));
    let out = kiln()
        .arg("build")
        .arg(&file)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&Command::new(&exe).output().unwrap().stdout), "ok\n");
    let out = kiln()
        .arg("run")
        .arg(&file)
        .arg(std::ffi::OsString::from_vec(vec![0xfe, 0xff]))
        .env("KILN_CACHE_DIR", dir.join("cache"))
        .output()
        .unwrap();
    assert_eq!(text(&out.stdout), "ok\n", "{}", text(&out.stderr));
}

#[test]
fn the_run_cache_stays_under_its_cap() {
    // KILN_CACHE_MAX_MB=1 holds one executable (each is larger; the one
    // just built always stays): the least recently used goes, and running
    // it again compiles again.
    let (dir, a) = scratch("cache-cap", "console.log(\"a\");\n");
    let b = dir.join("b.ts");
    std::fs::write(&b, "console.log(\"b\");\n").unwrap();
    let log = dir.join("cc.log");
    let cc = dir.join("logging-cc");
    std::fs::write(
        &cc,
        format!(
            "#!/bin/sh\necho run >> '{}'\nexec cc \"$@\"\n",
            log.display()
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&cc, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let env = [("CC", cc.to_str().unwrap()), ("KILN_CACHE_MAX_MB", "1")];
    let compiles = || {
        std::fs::read_to_string(&log)
            .unwrap_or_default()
            .lines()
            .count()
    };
    let entries = || {
        std::fs::read_dir(dir.join("cache"))
            .unwrap()
            .flatten()
            .filter(|s| s.file_name() != "work")
            .flat_map(|s| std::fs::read_dir(s.path()).unwrap().flatten())
            .count()
    };
    assert_eq!(text(&run_in(&dir, &a, &env, &[]).stdout), "a\n");
    // (One build may run the compiler more than once: the `cc` crate
    // probes it.)
    let per_build = compiles();
    assert!(per_build >= 1);
    assert_eq!(text(&run_in(&dir, &a, &env, &[]).stdout), "a\n");
    assert_eq!((compiles(), entries()), (per_build, 1));
    assert_eq!(text(&run_in(&dir, &b, &env, &[]).stdout), "b\n");
    assert_eq!((compiles(), entries()), (2 * per_build, 1));
    assert_eq!(text(&run_in(&dir, &a, &env, &[]).stdout), "a\n");
    assert_eq!((compiles(), entries()), (3 * per_build, 1));
    // Work directories of old failed builds go too, all but the last eight.
    let work = dir.join("cache").join("work");
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for i in 0..12 {
        let d = work.join(format!("failed-{i}"));
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join("program.c"), "int x;").unwrap();
        let when = old + std::time::Duration::from_secs(i);
        std::fs::File::open(&d).unwrap().set_modified(when).unwrap();
    }
    let out = run_in(&dir, &b, &env, &[]);
    assert_eq!(text(&out.stdout), "b\n");
    let left: Vec<String> = std::fs::read_dir(&work)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left.len(), 8, "{left:?}");
    assert!(!left.contains(&"failed-0".to_owned()), "{left:?}");
    // A malformed cap is an error, not a silent default.
    let out = run_in(&dir, &a, &[("KILN_CACHE_MAX_MB", "lots")], &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("KILN_CACHE_MAX_MB must be"));
}

/// A `.js` file is parsed as JavaScript: `f < T > (x)` is two comparisons
/// (TypeScript reads a generic call) and a setter's parameter may have a
/// default (TypeScript's error TS1052). The same text in a `.ts` file is
/// TypeScript.
#[test]
fn javascript_files_parse_as_javascript() {
    let program = "var f = 1, T = 2, x = 0;\n\
                   const o = { set v(a = 5) { console.log('set', a); } };\n\
                   o.v = undefined;\n\
                   console.log(f < T > (x));\n";
    let (dir, ts) = scratch("javascript_files", program);
    let js = dir.join("main.js");
    std::fs::write(&js, program).unwrap();
    let out = run_in(&dir, &js, &[], &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "set 5\ntrue\n");
    let out = run_in(&dir, &ts, &[], &[]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("main.ts:2:"),
        "{}",
        text(&out.stderr)
    );
}

/// A WeakRef whose target became unreachable reads `undefined` in a later
/// job once a collection ran, and the target's FinalizationRegistry
/// callback runs between the loop's phases — with the collections a
/// program's own allocation brings and under a forced schedule (node
/// collects only when it likes, so no fixture can show this). Within the
/// job that made it, the WeakRef keeps its target.
#[test]
fn weak_references_clear_and_finalize_after_collections() {
    let (dir, file) = scratch(
        "weakref",
        r#"let target: { big: number[] } | undefined = { big: new Array(1000).fill(1) };
const ref = new WeakRef(target);
const registry = new FinalizationRegistry((held: string) => console.log("finalized", held));
registry.register(target, "the target");
const kept = { name: "kept" };
registry.register(kept, "never");
target = undefined;
console.log("same job", ref.deref() !== undefined);
function churn() {
  let a: number[][] = [];
  for (let i = 0; i < 20000; i++) {
    a.push([i]);
    if (a.length > 100) a = [];
  }
  return a.length;
}
setTimeout(() => {
  churn();
  setTimeout(() => console.log("later job", ref.deref(), kept.name, registry), 1);
}, 1);
"#,
    );
    let exe = build(&dir, &file);
    let want =
        "same job true\nfinalized the target\nlater job undefined kept FinalizationRegistry {}\n";
    for schedule in [None, Some("1"), Some("2")] {
        let mut cmd = Command::new(&exe);
        if let Some(seed) = schedule {
            cmd.env("KILN_GC_SCHEDULE_SEED", seed)
                .env("KILN_GC_SCHEDULE_RATE", "1")
                .env("KILN_GC_PROTECT_FROMSPACE", "1")
                .env("KILN_GC_VERIFY", "1");
        }
        let out = cmd.output().unwrap();
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), want, "schedule {schedule:?}");
    }
}
