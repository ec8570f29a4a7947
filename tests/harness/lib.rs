//! The fixture harness shared by the suite's tests: find the fixtures in
//! `test-files/`, build each with kiln (cached by content within and across
//! runs), run it, and compare stdout and exit status with the expectations
//! node produced.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct Fixture {
    pub name: String,
    pub ts: PathBuf,
    pub stdout: Vec<u8>,
    pub status: i32,
    /// For a program that ends with an uncaught exception, the line node
    /// prints naming it (`TypeError: …`, or the thrown value): kiln's
    /// stderr must hold the same line.
    pub error: Option<String>,
    /// The time zone it runs in: `UTC`, or what a leading
    /// `// kiln-fixture: TZ=<zone>` line names (the oracle reads the same
    /// line, scripts/oracle/run.mjs).
    pub tz: String,
    /// What the program reads on stdin: `NAME.stdin` beside the fixture
    /// (stdin is closed without one).
    pub stdin: Option<PathBuf>,
}

/// The `TZ` a fixture's source asks for (`UTC` unless a comment line
/// `// kiln-fixture: TZ=<zone>` says otherwise).
pub fn fixture_tz(source: &str) -> String {
    source
        .lines()
        .take_while(|l| l.starts_with("//") || l.trim().is_empty())
        .find_map(|l| l.strip_prefix("// kiln-fixture: TZ="))
        .map(|z| z.trim().to_owned())
        .unwrap_or_else(|| "UTC".to_owned())
}

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every fixture, sorted by name. `KILN_FIXTURES=a,b` selects some by name
/// (substring match).
pub fn fixtures() -> Vec<Fixture> {
    let dir = root().join("test-files");
    let filter: Vec<String> = std::env::var("KILN_FIXTURES")
        .map(|s| {
            s.split(',')
                .filter(|x| !x.is_empty())
                .map(String::from)
                .collect()
        })
        .unwrap_or_default();
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("read test-files/") {
        let entry = entry.expect("dir entry").path();
        // A program of several files is a folder whose entry is main.ts,
        // its expectations beside the folder.
        let (path, expect) = if entry.join("main.ts").is_file() {
            (entry.join("main.ts"), entry.with_extension("ts"))
        } else if entry.extension().and_then(|e| e.to_str()) == Some("ts") {
            (entry.clone(), entry.clone())
        } else {
            continue;
        };
        let name = expect.file_stem().unwrap().to_string_lossy().into_owned();
        if !filter.is_empty() && !filter.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        let stdout = std::fs::read(expect.with_extension("stdout"))
            .unwrap_or_else(|_| panic!("{name}: missing .stdout (run scripts/bless-fixtures)"));
        let status = std::fs::read_to_string(expect.with_extension("status"))
            .unwrap_or_else(|_| panic!("{name}: missing .status (run scripts/bless-fixtures)"))
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}: malformed .status"));
        let tz = fixture_tz(&std::fs::read_to_string(&path).unwrap_or_default());
        let error = std::fs::read_to_string(expect.with_extension("error"))
            .ok()
            .map(|s| s.trim_end_matches('\n').to_string());
        let stdin = Some(expect.with_extension("stdin")).filter(|p| p.is_file());
        out.push(Fixture {
            name,
            ts: path,
            stdout,
            status,
            error,
            tz,
            stdin,
        });
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

/// Where the suite caches compiled fixtures (inside the target directory).
pub fn cache_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"));
    target.join("kiln-test-cache")
}

/// Deletes cached executables built before the current runtime library:
/// their cache key names an older library, so nothing will ask for them
/// again, and each run after a runtime change would otherwise leave
/// hundreds of megabytes behind. Objects depend on their C alone, not on
/// the library or on which test binary built them (the GC sweep and the
/// lean run of scripts/test link the first run's): the least recently
/// used go once there are more than three for each fixture. Once per
/// process.
fn prune_stale_cache() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let modified = |p: &Path| std::fs::metadata(p).and_then(|m| m.modified()).ok();
        let Some(built) = runtime_lib().and_then(|l| modified(&l)) else {
            return;
        };
        let Ok(shards) = std::fs::read_dir(cache_dir()) else {
            return;
        };
        for shard in shards.flatten() {
            let Ok(entries) = std::fs::read_dir(shard.path()) else {
                continue;
            };
            if shard.file_name() == kiln_codegen::driver::cache::OBJECTS {
                prune_objects(entries.flatten().map(|e| e.path()).collect());
                continue;
            }
            for e in entries.flatten() {
                if modified(&e.path()).is_some_and(|t| t < built) {
                    let _ = std::fs::remove_dir_all(e.path());
                }
            }
        }
    });
}

/// Keeps the most recently used objects, three for each fixture.
fn prune_objects(mut objects: Vec<PathBuf>) {
    let fixtures = std::fs::read_dir(root().join("test-files"))
        .map(|d| {
            d.flatten()
                .filter(|e| e.path().extension().is_some_and(|x| x == "stdout"))
                .count()
        })
        .unwrap_or(0);
    let keep = 3 * fixtures.max(1);
    if objects.len() <= keep {
        return;
    }
    let used = |p: &PathBuf| std::fs::metadata(p).and_then(|m| m.modified()).ok();
    objects.sort_by_cached_key(|p| std::cmp::Reverse(used(p)));
    for o in &objects[keep..] {
        let _ = std::fs::remove_file(o);
    }
}

/// The runtime library this test run links fixtures with: the one
/// `KILN_RUNTIME_LIB` names (scripts/check-lean-runtime runs the suite
/// with the lean library), or else the newest `libkiln_runtime-*.a` that
/// cargo built beside the test binary (`target/<profile>/deps`). `cargo
/// test` builds it there but does not copy it to `target/<profile>/`,
/// where `kiln` looks, so that copy is stale or absent (on a clean clone)
/// unless `cargo build` ran too.
fn runtime_lib() -> Option<PathBuf> {
    static LIB: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    LIB.get_or_init(|| {
        if let Some(lib) = std::env::var_os("KILN_RUNTIME_LIB") {
            return Some(PathBuf::from(lib));
        }
        let exe = std::env::current_exe().ok()?;
        kiln_codegen::driver::runtime::newest_built_in(exe.parent()?)
            .or_else(|| kiln_codegen::driver::runtime::find().ok())
    })
    .clone()
}

/// Builds a fixture (or reuses the cached executable).
pub fn build(ts: &Path) -> Result<PathBuf, String> {
    prune_stale_cache();
    let source = std::fs::read_to_string(ts).map_err(|e| format!("read {}: {e}", ts.display()))?;
    let opts = kiln_codegen::driver::Options {
        opt_level: 1,
        cache_dir: Some(cache_dir()),
        runtime_lib: runtime_lib(),
        link_all: false,
        // The suite's cache holds every fixture; prune_stale_cache bounds it.
        cache_max_bytes: kiln_codegen::driver::CacheCap::None,
        strip: false,
        pgo: None,
        layout: true,
        // The lean run (scripts/check-lean-runtime) links the objects the
        // debug run compiled: compiling a fixture's C took 0.32 s and
        // linking it 0.11 s (38 fixtures, -O1), of a run of 4.1 minutes.
        object_cache: true,
        // KILN_SPLIT_BYTES (e.g. 1) builds every fixture in several units.
        ..kiln_codegen::driver::Options::default()
    };
    let rel = ts.strip_prefix(root()).unwrap_or(ts);
    kiln_codegen::driver::build_cached(rel, &source, &opts).map_err(|e| e.to_string())
}

pub struct Run {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub status: Option<i32>,
    pub timed_out: bool,
}

/// Runs an executable with extra environment variables and a time limit.
pub fn run(exe: &Path, env: &[(&str, &str)], limit: Duration) -> Run {
    run_with_stdin(exe, env, limit, None)
}

/// [`run`] with a file as stdin.
pub fn run_with_stdin(
    exe: &Path,
    env: &[(&str, &str)],
    limit: Duration,
    stdin: Option<&Path>,
) -> Run {
    let mut cmd = Command::new(exe);
    // Local time is UTC unless the caller names a zone (as the oracle runs
    // node).
    cmd.env("TZ", "UTC");
    let input = match stdin {
        Some(p) => Stdio::from(
            std::fs::File::open(p).unwrap_or_else(|e| panic!("open {}: {e}", p.display())),
        ),
        None => Stdio::null(),
    };
    cmd.stdin(input)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("spawn {}: {e}", exe.display()));
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out_pipe.read_to_end(&mut v);
        v
    });
    let err_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err_pipe.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            timed_out = true;
            break child.wait().expect("wait");
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Run {
        stdout: out_reader.join().unwrap(),
        stderr: err_reader.join().unwrap(),
        status: status.code(),
        timed_out,
    }
}

/// Drops stack-frame lines (four spaces, `at `): the only normalisation the
/// fixture comparison allows.
pub fn normalize(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len());
    for line in bytes.split_inclusive(|&b| b == b'\n') {
        if !line.starts_with(b"    at ") {
            out.extend_from_slice(line);
        }
    }
    out
}

/// Compares a run with the fixture's expectation; the error describes the
/// first difference with some context.
pub fn compare(f: &Fixture, r: &Run) -> Result<(), String> {
    let mut problems = String::new();
    if r.timed_out {
        problems.push_str("timed out\n");
    }
    if r.status != Some(f.status) {
        problems.push_str(&format!(
            "exit status {:?}, expected {}\n",
            r.status, f.status
        ));
    }
    let (want, got) = (normalize(&f.stdout), normalize(&r.stdout));
    if want != got {
        problems.push_str(&diff(&want, &got));
    }
    if let Some(line) = &f.error
        && !String::from_utf8_lossy(&r.stderr)
            .lines()
            .any(|l| l == line)
    {
        problems.push_str(&format!("stderr lacks node's line {line:?}\n"));
    }
    if problems.is_empty() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&r.stderr);
    let stderr: String = stderr
        .lines()
        .take(8)
        .map(|l| format!("  stderr| {l}\n"))
        .collect();
    Err(format!("{problems}{stderr}"))
}

/// The first differing line of two outputs, with two lines of context.
pub fn diff(want: &[u8], got: &[u8]) -> String {
    let w: Vec<&[u8]> = want.split(|&b| b == b'\n').collect();
    let g: Vec<&[u8]> = got.split(|&b| b == b'\n').collect();
    let first = (0..w.len().max(g.len()))
        .find(|&i| w.get(i) != g.get(i))
        .unwrap_or(0);
    let mut s = format!(
        "stdout differs from line {} (expected {} bytes, got {}):\n",
        first + 1,
        want.len(),
        got.len()
    );
    let from = first.saturating_sub(2);
    for i in from..(first + 3) {
        let show = |l: Option<&&[u8]>| l.map(|l| String::from_utf8_lossy(l).into_owned());
        match (show(w.get(i)), show(g.get(i))) {
            (Some(a), Some(b)) if a == b => s.push_str(&format!("   {a}\n")),
            (a, b) => {
                if let Some(a) = a {
                    s.push_str(&format!("  -{a}\n"));
                }
                if let Some(b) = b {
                    s.push_str(&format!("  +{b}\n"));
                }
            }
        }
    }
    s
}

/// Runs `job` over the items on all cores; returns the failures' messages.
pub fn parallel<T: Sync>(
    items: &[T],
    job: impl Fn(&T) -> Result<(), String> + Sync,
) -> Vec<String> {
    let next = Mutex::new(0usize);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = {
                        let mut n = next.lock().unwrap();
                        let i = *n;
                        *n += 1;
                        i
                    };
                    let Some(item) = items.get(i) else { break };
                    if let Err(e) = job(item) {
                        failures.lock().unwrap().push(e);
                    }
                }
            });
        }
    });
    let mut f = failures.into_inner().unwrap();
    f.sort();
    f
}
