//! The `kiln` command line.

use crate::driver::pgo::Pgo;
use crate::driver::{self, BuildError, Options};
use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};

pub const USAGE: &str = "\
kiln — an ahead-of-time TypeScript compiler

Usage:
  kiln [run] [-O0|-O1|-O2|-O3] [-j N] [--link-all] [--pgo…] FILE.ts [ARGS...]
                                  compile (cached) and run, as `node FILE`
  kiln build [-O0|-O1|-O2|-O3] [-j N] [--link-all] [--debug] [--pgo…] FILE.ts [-o OUT]
                                  build a native executable (default OUT:
                                  FILE's name without extension, here)
  kiln build --emit c FILE.ts [-o OUT.c]    print or write the generated C
  kiln build --emit ir FILE.ts [-o OUT.ir]  print or write kiln's IR
  kiln --help | --version

FILE may be `-`: the program is read from stdin.

Options:
  -O0 … -O3     the C compiler's optimisation level (default -O2)
  --debug       keep the symbol table in a built executable (it is
                stripped by default; `kiln run` keeps it always)
  -j, --jobs N  compile a large program's C as up to N translation units
                in parallel (default: the number of CPUs; 1 keeps one
                unit, which inlines across all of it)
  --link-all    link every built-in: RegExp, Date, Map/Set/WeakMap/WeakSet
                and String's case mapping, normalize and localeCompare
                are otherwise linked only into programs whose source
                names them
  --pgo         a profile-guided build (gcc): build the program
                instrumented, run it once to train it (no arguments,
                empty stdin, its output hidden unless it fails), then
                build it with the profile; cached like any build
  --pgo-args 'A B'       the training run's arguments (shell-quoted)
  --pgo-stdin FILE       the training run's standard input
  --pgo-profile FILE     keep the profile in FILE, and reuse it while it
                         matches the build (a stale one is retrained)
  --pgo-show-output      let the training run's output through
                (each --pgo-… option implies --pgo)

Environment:
  CC                 the C compiler (default: cc, as the `cc` crate finds it)
  KILN_CACHE_DIR     where `kiln run` caches executables (default ~/.cache/kiln)
  KILN_CACHE_MAX_MB  the cache's size cap, least recently used out first
                     (default 512; 0: no cap)
  KILN_RUNTIME_LIB   the runtime library (default: next to the kiln binary)
  KILN_SPLIT_BYTES   the C a translation unit gets at least before a
                     program is split into several (default 524288)
  KILN_LAYOUT=0      no hot/cold layout control in the generated code
                     (for an A/B measurement of it: bench/layout)
";

#[derive(Debug, PartialEq, Eq)]
pub enum Emit {
    Exe,
    C,
    Ir,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    Help,
    Version,
    Run {
        file: PathBuf,
        opt: u8,
        link_all: bool,
        pgo: Option<Pgo>,
        jobs: Option<usize>,
        args: Vec<OsString>,
    },
    Build {
        file: PathBuf,
        opt: u8,
        link_all: bool,
        /// Keep the symbol table (`--debug`).
        debug: bool,
        pgo: Option<Pgo>,
        /// The C compiler's parallel jobs (`--jobs N`).
        jobs: Option<usize>,
        out: Option<PathBuf>,
        emit: Emit,
    },
}

/// The file name that means "the program is on stdin".
const STDIN: &str = "-";

/// Parses the arguments after the program name. Arguments are OS strings:
/// a path or a program argument need not be UTF-8 (an option must be).
pub fn parse(args: &[OsString]) -> Result<Command, String> {
    let Some(first) = args.first() else {
        return Ok(Command::Help);
    };
    match first.to_str().unwrap_or("") {
        "-h" | "--help" | "help" => Ok(Command::Help),
        "-V" | "--version" => Ok(Command::Version),
        "run" => parse_run(&args[1..]),
        "build" => parse_build(&args[1..]),
        // `kiln app.ts` runs it, as `node app.ts` does.
        a if a == STDIN || is_run_option(a) || !a.starts_with('-') => {
            if !a.is_empty() && looks_like_command(first) {
                return Err(format!(
                    "unknown command `{a}` (and no file of that name to run)"
                ));
            }
            parse_run(args)
        }
        _ => Err(format!("unknown option `{}`", first.to_string_lossy())),
    }
}

fn is_run_option(a: &str) -> bool {
    parse_opt(a).is_some()
        || a == "--link-all"
        || a.starts_with("--pgo")
        || a == "-j"
        || a.starts_with("--jobs")
}

/// Takes `-j N`, `--jobs N` or `--jobs=N` (with N from `value` unless
/// given) into `jobs`; false when `a` is no such option.
fn jobs_option(
    a: &str,
    value: &mut dyn FnMut() -> Option<OsString>,
    jobs: &mut Option<usize>,
) -> Result<bool, String> {
    let n = match a.strip_prefix("--jobs=") {
        Some(n) => n.to_string(),
        None if a == "-j" || a == "--jobs" => value()
            .ok_or(format!("`{a}` needs a number of jobs"))?
            .to_string_lossy()
            .into_owned(),
        None => return Ok(false),
    };
    match n.parse::<usize>() {
        Ok(n) if n > 0 => *jobs = Some(n),
        _ => {
            return Err(format!(
                "`{a}` needs a number of jobs of 1 or more (got `{n}`)"
            ));
        }
    }
    Ok(true)
}

/// Takes a `--pgo…` option (with its value from `value`) into `pgo`;
/// false when `a` is no such option.
fn pgo_option(
    a: &str,
    value: &mut dyn FnMut() -> Option<OsString>,
    pgo: &mut Option<Pgo>,
) -> Result<bool, String> {
    if !a.starts_with("--pgo") {
        return Ok(false);
    }
    let mut need = |what: &str| value().ok_or(format!("`{a}` needs {what}"));
    let p = pgo.get_or_insert_with(Pgo::default);
    match a {
        "--pgo" => {}
        "--pgo-args" => {
            let v = need("the arguments, quoted as one word")?;
            p.args = split_words(&v.to_string_lossy())?;
        }
        "--pgo-stdin" => p.stdin = Some(need("a file")?.into()),
        "--pgo-profile" => p.profile = Some(need("a file")?.into()),
        "--pgo-show-output" => p.show_output = true,
        _ => return Err(format!("unknown option `{a}`")),
    }
    Ok(true)
}

/// Splits `--pgo-args`' one word as a shell would: at blanks, except
/// inside '…' or "…", a backslash escaping the next character.
fn split_words(s: &str) -> Result<Vec<OsString>, String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => words.extend(word.take().map(OsString::from)),
            '\\' => word.get_or_insert_default().extend(chars.next()),
            '\'' | '"' => {
                let w = word.get_or_insert_default();
                loop {
                    match chars.next() {
                        Some(q) if q == c => break,
                        Some('\\') if c == '"' => w.extend(chars.next()),
                        Some(x) => w.push(x),
                        None => return Err(format!("`--pgo-args`: unclosed {c} in {s:?}")),
                    }
                }
            }
            c => word.get_or_insert_default().push(c),
        }
    }
    words.extend(word.map(OsString::from));
    Ok(words)
}

/// A bare word that names no file (`kiln biuld`): a mistyped command
/// rather than a program to run.
fn looks_like_command(a: &OsStr) -> bool {
    let s = a.to_string_lossy();
    !s.contains(['.', '/']) && !s.starts_with('-') && !Path::new(a).exists()
}

fn parse_run(args: &[OsString]) -> Result<Command, String> {
    let (mut opt, mut link_all, mut pgo, mut jobs) = (2, false, None, None);
    let mut i = 0;
    while let Some(a) = args.get(i) {
        let s = a.to_str().unwrap_or("");
        let mut value = || {
            i += 1;
            args.get(i).cloned()
        };
        if pgo_option(s, &mut value, &mut pgo)? || jobs_option(s, &mut value, &mut jobs)? {
            i += 1;
            continue;
        }
        match parse_opt(s) {
            Some(o) => opt = o,
            None if s == "--link-all" => link_all = true,
            None if s == "-h" || s == "--help" => return Ok(Command::Help),
            None if s.starts_with('-') && s != STDIN => {
                return Err(format!("unknown option `{s}` for `kiln run`"));
            }
            None => break,
        }
        i += 1;
    }
    let file = args.get(i).ok_or("`kiln run` needs a file to run")?;
    Ok(Command::Run {
        file: file.into(),
        opt,
        link_all,
        pgo,
        jobs,
        args: args[i + 1..].to_vec(),
    })
}

fn parse_build(args: &[OsString]) -> Result<Command, String> {
    let (mut opt, mut out, mut emit, mut file) = (2, None, Emit::Exe, None);
    let (mut link_all, mut debug, mut pgo, mut jobs) = (false, false, None, None);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let s = a.to_str().unwrap_or("");
        if let Some(o) = parse_opt(s) {
            opt = o;
            continue;
        }
        if pgo_option(s, &mut || it.next().cloned(), &mut pgo)?
            || jobs_option(s, &mut || it.next().cloned(), &mut jobs)?
        {
            continue;
        }
        match s {
            "-h" | "--help" => return Ok(Command::Help),
            "-o" => out = Some(PathBuf::from(it.next().ok_or("`-o` needs a path")?)),
            "--link-all" => link_all = true,
            "--debug" => debug = true,
            "--emit" => {
                emit = match it.next().and_then(|k| k.to_str()) {
                    Some("c") => Emit::C,
                    Some("ir") => Emit::Ir,
                    Some("exe") => Emit::Exe,
                    Some(other) => {
                        return Err(format!(
                            "unknown --emit kind `{other}` (expected c, ir or exe)"
                        ));
                    }
                    None => return Err("`--emit` needs a kind (c, ir or exe)".into()),
                }
            }
            s if s.starts_with('-') && s != STDIN => {
                return Err(format!("unknown option `{s}` for `kiln build`"));
            }
            _ => {
                if file.replace(PathBuf::from(a)).is_some() {
                    return Err("`kiln build` takes one file".into());
                }
            }
        }
    }
    let file: PathBuf = file.ok_or("`kiln build` needs a file to build")?;
    if emit == Emit::Exe && out.is_none() {
        out = Some(default_output(&file)?);
    }
    if emit != Emit::Exe && pgo.is_some() {
        return Err("`--pgo` builds an executable (not with `--emit`)".into());
    }
    Ok(Command::Build {
        file,
        opt,
        link_all,
        debug,
        pgo,
        jobs,
        out,
        emit,
    })
}

/// `kiln build dir/app.ts` writes `./app`, as `go build` and `rustc` name
/// their output after the input, in the current directory.
fn default_output(file: &Path) -> Result<PathBuf, String> {
    if file.as_os_str() == STDIN {
        return Err("`kiln build -` needs `-o OUT` (a program from stdin has no name)".into());
    }
    match file.file_stem() {
        Some(stem) if file.extension().is_some() => Ok(PathBuf::from(stem)),
        _ => Err(format!(
            "`kiln build` needs `-o OUT` for {} (no extension to drop for a default name)",
            file.display()
        )),
    }
}

fn parse_opt(a: &str) -> Option<u8> {
    match a {
        "-O0" => Some(0),
        "-O1" => Some(1),
        "-O2" => Some(2),
        "-O3" => Some(3),
        _ => None,
    }
}

/// The program's source, from the file or (`-`) from stdin, and the name
/// diagnostics give it (node's `[stdin]` for stdin).
fn read_input(file: &Path) -> Result<(String, PathBuf), BuildError> {
    if file.as_os_str() != STDIN {
        return driver::read_source(file).map(|s| (s, file.to_path_buf()));
    }
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)
        .map_err(|e| BuildError::Other(format!("cannot read the program from stdin: {e}")))?;
    let source = String::from_utf8(bytes)
        .map_err(|_| BuildError::Other("the program on stdin is not UTF-8 text".into()))?;
    Ok((source, PathBuf::from("[stdin]")))
}

/// Refuses an output path that is the input file (`kiln build v.ts -o
/// v.ts` would replace the source with the executable).
fn refuse_overwriting(input: &Path, out: &Path) -> Result<(), BuildError> {
    let same = match (std::fs::canonicalize(input), std::fs::canonicalize(out)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if same {
        return Err(BuildError::Other(format!(
            "refusing to write the output over the input {} (choose another `-o`)",
            input.display()
        )));
    }
    Ok(())
}

fn fail(e: BuildError) -> i32 {
    match e {
        BuildError::Diagnostics(s) => eprint!("{s}"),
        BuildError::Other(s) => eprintln!("kiln: error: {s}"),
    }
    1
}

fn write_or_print(out: Option<&Path>, text: &str) -> i32 {
    match out {
        Some(p) => match std::fs::write(p, text) {
            Ok(()) => 0,
            Err(e) => fail(BuildError::Other(format!(
                "cannot write {}: {e}",
                p.display()
            ))),
        },
        None => {
            print!("{text}");
            0
        }
    }
}

/// Runs a command; returns the process exit status.
pub fn main(args: &[OsString]) -> i32 {
    let cmd = match parse(args) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("kiln: error: {e}\n\n{USAGE}");
            return 2;
        }
    };
    match cmd {
        Command::Help => {
            print!("{USAGE}");
            0
        }
        Command::Version => {
            println!("kiln {}", env!("CARGO_PKG_VERSION"));
            0
        }
        Command::Build {
            file,
            opt,
            link_all,
            debug,
            pgo,
            jobs,
            out,
            emit,
        } => {
            if let Some(out) = &out
                && let Err(e) = refuse_overwriting(&file, out)
            {
                return fail(e);
            }
            let (source, name) = match read_input(&file) {
                Ok(s) => s,
                Err(e) => return fail(e),
            };
            let path = name.display().to_string();
            let result = match emit {
                Emit::C => driver::to_c_with(&path, &source, link_all)
                    .map(|c| write_or_print(out.as_deref(), &c)),
                Emit::Ir => {
                    driver::to_ir(&path, &source).map(|ir| write_or_print(out.as_deref(), &ir))
                }
                Emit::Exe => {
                    let out = out.expect("parse names a default output");
                    driver::build(
                        &name,
                        &source,
                        &out,
                        &Options {
                            opt_level: opt,
                            link_all,
                            strip: !debug,
                            pgo,
                            jobs: jobs.unwrap_or(Options::default().jobs),
                            ..Options::default()
                        },
                    )
                    .map(|()| 0)
                }
            };
            result.unwrap_or_else(fail)
        }
        Command::Run {
            file,
            opt,
            link_all,
            pgo,
            jobs,
            args,
        } => {
            let (source, name) = match read_input(&file) {
                Ok(s) => s,
                Err(e) => return fail(e),
            };
            match driver::build_cached(
                &name,
                &source,
                &Options {
                    opt_level: opt,
                    link_all,
                    pgo,
                    jobs: jobs.unwrap_or(Options::default().jobs),
                    ..Options::default()
                },
            ) {
                Ok(exe) => exec(&exe, &file, &args),
                Err(e) => fail(e),
            }
        }
    }
}

/// Replaces this process with the program (so its exit status and signals
/// are the program's own).
fn exec(exe: &Path, file: &Path, args: &[OsString]) -> i32 {
    let mut cmd = std::process::Command::new(exe);
    cmd.args(args);
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.arg0(file.as_os_str());
        let err = cmd.exec();
        fail(BuildError::Other(format!(
            "cannot run {}: {err}",
            exe.display()
        )))
    }
    #[cfg(not(unix))]
    {
        let _ = file;
        match cmd.status() {
            Ok(s) => s.code().unwrap_or(1),
            Err(e) => fail(BuildError::Other(format!(
                "cannot run {}: {e}",
                exe.display()
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<OsString> {
        s.split_whitespace().map(OsString::from).collect()
    }

    #[test]
    fn parses_commands() {
        assert_eq!(parse(&args("--help")), Ok(Command::Help));
        assert_eq!(parse(&[]), Ok(Command::Help));
        assert_eq!(parse(&args("-V")), Ok(Command::Version));
        assert_eq!(
            parse(&args("run -O0 a.ts x -O2")),
            Ok(Command::Run {
                file: "a.ts".into(),
                opt: 0,
                link_all: false,
                pgo: None,
                jobs: None,
                args: args("x -O2")
            })
        );
        assert_eq!(
            parse(&args("run --link-all a.ts --link-all")),
            Ok(Command::Run {
                file: "a.ts".into(),
                opt: 2,
                link_all: true,
                pgo: None,
                jobs: None,
                args: args("--link-all")
            })
        );
        assert_eq!(
            parse(&args("build --emit c a.ts")),
            Ok(Command::Build {
                file: "a.ts".into(),
                opt: 2,
                link_all: false,
                debug: false,
                pgo: None,
                jobs: None,
                out: None,
                emit: Emit::C
            })
        );
        assert_eq!(
            parse(&args("build a.ts --link-all -o a")),
            Ok(Command::Build {
                file: "a.ts".into(),
                opt: 2,
                link_all: true,
                debug: false,
                pgo: None,
                jobs: None,
                out: Some("a".into()),
                emit: Emit::Exe
            })
        );
        assert!(parse(&args("frobnicate")).is_err());
        assert!(parse(&args("run")).is_err());
        assert!(parse(&args("--frobnicate")).is_err());
    }

    #[test]
    fn parses_parallel_jobs() {
        let jobs = |line: &str| match parse(&args(line)) {
            Ok(Command::Build { jobs, .. } | Command::Run { jobs, .. }) => Ok(jobs),
            Ok(other) => panic!("{other:?}"),
            Err(e) => Err(e),
        };
        assert_eq!(jobs("build -j 4 a.ts"), Ok(Some(4)));
        assert_eq!(jobs("build a.ts --jobs=3"), Ok(Some(3)));
        assert_eq!(jobs("run --jobs 2 a.ts -j 5"), Ok(Some(2)));
        assert_eq!(jobs("-j 1 a.ts"), Ok(Some(1)));
        assert_eq!(jobs("build a.ts"), Ok(None));
        assert!(jobs("build -j 0 a.ts").unwrap_err().contains("1 or more"));
        assert!(jobs("build --jobs=x a.ts").unwrap_err().contains("`x`"));
        assert!(
            jobs("build a.ts -j")
                .unwrap_err()
                .contains("needs a number")
        );
    }

    #[test]
    fn follows_node_and_compiler_conventions() {
        // `kiln app.ts` runs it, as `node app.ts` does, options first.
        assert_eq!(
            parse(&args("-O1 dir/app.ts x")),
            Ok(Command::Run {
                file: "dir/app.ts".into(),
                opt: 1,
                link_all: false,
                pgo: None,
                jobs: None,
                args: args("x")
            })
        );
        // A default output named after the input, in the current directory.
        assert_eq!(
            parse(&args("build src/app.ts")),
            Ok(Command::Build {
                file: "src/app.ts".into(),
                opt: 2,
                link_all: false,
                debug: false,
                pgo: None,
                jobs: None,
                out: Some("app".into()),
                emit: Emit::Exe
            })
        );
        assert!(parse(&args("build app")).is_err());
        assert!(parse(&args("build -")).is_err());
        assert!(parse(&args("build - -o x")).is_ok());
        assert_eq!(parse(&args("build --help")), Ok(Command::Help));
        assert_eq!(parse(&args("run -h")), Ok(Command::Help));
        // After the file, everything is the program's.
        assert!(matches!(
            parse(&args("run a.ts --help")),
            Ok(Command::Run { args, .. }) if args == ["--help"]
        ));
        assert!(matches!(parse(&args("-")), Ok(Command::Run { .. })));
    }

    #[test]
    fn parses_profile_guided_builds() {
        let words = ["build", "--pgo-args", "a 'b c'", "--pgo-stdin", "in.txt"];
        let more = ["--pgo-profile", "p.prof", "app.ts"];
        let given: Vec<OsString> = words.iter().chain(&more).map(OsString::from).collect();
        let Ok(Command::Build { pgo: Some(p), .. }) = parse(&given) else {
            panic!("a --pgo-… option means --pgo");
        };
        assert_eq!(p.args, ["a", "b c"]);
        assert_eq!(p.stdin, Some("in.txt".into()));
        assert_eq!(p.profile, Some("p.prof".into()));
        assert!(!p.show_output);
        assert!(matches!(
            parse(&args("run --pgo --pgo-show-output a.ts --pgo")),
            Ok(Command::Run { pgo: Some(Pgo { show_output: true, .. }), args, .. }) if args == ["--pgo"]
        ));
        assert!(parse(&args("build --pgo --emit c a.ts")).is_err());
        assert!(parse(&args("build a.ts --pgo-stdin")).is_err());
        assert!(parse(&args("build --pgo-frobnicate a.ts")).is_err());
    }

    #[test]
    fn splits_training_arguments_as_a_shell_would() {
        let split = |s| {
            split_words(s).map(|w| {
                w.into_iter()
                    .map(|w| w.into_string().unwrap())
                    .collect::<Vec<_>>()
            })
        };
        assert_eq!(split("  "), Ok(vec![]));
        assert_eq!(split("a  b"), Ok(vec!["a".into(), "b".into()]));
        assert_eq!(
            split(r#"--n 'two words' "x\"y" a\ b ''"#),
            Ok(vec![
                "--n".into(),
                "two words".into(),
                "x\"y".into(),
                "a b".into(),
                "".into()
            ])
        );
        assert!(split("'open").is_err());
    }

    #[cfg(unix)]
    #[test]
    fn arguments_need_not_be_utf8() {
        use std::os::unix::ffi::OsStringExt;
        let bad = OsString::from_vec(vec![b'a', 0xff, b'.', b't', b's']);
        let arg = OsString::from_vec(vec![0xfe, 0xff]);
        assert_eq!(
            parse(&[bad.clone(), arg.clone()]),
            Ok(Command::Run {
                file: bad.clone().into(),
                opt: 2,
                link_all: false,
                pgo: None,
                jobs: None,
                args: vec![arg]
            })
        );
        assert!(matches!(
            parse(&[
                "build".into(),
                bad,
                "-o".into(),
                OsString::from_vec(vec![0xff])
            ]),
            Ok(Command::Build { .. })
        ));
    }
}
