//! The `kiln` command line.

use crate::driver::{self, BuildError, Options};
use std::path::{Path, PathBuf};

pub const USAGE: &str = "\
kiln — an ahead-of-time TypeScript compiler

Usage:
  kiln run [-O0|-O1|-O2|-O3] [--link-all] FILE.ts [ARGS...]
                                  compile (cached) and run
  kiln build [-O0|-O1|-O2|-O3] [--link-all] FILE.ts -o OUT
                                  build a native executable
  kiln build --emit c FILE.ts [-o OUT.c]    print or write the generated C
  kiln build --emit ir FILE.ts [-o OUT.ir]  print or write kiln's IR
  kiln --help | --version

Options:
  -O0 … -O3     the C compiler's optimisation level (default -O2)
  --link-all    link every built-in: RegExp, Date, Map/Set/WeakMap/WeakSet
                and String's case mapping, normalize and localeCompare
                are otherwise linked only into programs whose source
                names them

Environment:
  CC                 the C compiler (default: cc, as the `cc` crate finds it)
  KILN_CACHE_DIR     where `kiln run` caches executables (default ~/.cache/kiln)
  KILN_RUNTIME_LIB   the runtime library (default: next to the kiln binary)
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
        args: Vec<String>,
    },
    Build {
        file: PathBuf,
        opt: u8,
        link_all: bool,
        out: Option<PathBuf>,
        emit: Emit,
    },
}

/// Parses the arguments after the program name.
pub fn parse(args: &[String]) -> Result<Command, String> {
    let Some(first) = args.first() else {
        return Ok(Command::Help);
    };
    match first.as_str() {
        "-h" | "--help" | "help" => Ok(Command::Help),
        "-V" | "--version" => Ok(Command::Version),
        "run" => {
            let (mut opt, mut link_all) = (2, false);
            let mut i = 1;
            while let Some(a) = args.get(i) {
                match parse_opt(a) {
                    Some(o) => opt = o,
                    None if a == "--link-all" => link_all = true,
                    None if a.starts_with('-') => {
                        return Err(format!("unknown option `{a}` for `kiln run`"));
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
                args: args[i + 1..].to_vec(),
            })
        }
        "build" => {
            let (mut opt, mut out, mut emit, mut file) = (2, None, Emit::Exe, None);
            let mut link_all = false;
            let mut it = args[1..].iter();
            while let Some(a) = it.next() {
                if let Some(o) = parse_opt(a) {
                    opt = o;
                    continue;
                }
                match a.as_str() {
                    "-o" => out = Some(PathBuf::from(it.next().ok_or("`-o` needs a path")?)),
                    "--link-all" => link_all = true,
                    "--emit" => {
                        emit = match it.next().map(String::as_str) {
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
                    s if s.starts_with('-') => {
                        return Err(format!("unknown option `{s}` for `kiln build`"));
                    }
                    s => {
                        if file.replace(PathBuf::from(s)).is_some() {
                            return Err("`kiln build` takes one file".into());
                        }
                    }
                }
            }
            let file = file.ok_or("`kiln build` needs a file to build")?;
            if emit == Emit::Exe && out.is_none() {
                return Err("`kiln build` needs `-o OUT` for an executable".into());
            }
            Ok(Command::Build {
                file,
                opt,
                link_all,
                out,
                emit,
            })
        }
        other => Err(format!("unknown command `{other}`")),
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
pub fn main(args: &[String]) -> i32 {
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
            out,
            emit,
        } => {
            let source = match driver::read_source(&file) {
                Ok(s) => s,
                Err(e) => return fail(e),
            };
            let path = file.display().to_string();
            let result = match emit {
                Emit::C => driver::to_c_with(&path, &source, link_all)
                    .map(|c| write_or_print(out.as_deref(), &c)),
                Emit::Ir => {
                    driver::to_ir(&path, &source).map(|ir| write_or_print(out.as_deref(), &ir))
                }
                Emit::Exe => {
                    let out = out.expect("checked by parse");
                    driver::build(
                        &file,
                        &source,
                        &out,
                        &Options {
                            opt_level: opt,
                            link_all,
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
            args,
        } => {
            let source = match driver::read_source(&file) {
                Ok(s) => s,
                Err(e) => return fail(e),
            };
            match driver::build_cached(
                &file,
                &source,
                &Options {
                    opt_level: opt,
                    link_all,
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
fn exec(exe: &Path, file: &Path, args: &[String]) -> i32 {
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

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
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
                args: args("x -O2")
            })
        );
        assert_eq!(
            parse(&args("run --link-all a.ts --link-all")),
            Ok(Command::Run {
                file: "a.ts".into(),
                opt: 2,
                link_all: true,
                args: args("--link-all")
            })
        );
        assert_eq!(
            parse(&args("build --emit c a.ts")),
            Ok(Command::Build {
                file: "a.ts".into(),
                opt: 2,
                link_all: false,
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
                out: Some("a".into()),
                emit: Emit::Exe
            })
        );
        assert!(parse(&args("build a.ts")).is_err());
        assert!(parse(&args("frobnicate")).is_err());
        assert!(parse(&args("run")).is_err());
    }
}
