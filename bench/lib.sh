# Setup shared by the bench scripts; source it, do not run it:
#
#   . "$(dirname "$0")/lib.sh"        (from bench/pass: "$(dirname "$0")/../lib.sh")
#
# After sourcing:
#   ROOT      the checkout (the parent of bench/);
#   MLIR_OPT  the oracle mlir-opt (exported; default /usr/lib/llvm-22/bin/mlir-opt);
#   GEN       the shared input generator (default ../shared/bench/gen.py next to the checkout).
# Functions:
#   bench_dir DEFAULT       sets `dir` to $BENCH_DIR, else DEFAULT, and creates it;
#   bench_ropt              sets ROPT: $ROPT if set, else a release build of ropt in this
#                           checkout's target directory ($CARGO_TARGET_DIR if set), built first;
#   bench_input FILE ARGS   generates FILE with `python3 $GEN ARGS -o FILE` unless it exists
#                           (inputs are never committed);
#   bench_time OUT CMD...   runs CMD under /usr/bin/time and sets `wall user sys rss_kb`
#                           (seconds, seconds, seconds, KB of peak RSS); OUT is a scratch file.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)
export MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
GEN=${GEN:-$ROOT/../shared/bench/gen.py}

bench_dir() {
  dir=${BENCH_DIR:-$1}
  mkdir -p "$dir"
}

bench_ropt() {
  if [ -z "${ROPT:-}" ]; then
    (cd "$ROOT" && cargo build --release -q -p ropt) || return 2
    ROPT=${CARGO_TARGET_DIR:-$ROOT/target}/release/ropt
    case "$ROPT" in
      /*) ;;
      *) ROPT=$ROOT/$ROPT ;;
    esac
  fi
}

bench_input() {
  local file=$1
  shift
  [ -f "$file" ] || python3 "$GEN" "$@" -o "$file"
}

bench_time() {
  local out=$1
  shift
  /usr/bin/time -o "$out" -f "%e %U %S %M" "$@"
  read -r wall user sys rss_kb < "$out"
}
