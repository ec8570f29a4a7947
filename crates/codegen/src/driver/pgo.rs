//! Profile-guided builds (`kiln build --pgo`): the program is built
//! instrumented (`-fprofile-generate`), run once as the training run, and
//! built again with the profile it wrote (`-fprofile-use`).
//!
//! A profile is valid only for the C it was made from, compiled the same
//! way, so it is keyed by that C, the options, the compiler and the training
//! run's inputs ([`profile_key`]). It lives in the build cache under that key
//! (a rebuild of unchanged C, by `kiln run --pgo` then `kiln build --pgo`
//! or after kiln itself was rebuilt, trains nothing); `--pgo-profile FILE`
//! also keeps it in FILE, with the key in a first line, and a FILE whose key
//! is not this build's is stale: kiln says so and trains again, never uses it.

use super::cc::{self, Compiler};
use super::{BuildError, Options, cache, progress};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// What `--pgo` and its options asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pgo {
    /// The training run's arguments (`--pgo-args '…'`).
    pub args: Vec<OsString>,
    /// The training run's standard input (`--pgo-stdin FILE`); empty
    /// without it.
    pub stdin: Option<PathBuf>,
    /// A profile to reuse, or to keep once trained (`--pgo-profile FILE`).
    pub profile: Option<PathBuf>,
    /// Lets the training run's output reach the terminal
    /// (`--pgo-show-output`); otherwise it is shown only if the run fails.
    pub show_output: bool,
}

/// The first line of a kept profile: this, a space, and the profile's key.
const HEADER: &str = "kiln-pgo-profile";

/// Lines of a failed training run's stderr the error quotes.
const QUOTED_LINES: usize = 20;

/// What a profile depends on beyond the build's own key: the training
/// run's standard input, by content (its arguments are hashed as given).
pub fn hash_inputs(pgo: &Pgo, bytes: &mut dyn FnMut(&[u8])) {
    bytes(b"pgo");
    for a in &pgo.args {
        bytes(a.as_encoded_bytes());
    }
    match &pgo.stdin {
        Some(p) => {
            bytes(&std::fs::read(p).unwrap_or_else(|_| p.as_os_str().as_encoded_bytes().to_vec()))
        }
        None => bytes(b""),
    }
}

/// The key a profile is valid under: the C, how it is compiled, and what
/// the training run was given.
fn profile_key(c: &str, compiler: &Compiler, opts: &Options, pgo: &Pgo) -> String {
    let mut h = cache::Hasher::new();
    h.bytes(c.as_bytes());
    h.bytes(&[opts.opt_level]);
    h.bytes(compiler.path.as_os_str().as_encoded_bytes());
    cache::file_identity(&mut h, &compiler.path);
    for a in &compiler.args {
        h.bytes(a.as_bytes());
    }
    for var in ["CC", "CFLAGS"] {
        h.bytes(std::env::var_os(var).unwrap_or_default().as_encoded_bytes());
    }
    hash_inputs(pgo, &mut |b| h.bytes(b));
    h.hex()
}

/// Builds `c` to `out` guided by a profile: reused from `--pgo-profile`
/// or the cache when its key is this build's, else made by a training run
/// of `program` (the source's path, the training run's `argv[1]`).
#[allow(
    clippy::too_many_arguments,
    reason = "compile_and_link's parts, and the training run's"
)]
pub fn build(
    compiler: &Compiler,
    c: &str,
    runtime: &Path,
    work: &Path,
    out: &Path,
    opts: &Options,
    pgo: &Pgo,
    program: &Path,
) -> Result<(), BuildError> {
    if !compiler.is_gcc {
        return Err(BuildError::Other(format!(
            "`--pgo` needs gcc, and the C compiler `{}` is not gcc (clang's profiles need llvm-profdata); set CC=gcc",
            compiler.path.display()
        )));
    }
    // gcc writes the profile where the object was when it was compiled.
    let work = std::path::absolute(work)
        .map_err(|e| BuildError::Other(format!("cannot resolve {}: {e}", work.display())))?;
    let key = profile_key(c, compiler, opts, pgo);
    let cached = cache_path(opts, &key);
    let profile = match kept(pgo, &key)? {
        Some(p) => p,
        None => match std::fs::read(&cached) {
            Ok(p) => p,
            Err(_) => train(compiler, c, runtime, &work, opts, pgo, program)?,
        },
    };
    let gcda = work.join("program.gcda");
    write(&gcda, &profile)?;
    progress::phase("running the C compiler, with the profile, on");
    // A missing profile is an error, not a silently plain build.
    cc::compile_then_link(
        compiler,
        c,
        runtime,
        &work,
        out,
        opts,
        &["-fprofile-use", "-Werror=missing-profile"],
    )?;
    if let Some(parent) = cached.parent() {
        let _ = std::fs::create_dir_all(parent);
        let _ = std::fs::write(&cached, &profile);
    }
    if let Some(file) = &pgo.profile {
        let mut bytes = format!("{HEADER} {key}\n").into_bytes();
        bytes.extend_from_slice(&profile);
        write(file, &bytes)?;
    }
    Ok(())
}

/// The cache's copy of the profile for `key`: a directory of its own in
/// the `pgo` shard, so that the cache's eviction treats it as an entry.
fn cache_path(opts: &Options, key: &str) -> PathBuf {
    cache::dir_for(opts)
        .join("pgo")
        .join(key)
        .join("program.gcda")
}

/// The profile `--pgo-profile` names, if it exists and is this build's.
fn kept(pgo: &Pgo, key: &str) -> Result<Option<Vec<u8>>, BuildError> {
    let Some(file) = &pgo.profile else {
        return Ok(None);
    };
    let bytes = match std::fs::read(file) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(BuildError::Other(format!(
                "cannot read the profile {}: {e}",
                file.display()
            )));
        }
    };
    let newline = bytes.iter().position(|&b| b == b'\n');
    let header = newline.map(|n| String::from_utf8_lossy(&bytes[..n]));
    let Some(header) = header.filter(|h| h.starts_with(HEADER)) else {
        return Err(BuildError::Other(format!(
            "{} is not a profile kiln wrote (`--pgo-profile` names a file kiln keeps the profile in)",
            file.display()
        )));
    };
    if header[HEADER.len()..].trim() != key {
        eprintln!(
            "kiln: {} is the profile of another build (the program, its training input, kiln or the C compiler changed): training again",
            file.display()
        );
        return Ok(None);
    }
    Ok(newline.map(|n| bytes[n + 1..].to_vec()))
}

/// Builds the program instrumented, runs it once and returns the profile
/// it wrote.
fn train(
    compiler: &Compiler,
    c: &str,
    runtime: &Path,
    work: &Path,
    opts: &Options,
    pgo: &Pgo,
    program: &Path,
) -> Result<Vec<u8>, BuildError> {
    progress::phase("building, instrumented,");
    let instrumented = work.join("program-instrumented");
    cc::compile_then_link(
        compiler,
        c,
        runtime,
        work,
        &instrumented,
        opts,
        &["-fprofile-generate", "-fprofile-update=single"],
    )?;
    let gcda = work.join("program.gcda");
    let _ = std::fs::remove_file(&gcda);
    progress::phase("training");
    let mut cmd = Command::new(&instrumented);
    cmd.args(&pgo.args)
        .env_remove("GCOV_PREFIX")
        .env_remove("GCOV_PREFIX_STRIP");
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.arg0(program.as_os_str());
    }
    match &pgo.stdin {
        Some(p) => {
            let f = std::fs::File::open(p).map_err(|e| {
                BuildError::Other(format!(
                    "cannot read the training input {}: {e}",
                    p.display()
                ))
            })?;
            cmd.stdin(f);
        }
        None => {
            cmd.stdin(Stdio::null());
        }
    }
    if pgo.show_output {
        cmd.stdout(Stdio::inherit()).stderr(Stdio::inherit());
    }
    let run = cmd.output().map_err(|e| {
        BuildError::Other(format!(
            "cannot run the training build of {}: {e}",
            program.display()
        ))
    })?;
    if !run.status.success() {
        let stderr = String::from_utf8_lossy(&run.stderr);
        let lines: Vec<&str> = stderr.lines().collect();
        let quoted: String = lines[lines.len().saturating_sub(QUOTED_LINES)..]
            .iter()
            .map(|l| format!("  | {l}\n"))
            .collect();
        return Err(BuildError::Other(format!(
            "the training run of {} failed ({}); a profile-guided build needs a run that succeeds: give it arguments (`--pgo-args '…'`) or input (`--pgo-stdin FILE`)\n{quoted}",
            program.display(),
            run.status
        )));
    }
    std::fs::read(&gcda).map_err(|e| {
        BuildError::Other(format!(
            "the training run of {} wrote no profile ({}: {e})",
            program.display(),
            gcda.display()
        ))
    })
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), BuildError> {
    std::fs::write(path, bytes)
        .map_err(|e| BuildError::Other(format!("cannot write {}: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pgo(profile: &Path) -> Pgo {
        Pgo {
            profile: Some(profile.to_path_buf()),
            ..Pgo::default()
        }
    }

    #[test]
    fn a_kept_profile_is_used_only_under_its_key() {
        let dir = std::env::temp_dir().join(format!("kiln-pgo-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("app.profile");
        assert_eq!(kept(&pgo(&file), "k1").unwrap(), None, "absent: train");
        std::fs::write(&file, format!("{HEADER} k1\n\x00\x01gcda")).unwrap();
        assert_eq!(
            kept(&pgo(&file), "k1").unwrap(),
            Some(b"\x00\x01gcda".to_vec())
        );
        assert_eq!(kept(&pgo(&file), "k2").unwrap(), None, "stale: train");
        std::fs::write(&file, "not a profile").unwrap();
        assert!(
            kept(&pgo(&file), "k1").is_err(),
            "never overwrite a stranger's file"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
