#!/usr/bin/env bash
# Runs a local copy of MLIR's lit tests (e.g. mlir/test/IR, mlir/test/Pass) with ropt standing
# in for mlir-opt (or rpdll for mlir-pdll, see STAND_IN) and LLVM's own FileCheck, and reports
# the fraction whose RUN lines all pass.
# The test files are not part of this repository: fetch them yourself.
#
#   bench/mlir-suite/run.sh DIR [DIR...]     (every *.mlir file under each DIR)
#
# Environment:
#   ROPT       the ropt binary (default: this checkout's target/debug/ropt, built if missing);
#   LLVM_BIN   where FileCheck, not, count and split-file come from (default /usr/lib/llvm-22/bin);
#   ORACLE=1   run mlir-opt itself ($LLVM_BIN/mlir-opt) instead, to check the harness: tests
#              that fail then are ones this script cannot run (they are reported as such);
#   TIMEOUT    seconds per RUN line (default 60);
#   VERBOSE=1  print the failing RUN line and the first lines of its output;
#   STAND_IN   the tool stood in for: mlir-opt (default; ropt, *.mlir files) or mlir-pdll
#              (rpdll, default RPDLL=target/debug/rpdll, *.pdll files, e.g. a copy of
#              mlir/test/mlir-pdll).
#
# A file counts as UNSUPPORTED when a RUN line needs a tool or substitution other than
# mlir-opt, FileCheck, not, count, split-file (mlir-translate, %PYTHON, ...) or when it has a
# REQUIRES/UNSUPPORTED line; XFAIL files pass when a RUN line fails. Prints one line per file
# (PASS/FAIL/UNSUPPORTED path) and a summary.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
TIMEOUT=${TIMEOUT:-60}
if [ $# -eq 0 ]; then
  echo "usage: $0 DIR [DIR...]" >&2
  exit 2
fi
STAND_IN=${STAND_IN:-mlir-opt}
case $STAND_IN in
  mlir-opt) OURS=${ROPT:-$ROOT/target/debug/ropt} PKG=ropt EXT=mlir OTHER=mlir-pdll ;;
  mlir-pdll) OURS=${RPDLL:-$ROOT/target/debug/rpdll} PKG=rpdll EXT=pdll OTHER=mlir-opt ;;
  *) echo "$0: STAND_IN must be mlir-opt or mlir-pdll" >&2; exit 2 ;;
esac
if [ "${ORACLE:-0}" = 1 ]; then
  TOOL=$LLVM_BIN/$STAND_IN
else
  TOOL=$OURS
  if [ ! -x "$TOOL" ]; then
    (cd "$ROOT" && CARGO_BUILD_JOBS=${CARGO_BUILD_JOBS:-1} cargo build -q -p $PKG) || exit 2
  fi
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
ln -s "$TOOL" "$work/bin/$STAND_IN"
for t in FileCheck not count split-file; do
  ln -s "$LLVM_BIN/$t" "$work/bin/$t"
done

. "$ROOT/bench/lit-suite.sh"
while IFS= read -r file; do
  shown=$file
  file=$(realpath "$file")
  lit_runs "$file"
  rel=$shown
  if [ -z "$cmds" ] || [[ $flags == *U* ]] || printf '%s\n' "$cmds" | grep -qE '%PYTHON|%mlir_|%llvm|%shlib|%lli|mlir-translate|mlir-runner|mlir-reduce|mlir-lsp|mlir-query|mlir-tblgen|'"$OTHER"'|mlir-irdl|mlir-cpu|mlir-linalg|mlir-src|not --crash|%{'; then
    echo "UNSUPPORTED $rel"
    unsup=$((unsup + 1))
    continue
  fi
  lit_run "$rel" "$file"
done < <(for d in "$@"; do find "$d" -name "*.$EXT" -not -path '*/Inputs/*'; done | sort)

lit_summary
