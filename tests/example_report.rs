//! The example project (`examples/report`: several modules, a tsconfig,
//! node's `fs` and `path`) built by kiln and run beside node on the same
//! arguments: a CSV it reports on, one with a bad row, a file that does not
//! exist, no arguments. stdout, stderr, the exit status and the report file
//! it writes must be node's.

use kiln_suite::{build, root};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kiln-example-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn run(cmd: &mut Command, cwd: &Path, args: &[String]) -> Output {
    cmd.args(args)
        .current_dir(cwd)
        .env("TZ", "UTC")
        .output()
        .expect("run")
}

#[test]
fn example_report_matches_node() {
    let entry = root().join("examples/report/src/main.ts");
    let exe = build(&entry).expect("kiln builds the example");
    let data = root().join("examples/report/data");
    let cases: Vec<(&str, Vec<String>)> = vec![
        (
            "sales",
            vec![
                data.join("sales.csv").display().to_string(),
                "out.txt".into(),
            ],
        ),
        ("bad", vec![data.join("bad.csv").display().to_string()]),
        ("missing", vec!["no-such.csv".into()]),
        ("usage", vec![]),
    ];
    let register = root().join("scripts/oracle/ts-register.mjs");
    // The oracle's pinned amaro, installed before node's stderr is
    // compared (its first use on a fresh clone reports the install).
    let strip = root().join("scripts/oracle/strip.mjs");
    let installed = Command::new("node")
        .arg("--input-type=module")
        .arg("-e")
        .arg(format!(
            "import('file://{}').then((m) => m.ensureInstalled())",
            strip.display()
        ))
        .status()
        .expect("node");
    assert!(installed.success(), "installing the oracle's amaro");
    for (name, args) in cases {
        let (k, n) = (
            scratch(&format!("{name}-kiln")),
            scratch(&format!("{name}-node")),
        );
        let kiln = run(&mut Command::new(&exe), &k, &args);
        let node = run(
            Command::new("node")
                .arg("--import")
                .arg(format!("file://{}", register.display()))
                .arg(&entry),
            &n,
            &args,
        );
        let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        assert_eq!(text(&kiln.stdout), text(&node.stdout), "{name}: stdout");
        assert_eq!(text(&kiln.stderr), text(&node.stderr), "{name}: stderr");
        assert_eq!(kiln.status.code(), node.status.code(), "{name}: status");
        let report = |d: &Path| std::fs::read_to_string(d.join("out.txt")).ok();
        assert_eq!(report(&k), report(&n), "{name}: the report file");
        if name == "sales" {
            assert!(report(&k).is_some_and(|r| r.contains("Total revenue: 1,271.44")));
        }
        let _ = std::fs::remove_dir_all(k);
        let _ = std::fs::remove_dir_all(n);
    }
}
