#!/usr/bin/env bash
# A profile-guided release build of kiln's runtime library and of the
# compiler itself (docs/performance.md, "Profile-guided builds"):
#
#   1. builds both instrumented (`-Cprofile-generate`),
#   2. trains them: the instrumented kiln builds every bench/*.ts and a
#      slice of the fixtures against the instrumented runtime, and each
#      executable runs once (its stdin file or none, output discarded), so
#      that the GC's slow paths and the built-ins are in the profile too,
#   3. merges the profiles with the toolchain's llvm-profdata (the
#      `llvm-tools` component, added here through rustup, the toolchain's
#      own version),
#   4. builds both again with the profiles (`-Cprofile-use`) into
#      target/pgo/: `kiln` with `libkiln_runtime.a` beside it, where it
#      looks for its runtime.
#
#   scripts/pgo-build.sh                  the release recipe (~10 min)
#   scripts/pgo-build.sh --runtime-only   only the runtime (~2 min)
#   scripts/pgo-build.sh --quick          a reduced training load (CI's smoke)
#
# No profile is kept or committed: each run trains afresh from the tree it
# builds. A plain `cargo build --release` is untouched and stays valid.
# Then: target/pgo/kiln build app.ts, or for the runtime alone
# KILN_RUNTIME_LIB=target/pgo/libkiln_runtime.a kiln build app.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

quick=0 runtime_only=0
for a in "$@"; do
  case $a in
    --quick) quick=1 ;;
    --runtime-only) runtime_only=1 ;;
    *) echo "usage: scripts/pgo-build.sh [--quick] [--runtime-only]" >&2; exit 2 ;;
  esac
done

host=$(rustc -vV | sed -n 's/^host: //p')
tools="$(rustc --print sysroot)/lib/rustlib/$host/bin"
if [ ! -x "$tools/llvm-profdata" ]; then
  rustup component add llvm-tools >&2
fi
profdata="$tools/llvm-profdata"

# Each step's line says when it began (seconds since the start): what the
# README's costs are read from.
say() { echo "pgo-build: [${SECONDS}s] $*" >&2; }

work=$root/target/pgo
rm -rf "$work/profiles" "$work/train"
mkdir -p "$work/profiles/runtime" "$work/profiles/kiln" "$work/train"

# The lean runtime (std from source, as a release kiln links) when the
# toolchain has its source; the ordinary library otherwise.
# Its flags are crates/codegen/build.rs's.
lean=() lean_flags=""
if [ -f "$(rustc --print sysroot)/lib/rustlib/src/rust/library/Cargo.lock" ]; then
  lean=(-Z build-std=std,panic_abort -Z build-std-features=backtrace-trace-only --target "$host")
  lean_flags="-Cforce-unwind-tables=no"
fi

# cargo build of the runtime into target/pgo/$1 with the rustc flags $2.
build_runtime() {
  RUSTC_BOOTSTRAP=1 RUSTFLAGS="$2 $lean_flags" cargo build --release -q -p kiln-runtime \
    "${lean[@]}" --target-dir "$work/$1"
  if [ ${#lean[@]} -gt 0 ]; then
    echo "$work/$1/$host/release/libkiln_runtime.a"
  else
    echo "$work/$1/release/libkiln_runtime.a"
  fi
}

# cargo build of kiln into target/pgo/$1 with the rustc flags $2. It finds
# its runtime beside itself (not a lean library its build would make).
build_kiln() {
  KILN_LEAN_RUNTIME=0 RUSTFLAGS="$2" cargo build --release -q -p kiln-codegen --bin kiln \
    --target-dir "$work/$1"
  echo "$work/$1/release/kiln"
}

say "instrumented runtime"
rt_gen=$(build_runtime gen-runtime "-Cprofile-generate=$work/profiles/runtime")
if [ $runtime_only = 1 ]; then
  kiln=$root/target/release/kiln
  [ -x "$kiln" ] || cargo build --release -q -p kiln-codegen --bin kiln
else
  say "instrumented kiln"
  kiln=$(build_kiln gen-kiln "-Cprofile-generate=$work/profiles/kiln")
fi

# The training load: every benchmark and every third fixture (--quick: four
# benchmarks, every twentieth fixture).
programs=()
if [ $quick = 1 ]; then
  programs+=(bench/richards.ts bench/json.ts bench/strings.ts bench/binarytrees.ts)
  step=20
else
  programs+=(bench/*.ts)
  step=3
fi
i=0
for f in test-files/*.ts test-files/*/main.ts; do
  if [ $((i % step)) = 0 ]; then programs+=("$f"); fi
  i=$((i + 1))
done

say "training on ${#programs[@]} programs"
trained=0
for f in "${programs[@]}"; do
  exe=$work/train/program
  # A program kiln refuses or that fails still trains the compiler.
  # The profiler runtime's writer registers itself from an object nothing
  # in the library references: rustc links executables with `-u` for it,
  # and so must kiln's C compiler (it reads CFLAGS), or no profile is
  # written.
  if ! LLVM_PROFILE_FILE="$work/profiles/kiln/%m-%p.profraw" KILN_RUNTIME_LIB=$rt_gen \
      CFLAGS="-Wl,-u,__llvm_profile_runtime" KILN_CACHE_DIR=$work/train/cache \
      KILN_CACHE_MAX_MB=0 "$kiln" build "$f" -o "$exe" >/dev/null 2>&1; then
    continue
  fi
  input=/dev/null
  case $f in
    */main.ts) stdin=${f%/main.ts}.stdin ;;
    *) stdin=${f%.ts}.stdin ;;
  esac
  if [ -f "$stdin" ]; then input=$root/$stdin; fi
  (cd "$(dirname "$f")" && LLVM_PROFILE_FILE="$work/profiles/runtime/%m-%p.profraw" \
    timeout 60 "$exe" <"$input" >/dev/null 2>&1) || true
  trained=$((trained + 1))
  rm -rf "$work/train/cache"
done
say "$trained programs built and run; merging the profiles, optimised builds"

"$profdata" merge -o "$work/runtime.profdata" "$work"/profiles/runtime/*.profraw
rt_use=$(build_runtime use-runtime "-Cprofile-use=$work/runtime.profdata")
cp "$rt_use" "$work/libkiln_runtime.a"
if [ $runtime_only = 0 ]; then
  "$profdata" merge -o "$work/kiln.profdata" "$work"/profiles/kiln/*.profraw
  cp "$(build_kiln use-kiln "-Cprofile-use=$work/kiln.profdata")" "$work/kiln"
fi

# The result must build and run a program as the plain build does.
export KILN_CACHE_DIR=$work/train/check-cache
check=$work/train/check
"$root/target/release/kiln" build bench/hello.ts -o "$check.plain" >/dev/null 2>&1 ||
  cargo run --release -q -p kiln-codegen --bin kiln -- build bench/hello.ts -o "$check.plain"
if [ $runtime_only = 0 ]; then
  "$work/kiln" build bench/hello.ts -o "$check.pgo"
else
  KILN_RUNTIME_LIB=$work/libkiln_runtime.a "$kiln" build bench/hello.ts -o "$check.pgo"
fi
if [ "$("$check.pgo")" != "$("$check.plain")" ]; then
  say "the profile-guided build prints another hello world"
  exit 1
fi
say "done: $work/libkiln_runtime.a"
[ $runtime_only = 1 ] || say "done: $work/kiln (finds the runtime beside it)"
