//! The driver: source file → C → executable, with the executable cache that
//! lets `kiln run` skip the C compiler for an unchanged program.

pub mod cache;
pub mod cc;
pub mod pgo;
mod progress;
pub mod runtime;

use crate::diagnostics::Diagnostic;
use crate::modules::SourceFile;
use std::path::{Path, PathBuf};

/// Why a build failed, as the user should read it.
#[derive(Debug)]
pub enum BuildError {
    /// The program has errors; each is rendered with its source excerpt.
    Diagnostics(String),
    /// Anything else (I/O, the C compiler, the runtime library).
    Other(String),
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Diagnostics(s) | BuildError::Other(s) => f.write_str(s),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Options {
    /// The C compiler's optimisation level (0..=3).
    pub opt_level: u8,
    /// The executable cache (default: [`cache::dir`]).
    pub cache_dir: Option<PathBuf>,
    /// The runtime library (default: [`runtime::find`]).
    pub runtime_lib: Option<PathBuf>,
    /// Link every optional built-in group, not only those the source names
    /// (`--link-all`; see [`crate::link`]).
    pub link_all: bool,
    /// The executable cache's size cap ([`cache::evict`]).
    pub cache_max_bytes: CacheCap,
    /// Strip the executable's symbol table (`kiln build` without
    /// `--debug`); `kiln run` and the tests keep it, so that a runtime
    /// panic's backtrace names its functions.
    pub strip: bool,
    /// A profile-guided build (`--pgo`): trained by running the program.
    pub pgo: Option<pgo::Pgo>,
    /// Layout control of the generated code: cold code apart, function
    /// sections (see `cc::LAYOUT`). Off only for an A/B measurement
    /// (`KILN_LAYOUT=0`, bench/layout).
    pub layout: bool,
    /// How many C compilers may run at once (`--jobs`): a program with
    /// more C than `split_bytes` a unit is that many translation units,
    /// compiled in parallel ([`crate::emit::CProgram::units`]).
    pub jobs: usize,
    /// The least C a unit of a split program gets (`KILN_SPLIT_BYTES`).
    pub split_bytes: usize,
    /// Keep each translation unit's object in the cache (`objects/`),
    /// keyed by its C, the blobs, the compiler and the flags, and reuse
    /// it: a build that differs only in the runtime library links without
    /// compiling. The test suite sets it: scripts/test builds its fixtures
    /// three times (the fixture run and the GC sweep, each test binary a
    /// key of its own, and the run linked with the lean runtime).
    pub object_cache: bool,
}

/// [`Options::split_bytes`] by default. A unit costs its share of the C
/// plus everything every unit holds (kiln.h, the strings and caches), and
/// calls between units are not inlined: below twice this much C in its
/// functions a program stays one unit, the fastest code (every bench/
/// program is under 0.27 MB of C; `bench/compile modules` of 100
/// modules, 1.6 MB, is two units: 9.8 s as one, 7.1 s as two on two
/// cores).
const SPLIT_BYTES: usize = 512 << 10;

/// How big [`build_cached`] lets its cache grow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheCap {
    /// `KILN_CACHE_MAX_MB`, else [`cache::DEFAULT_MAX_BYTES`].
    FromEnv,
    Bytes(u64),
    /// No cap (the test suite's cache, which its own run prunes).
    None,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            opt_level: 2,
            cache_dir: None,
            runtime_lib: None,
            link_all: false,
            cache_max_bytes: CacheCap::FromEnv,
            strip: false,
            pgo: None,
            layout: std::env::var_os("KILN_LAYOUT").is_none_or(|v| v != "0"),
            jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
            split_bytes: std::env::var("KILN_SPLIT_BYTES")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(SPLIT_BYTES),
            object_cache: false,
        }
    }
}

/// Reads a source file; the error names the path.
pub fn read_source(path: &Path) -> Result<String, BuildError> {
    let bytes = std::fs::read(path)
        .map_err(|e| BuildError::Other(format!("cannot read {}: {e}", path.display())))?;
    String::from_utf8(bytes)
        .map_err(|_| BuildError::Other(format!("{} is not UTF-8 text", path.display())))
}

/// Each diagnostic with its file's excerpt, in file order, then the count.
fn render(diags: &[Diagnostic], files: &[SourceFile]) -> String {
    let mut sorted: Vec<&Diagnostic> = diags.iter().collect();
    sorted.sort_by_key(|d| (d.file, d.start, d.end));
    sorted.dedup_by(|a, b| a == b);
    let mut out = String::new();
    for d in &sorted {
        let f = &files[(d.file as usize).min(files.len() - 1)];
        out.push_str(&d.render(&f.name, &f.text));
        out.push('\n');
    }
    let n = sorted.len();
    out.push_str(&format!(
        "error: could not compile {} ({n} error{})\n",
        files[0].name,
        if n == 1 { "" } else { "s" }
    ));
    out
}

/// The program's files: the entry, named `path`, and the project files it
/// imports, read from the file system.
pub fn sources(path: &str, source: &str) -> Vec<SourceFile> {
    crate::modules::discover(SourceFile {
        name: path.to_string(),
        text: source.to_string(),
    })
}

/// Compiles TypeScript to the text of a C translation unit.
pub fn to_c(path: &str, source: &str) -> Result<String, BuildError> {
    to_c_with(path, source, false)
}

/// [`to_c`], linking every optional built-in group when `link_all`.
pub fn to_c_with(path: &str, source: &str, link_all: bool) -> Result<String, BuildError> {
    files_to_c(&sources(path, source), link_all)
}

/// [`to_c_with`] of files already read (the entry first; imports resolve
/// among them by name, without the file system).
pub fn files_to_c(files: &[SourceFile], link_all: bool) -> Result<String, BuildError> {
    files_to_c_parts(files, link_all, false).map(|p| p.text())
}

/// The program's C in parts ([`crate::emit::emit_parts`]); the large
/// constant byte strings kept out of it when `blobs`.
fn files_to_c_parts(
    files: &[SourceFile],
    link_all: bool,
    blobs: bool,
) -> Result<crate::emit::CProgram, BuildError> {
    let module = crate::frontend::compile_files(files)
        .map_err(|d| BuildError::Diagnostics(render(&d, files)))?;
    let unit = crate::emit::Unit {
        files,
        script: &script_path(Path::new(&files[0].name)),
        abi_hash: crate::ABI_HASH,
        link_all,
    };
    Ok(crate::emit::emit_parts(&module, &unit, blobs))
}

/// How many translation units a program's C becomes: one per
/// `split_bytes` of its functions' C, at most `jobs`.
fn split_into(program: &crate::emit::CProgram, opts: &Options) -> usize {
    let size: usize = program.items.iter().map(String::len).sum();
    (size / opts.split_bytes.max(1)).clamp(1, opts.jobs.max(1))
}

/// The source's absolute path, as node's `process.argv[1]` shows the
/// script it runs (not resolving links, as `path.resolve` does not).
fn script_path(path: &Path) -> String {
    std::path::absolute(path)
        .unwrap_or_else(|_| path.to_path_buf())
        .display()
        .to_string()
}

/// The IR of a program, as text.
pub fn to_ir(path: &str, source: &str) -> Result<String, BuildError> {
    let files = sources(path, source);
    let module = crate::frontend::compile_files(&files)
        .map_err(|d| BuildError::Diagnostics(render(&d, &files)))?;
    Ok(crate::ir::display::module_to_string(&module))
}

/// The runtime library the options name, or the one [`runtime::find`]s.
fn runtime_lib(opts: &Options) -> Result<PathBuf, BuildError> {
    match &opts.runtime_lib {
        Some(p) => Ok(p.clone()),
        None => runtime::find(),
    }
}

/// Runs one phase of a build, `label` on the progress line; with
/// `KILN_TIMINGS` set, reports its seconds on stderr as
/// `kiln-timing NAME=SECONDS` (bench/compile reads them).
fn timed<T>(name: &str, label: &'static str, f: impl FnOnce() -> T) -> T {
    progress::phase(label);
    if std::env::var_os("KILN_TIMINGS").is_none() {
        return f();
    }
    let start = std::time::Instant::now();
    let r = f();
    eprintln!("kiln-timing {name}={:.3}", start.elapsed().as_secs_f64());
    r
}

/// Builds an executable at `out`, through the cache: an identical build
/// (same source, options, compiler and runtime) is a copy.
pub fn build(path: &Path, source: &str, out: &Path, opts: &Options) -> Result<(), BuildError> {
    let exe = build_cached(path, source, opts)?;
    // A copy beside `out`, then a rename: `out` may be running (a copy
    // over it would fail with ETXTBSY) or be left half-written.
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    let tmp = out.with_file_name(format!(".{name}.kiln-{}", std::process::id()));
    let cannot =
        |e: std::io::Error| BuildError::Other(format!("cannot write {}: {e}", out.display()));
    std::fs::copy(&exe, &tmp).map_err(cannot)?;
    std::fs::rename(&tmp, out).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        cannot(e)
    })
}

/// Builds (or finds in the cache) the executable for `path` and returns it.
pub fn build_cached(path: &Path, source: &str, opts: &Options) -> Result<PathBuf, BuildError> {
    let runtime = runtime_lib(opts)?;
    let max = match opts.cache_max_bytes {
        CacheCap::FromEnv => cache::max_bytes()?,
        CacheCap::Bytes(b) => Some(b),
        CacheCap::None => None,
    };
    let files = sources(&path.display().to_string(), source);
    // The absolute path: the executable holds it (`process.argv[1]`).
    let key = cache::key(&files, &script_path(path), &runtime, opts);
    let exe = cache::entry(&key, opts)?;
    // `--pgo-profile FILE` with no FILE yet asks for one: the build that
    // writes it is not skipped.
    let profile_wanted = opts
        .pgo
        .as_ref()
        .and_then(|p| p.profile.as_ref())
        .is_some_and(|f| !f.exists());
    if exe.exists() && !profile_wanted {
        cache::touch(&exe);
        return Ok(exe);
    }
    let _progress = progress::Line::start(path);
    // Found once (finding it runs it). The work directory is under the
    // cache's, which decides whether the assembler can be pointed at it.
    // No C compiler is an error after the program's own diagnostics.
    let compiler = cc::Compiler::find();
    let blobs = compiler
        .as_ref()
        .is_ok_and(|cc| cc.keeps_blobs(&cache::dir_for(opts)));
    let program = timed("compile", "compiling to C", || {
        files_to_c_parts(&files, opts.link_all, blobs)
    })?;
    let compiler = compiler?;
    let work = cache::work_dir(opts)?;
    for (i, b) in program.blobs.iter().enumerate() {
        let f = work.join(crate::emit::blob_file(i));
        std::fs::write(&f, b)
            .map_err(|e| BuildError::Other(format!("cannot write {}: {e}", f.display())))?;
    }
    let tmp_exe = work.join("program");
    let built = timed("cc", "running the C compiler on", || match &opts.pgo {
        // One unit: gcc names a profile after its object.
        Some(p) => pgo::build(
            &compiler,
            &program.text(),
            &runtime,
            &work,
            &tmp_exe,
            opts,
            p,
            path,
        ),
        None => {
            let units = program.units(split_into(&program, opts));
            let objects = opts.object_cache.then(|| cc::Objects {
                dir: cache::dir_for(opts).join(cache::OBJECTS),
                blobs: &program.blobs,
            });
            let (rt, out) = (&runtime, &tmp_exe);
            cc::compile_and_link(&compiler, &units, rt, &work, out, opts, objects.as_ref())
        }
    })
    .and_then(|()| {
        std::fs::rename(&tmp_exe, &exe)
            .map_err(|e| BuildError::Other(format!("cannot store {}: {e}", exe.display())))
    });
    if built.is_ok() {
        let _ = std::fs::remove_dir_all(&work);
    }
    cache::evict(opts, max);
    built.map(|()| exe)
}
