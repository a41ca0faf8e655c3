#!/bin/bash
# Benchmarks our FileCheck against LLVM's on a generated input (default: 50 MB, 10,000 checks).
# usage: utils/filecheck/bench/run.sh [MB] [CHECKS]
# Needs python3; uses hyperfine when installed, /usr/bin/time otherwise. The oracle is
# /usr/lib/llvm-22/bin/FileCheck (override with ORACLE=...). Data goes to a temporary directory.
set -euo pipefail
MB=${1:-50}
CHECKS=${2:-10000}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
ORACLE=${ORACLE:-/usr/lib/llvm-22/bin/FileCheck}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
cargo build --release -p filecheck --manifest-path "$ROOT/Cargo.toml" >&2
OURS="$CARGO_TARGET_DIR/release/FileCheck"
DATA=$(mktemp -d)
trap 'rm -rf "$DATA"' EXIT
python3 "$HERE/gen.py" "$DATA" --mb "$MB" --checks "$CHECKS"
# Both must accept the generated test before we time them.
"$OURS" --input-file "$DATA/input.txt" "$DATA/check.txt"
if [ -x "$ORACLE" ]; then "$ORACLE" --input-file "$DATA/input.txt" "$DATA/check.txt"; fi
CMD_OURS="$OURS --input-file $DATA/input.txt $DATA/check.txt"
CMD_LLVM="$ORACLE --input-file $DATA/input.txt $DATA/check.txt"
if command -v hyperfine > /dev/null; then
  if [ -x "$ORACLE" ]; then
    hyperfine --warmup 1 --runs "${RUNS:-5}" -n ropt "$CMD_OURS" -n llvm "$CMD_LLVM"
  else
    hyperfine --warmup 1 --runs "${RUNS:-5}" -n ropt "$CMD_OURS"
  fi
else
  for cmd in "$CMD_OURS" "$CMD_LLVM"; do
    /usr/bin/time -f "%e s  %M KB  $cmd" $cmd
  done
fi
