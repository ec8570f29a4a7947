//! The system C compiler, found the way the `cc` crate finds it (so `CC` is
//! honoured), and the one command that compiles and links a program.

use super::{BuildError, Options};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

/// Libraries the Rust standard library inside the runtime needs on this
/// target (what `rustc --print native-static-libs` lists).
#[cfg(target_os = "linux")]
const NATIVE_LIBS: &[&str] = &["-lm", "-lpthread", "-ldl", "-lrt", "-lutil"];
#[cfg(target_os = "macos")]
const NATIVE_LIBS: &[&str] = &["-lm", "-lSystem", "-liconv"];
#[cfg(not(any(target_os = "linux", target_os = "macos")))]
const NATIVE_LIBS: &[&str] = &["-lm", "-lpthread"];

#[cfg(target_os = "macos")]
const GC_SECTIONS: &str = "-Wl,-dead_strip";
#[cfg(not(target_os = "macos"))]
const GC_SECTIONS: &str = "-Wl,--gc-sections";

/// Linux executables are not position-independent: a PIE's dynamic
/// relocations (every function pointer in the runtime's tables) were
/// 250 KB of a 2.2 MB hello world; instruction counts are unchanged
/// (bench/richards under callgrind: 6 696 446 882 vs 6 696 311 021).
#[cfg(target_os = "linux")]
const LINK_MODE: &[&str] = &["-no-pie"];
#[cfg(not(target_os = "linux"))]
const LINK_MODE: &[&str] = &[];

/// JavaScript has no tail calls: `return f(n + 1)` recursing without end
/// must exhaust the stack and throw node's RangeError. At -O2 the C
/// compiler turns such a call into a jump (and self-recursion into a
/// loop), the native stack stops growing, the overflow check at function
/// entry never fires, and the program spins for ever
/// (`test-files/exc_stack_overflow.ts` under `kiln run`).
const NO_TAIL_CALLS: &str = "-fno-optimize-sibling-calls";

/// A runtime entry point the generated C calls without kiln.h declaring
/// it is a kiln bug: C would assume it returns an `int`, and the program
/// would get a truncated value (a tagged template's object did, once).
const NO_IMPLICIT_DECLARATIONS: &str = "-Werror=implicit-function-declaration";

/// The emitted C is compiled without `-g`; the only debug information an
/// executable could carry is the runtime library's. The debug runtime the
/// test suite links (opt-level 2, full DWARF) put 35 MB of it into every
/// fixture executable: 22 GB for the suite's cache, and a CI disk full
/// before the last fixture linked. The symbol table stays, so a runtime
/// panic's backtrace still names its functions.
const STRIP_DEBUG: &str = "-Wl,-S";

/// Layout control of the generated code (`Options::layout`): each function
/// in a section of its own, so that the linker's `--gc-sections` drops the
/// unused ones and keeps the cold ones (`KL_COLD`, gcc's `.cold` parts)
/// apart from the hot text.
const LAYOUT: &[&str] = &["-ffunction-sections", "-fdata-sections"];

/// Without it (`KILN_LAYOUT=0`): kiln.h's cold attributes off, and gcc's
/// hot/cold splitting of functions too.
const NO_LAYOUT: &[&str] = &["-DKL_NO_LAYOUT"];
const GCC_NO_LAYOUT: &[&str] = &["-fno-reorder-blocks-and-partition"];

/// `kiln build`'s executables lose their symbol table too (hello world
/// 0.5 MB as the README gives it, not 0.6 MB), unless `--debug`.
#[cfg(target_os = "macos")]
const STRIP_ALL: &str = "-Wl,-x";
#[cfg(not(target_os = "macos"))]
const STRIP_ALL: &str = "-s";

#[derive(Clone, Debug)]
pub struct Compiler {
    pub path: PathBuf,
    /// Target flags the `cc` crate chose.
    pub args: Vec<String>,
    /// GCC itself (not clang posing as `cc`): its profiles are what
    /// `--pgo` knows how to make and use.
    pub is_gcc: bool,
}

impl Compiler {
    pub fn find() -> Result<Compiler, BuildError> {
        let tool = cc::Build::new()
            .target(env!("KILN_TARGET"))
            .host(env!("KILN_HOST"))
            .opt_level(2)
            .debug(false)
            .warnings(false)
            .cargo_metadata(false)
            .cargo_warnings(false)
            .try_get_compiler()
            .map_err(|e| {
                BuildError::Other(format!(
                    "cannot find a C compiler: {e}. Install gcc or clang, or set CC."
                ))
            })?;
        // The optimisation and debug flags are kiln's to choose.
        let args = tool
            .args()
            .iter()
            .map(|a| a.to_string_lossy().into_owned())
            .filter(|a| !a.starts_with("-O") && a != "-g" && !a.starts_with("-gdwarf"))
            .collect();
        Ok(Compiler {
            path: tool.path().to_path_buf(),
            args,
            is_gcc: tool.is_like_gnu() && !tool.is_like_clang(),
        })
    }

    /// Whether the C may include blobs (kiln.h `KL_INCBIN`) from `work`
    /// (or a directory under it): an ELF target, gcc's assembler, and a
    /// directory `-Wa,-I` can name (no comma, which would split the option).
    pub fn keeps_blobs(&self, work: &Path) -> bool {
        cfg!(target_os = "linux") && self.is_gcc && assembler_dir(work).is_some()
    }

    /// The compiler with kiln's flags for one translation unit.
    fn command(&self, work: &Path, opts: &Options) -> Command {
        let mut cmd = Command::new(&self.path);
        cmd.args(&self.args)
            .arg("-std=c11")
            .arg(format!("-O{}", opts.opt_level.min(3)))
            .arg(NO_TAIL_CALLS)
            .arg(NO_IMPLICIT_DECLARATIONS)
            .arg("-I")
            .arg(work);
        if let Some(dir) = assembler_dir(work).filter(|_| self.keeps_blobs(work)) {
            cmd.arg(format!("-Wa,-I{dir}"));
        }
        if opts.layout {
            cmd.args(LAYOUT);
        } else {
            cmd.args(NO_LAYOUT);
            if self.is_gcc {
                cmd.args(GCC_NO_LAYOUT);
            }
        }
        cmd
    }

    /// Runs `cmd`; a failure's message quotes the compiler and points at
    /// the C kept in `source`.
    fn run(&self, cmd: Command, source: &Path) -> Result<(), BuildError> {
        let child = self.spawn(cmd, source)?;
        self.finish(child, source)
    }

    /// Starts `cmd`, its output captured.
    fn spawn(&self, mut cmd: Command, source: &Path) -> Result<Child, BuildError> {
        cmd.stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| {
                BuildError::Other(format!(
                    "cannot run the C compiler `{}`: {e}\n  Install gcc or clang, or set CC to a C compiler.\n  The generated C is kept in {}",
                    self.path.display(),
                    source.display()
                ))
            })
    }

    /// Waits for a compiler [`Self::spawn`] started; a failure's message
    /// quotes it and points at the C kept in `source`.
    fn finish(&self, child: Child, source: &Path) -> Result<(), BuildError> {
        let output = child.wait_with_output().map_err(|e| {
            BuildError::Other(format!(
                "cannot wait for the C compiler `{}`: {e}",
                self.path.display()
            ))
        })?;
        if !output.status.success() {
            return Err(BuildError::Other(format!(
                "the C compiler `{}` failed ({}):\n{}{}\n  The generated C is kept in {}",
                self.path.display(),
                output.status,
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr),
                source.display()
            )));
        }
        Ok(())
    }
}

/// `work`'s absolute path, if `-Wa,-I` can name it.
fn assembler_dir(work: &Path) -> Option<String> {
    let dir = std::path::absolute(work).ok()?.to_str()?.to_string();
    (!dir.contains(',')).then_some(dir)
}

/// The link step's arguments after the objects: the runtime, the system
/// libraries it needs, and the executable's form.
fn link_args(cmd: &mut Command, runtime: &Path, out: &Path, opts: &Options) {
    cmd.arg(runtime)
        .args(NATIVE_LIBS)
        .arg(GC_SECTIONS)
        .arg(if opts.strip { STRIP_ALL } else { STRIP_DEBUG })
        .args(LINK_MODE)
        .arg("-o")
        .arg(out);
}

/// Writes `kiln.h` and the C text into `work` as `name`; returns the C
/// file's path.
fn write_sources(c: &str, work: &Path, name: &str) -> Result<PathBuf, BuildError> {
    let io = |what: &Path, e: std::io::Error| {
        BuildError::Other(format!("cannot write {}: {e}", what.display()))
    };
    let header = work.join("kiln.h");
    std::fs::write(&header, crate::KILN_H).map_err(|e| io(&header, e))?;
    let source = work.join(name);
    std::fs::write(&source, c).map_err(|e| io(&source, e))?;
    Ok(source)
}

/// Where [`compile_and_link`] keeps and finds objects
/// ([`super::Options::object_cache`]).
pub struct Objects<'a> {
    pub dir: PathBuf,
    /// The files the C may include (kiln.h `KL_INCBIN`): in every key.
    pub blobs: &'a [Vec<u8>],
}

impl Objects<'_> {
    /// The cached object of the unit `c` built by `compiler` with `opts`'
    /// flags.
    fn path(&self, compiler: &Compiler, c: &str, opts: &Options) -> PathBuf {
        let mut h = super::cache::Hasher::new();
        h.bytes(c.as_bytes());
        for b in self.blobs {
            h.bytes(b);
        }
        h.bytes(crate::KILN_H.as_bytes());
        h.bytes(compiler.path.as_os_str().as_encoded_bytes());
        // The file it names (`cc` is found on PATH): another compiler
        // installed there makes other objects.
        let resolved = if compiler.path.components().count() > 1 {
            Some(compiler.path.clone())
        } else {
            std::env::var_os("PATH").and_then(|p| {
                std::env::split_paths(&p)
                    .map(|d| d.join(&compiler.path))
                    .find(|f| f.is_file())
            })
        };
        if let Some(f) = resolved {
            super::cache::file_identity(&mut h, &f);
        }
        for a in &compiler.args {
            h.bytes(a.as_bytes());
        }
        for var in ["CC", "CFLAGS"] {
            h.bytes(std::env::var_os(var).unwrap_or_default().as_encoded_bytes());
        }
        h.bytes(&[opts.opt_level, u8::from(opts.layout)]);
        self.dir.join(format!("{}.o", h.hex()))
    }
}

/// Writes `kiln.h` and the C of each translation unit into `work`, then
/// compiles and links the program to `out`: one unit in one command;
/// several, each to an object by a C compiler of its own, all at once,
/// then linked. With `objects`, each unit is compiled to an object unless
/// the cache has it, and a compiled one is added to the cache. On failure
/// the C stays in `work` and the error says where.
pub fn compile_and_link(
    compiler: &Compiler,
    units: &[String],
    runtime: &Path,
    work: &Path,
    out: &Path,
    opts: &Options,
    objects: Option<&Objects>,
) -> Result<(), BuildError> {
    if let ([c], None) = (units, objects) {
        let source = write_sources(c, work, "program.c")?;
        let mut cmd = compiler.command(work, opts);
        cmd.arg(&source);
        link_args(&mut cmd, runtime, out, opts);
        return compiler.run(cmd, &source);
    }
    let mut running = Vec::new();
    let mut linked = Vec::new();
    for (k, c) in units.iter().enumerate() {
        let cached = objects.map(|o| o.path(compiler, c, opts));
        // A hit is linked from `work` (a hard link: a prune of the cache
        // meanwhile cannot take it away) and marked as used.
        let object = work.join(format!("program{k}.o"));
        if let Some(o) = &cached
            && std::fs::hard_link(o, &object).is_ok()
        {
            super::cache::touch(o);
            linked.push(object);
            continue;
        }
        let source = write_sources(c, work, &format!("program{k}.c"))?;
        let mut cmd = compiler.command(work, opts);
        cmd.arg("-c").arg(&source).arg("-o").arg(&object);
        running.push((
            compiler.spawn(cmd, &source)?,
            source,
            object.clone(),
            cached,
        ));
        linked.push(object);
    }
    // Every compiler is waited for, so that none outlives a failure.
    let mut first_error = None;
    for (child, source, object, cached) in running {
        match compiler.finish(child, &source) {
            Err(e) => {
                first_error.get_or_insert(e);
            }
            // Best effort: a copy beside the entry, then a rename, so that
            // a concurrent build never links a partial object.
            Ok(()) => {
                if let (Some(cached), Some(o)) = (cached, objects)
                    && std::fs::create_dir_all(&o.dir).is_ok()
                {
                    // `work` is this build's own directory.
                    let unique = work.file_name().unwrap_or_default().to_string_lossy();
                    let tmp = cached.with_extension(format!("{unique}.tmp"));
                    if std::fs::copy(&object, &tmp).is_ok() {
                        let _ = std::fs::rename(&tmp, &cached);
                    }
                    let _ = std::fs::remove_file(&tmp);
                }
            }
        }
    }
    if let Some(e) = first_error {
        return Err(e);
    }
    let mut cmd = Command::new(&compiler.path);
    cmd.args(&compiler.args).args(&linked);
    link_args(&mut cmd, runtime, out, opts);
    compiler.run(cmd, work)
}

/// [`compile_and_link`] in two steps, the object `work/program.o`, with
/// `flags` on both: a profile-guided build's, whose profile gcc names after
/// the object (`work/program.gcda`).
pub fn compile_then_link(
    compiler: &Compiler,
    c: &str,
    runtime: &Path,
    work: &Path,
    out: &Path,
    opts: &Options,
    flags: &[&str],
) -> Result<(), BuildError> {
    let source = write_sources(c, work, "program.c")?;
    let object = work.join("program.o");
    let mut cmd = compiler.command(work, opts);
    cmd.args(flags)
        .arg("-c")
        .arg(&source)
        .arg("-o")
        .arg(&object);
    compiler.run(cmd, &source)?;
    let mut cmd = Command::new(&compiler.path);
    cmd.args(&compiler.args).args(flags).arg(&object);
    link_args(&mut cmd, runtime, out, opts);
    compiler.run(cmd, &source)
}
