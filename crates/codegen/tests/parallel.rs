//! `kiln build -j N`: a large program's C as several translation units.

mod common;

use common::{cc_keeping_c, kiln, scratch, text};
use std::path::Path;
use std::process::Command;

/// `--jobs`: a program split into translation units (every function
/// definition in one of them, the program's state shared) prints what it
/// prints as one unit. The program has what a unit shares: a chunked
/// module body whose variables live across chunks, classes (constructor
/// caches, function infos compared by address), closures and their
/// source text, a generator, object literal templates, property keys, a
/// constant table kept out of the C (once in the executable), and an
/// error's site.
#[cfg(target_os = "linux")]
#[test]
fn a_program_split_into_units_prints_what_one_unit_prints() {
    let table: Vec<String> = (0..20_000u32)
        .map(|i| ((i * 7919) % 1000).to_string())
        .collect();
    let mut program = format!(
        "const table = [{}];\n\
         class P {{ constructor(public x: number, public y: number) {{}} sum() {{ return this.x + this.y; }} }}\n\
         class Q extends P {{ sum() {{ return super.sum() * 2; }} }}\n\
         function* gen(n: number) {{ for (let i = 0; i < n; i++) yield i * i; }}\n\
         function total() {{ let s = 0; for (const v of table) s += v; return s; }}\n\
         let acc = 0;\nconst log: string[] = [];\nconst ps: P[] = [];\n",
        table.join(", ")
    );
    for i in 0..600 {
        program.push_str(&match i % 6 {
            0 => format!("ps.push(i{i}() ? new P({i}, acc % 7) : new Q({i}, 1));\nfunction i{i}() {{ return {i} % 4 === 0; }}\n"),
            1 => "acc = (acc + ps[ps.length - 1].sum() + [...gen(3)].length) % 1000003;\n".to_string(),
            2 => format!("const f{i} = (z: number) => z + acc + {i};\n"),
            3 => format!("acc = f{}({i}) % 1000003; log.push(`k${{acc % 10}}`);\n", i - 1),
            4 => format!("const o{i} = {{ a: {i}, b: 'x{i}', c: [acc] }}; acc += o{i}.a + o{i}.c[0] % 3;\n"),
            _ => format!("try {{ if (acc % 11 === {}) throw new Error('e{i}'); }} catch (e) {{ log.push((e as Error).message); }}\n", i % 11),
        });
    }
    program.push_str(
        "console.log(acc, log.length, log.slice(-3), ps.length, total(), String(f2));\n\
         console.log(Object.keys(o4), (ps[1] as Q).sum(), ps[0] instanceof P);\n\
         const bad: any = undefined;\nconsole.log(bad.prop);\n",
    );
    let (dir, file) = scratch("split", &program);
    let seen = dir.join("seen");
    std::fs::create_dir_all(&seen).unwrap();
    let wrapper = cc_keeping_c(&dir, "SEEN");
    let run = |jobs: &str, name: &str| {
        let exe = dir.join(name);
        let out = kiln()
            .args(["build", "-j", jobs])
            .arg(&file)
            .arg("-o")
            .arg(&exe)
            .env("CC", &wrapper)
            .env("SEEN", &seen)
            .env("KILN_SPLIT_BYTES", "1")
            .env("KILN_CACHE_DIR", dir.join("cache"))
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", text(&out.stderr));
        let size = std::fs::metadata(&exe).unwrap().len();
        (Command::new(&exe).output().unwrap(), size)
    };
    let (one, one_size) = run("1", "one");
    // (The `cc` crate's detection of the compiler's family compiles a file
    // of its own.)
    let units = |seen: &Path| {
        std::fs::read_dir(seen)
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .starts_with("program")
            })
            .count()
    };
    assert_eq!(units(&seen), 1);
    let (three, three_size) = run("3", "three");
    assert_eq!(units(&seen), 4, "program0.c … program2.c beside program.c");
    let with_chunks = (0..3)
        .filter(|k| {
            std::fs::read_to_string(seen.join(format!("program{k}.c")))
                .unwrap()
                .contains("int to) {")
        })
        .count();
    assert!(with_chunks >= 2, "the module body's chunks are dealt out");
    assert_eq!(text(&three.stdout), text(&one.stdout));
    assert_eq!(text(&three.stderr), text(&one.stderr));
    assert_eq!(three.status.code(), Some(1));
    assert!(
        text(&one.stdout).contains("function total()") || text(&one.stdout).contains("=> z + acc"),
        "{}",
        text(&one.stdout)
    );
    assert!(
        text(&one.stderr).contains("bad.prop"),
        "{}",
        text(&one.stderr)
    );
    // The table's code (over 100 KB) is in the executable once, not once
    // a unit (each unit has its own copies of kiln.h's static helpers).
    assert!(
        three_size < one_size + 48 * 1024,
        "one unit {one_size} bytes, three {three_size}"
    );
}
