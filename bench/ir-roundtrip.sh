#!/usr/bin/env bash
# Parse + verify + print benchmark of ropt against mlir-opt 22 on generated IR.
#
#   bench/ir-roundtrip.sh [SIZE] [WORKLOAD]     (defaults: 10M generic)
#
# Needs python3, hyperfine and /usr/bin/time; MLIR_OPT points at the oracle mlir-opt
# (default /usr/lib/llvm-22/bin/mlir-opt), ROPT at the ropt binary (default: a release build
# in this checkout's target directory). Inputs are generated into $BENCH_DIR (default
# /tmp/ropt-bench) and never committed.
#
# The generic workload uses func/arith ops, which mlir-opt knows but ropt does not register
# yet; both tools get a copy with those dialects renamed to an unregistered one, so the two
# outputs can be compared byte for byte before timing.
set -euo pipefail

size=${1:-10M}
workload=${2:-generic}
here=$(cd "$(dirname "$0")/.." && pwd)
export MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
dir=${BENCH_DIR:-/tmp/ropt-bench}
mkdir -p "$dir"

if [ -z "${ROPT:-}" ]; then
  (cd "$here" && cargo build --release -q -p ropt)
  target=${CARGO_TARGET_DIR:-$here/target}
  ROPT=$target/release/ropt
fi

raw=$dir/$workload-$size.mlir
input=$dir/$workload-$size.unregistered.mlir
if [ ! -f "$raw" ]; then
  python3 "$here/../shared/bench/gen.py" "$workload" "$size" -o "$raw" --mlir-opt "$MLIR_OPT" 2>/dev/null ||
    python3 "$here/../shared/bench/gen.py" "$workload" "$size" -o "$raw"
fi
sed -e 's/"func\./"tst./g; s/"arith\./"tst./g; s/"scf\./"tst./g; s/"cf\./"tst./g' \
    -e 's/#arith\./#tst./g' "$raw" > "$input"
flags=(-allow-unregistered-dialect)
[ "$workload" = generic ] && flags+=(-mlir-print-op-generic)

echo "== $input ($(wc -c < "$input") bytes)"
"$ROPT" "$input" "${flags[@]}" -o "$dir/ropt.out"
"$MLIR_OPT" "$input" "${flags[@]}" -o "$dir/mlir-opt.out"
if cmp -s "$dir/ropt.out" "$dir/mlir-opt.out"; then
  echo "outputs are byte-identical"
else
  echo "OUTPUTS DIFFER"; diff "$dir/ropt.out" "$dir/mlir-opt.out" | head -20; exit 1
fi

hyperfine -N -w 1 -r "${RUNS:-5}" --export-json "$dir/hyperfine.json" \
  "$ROPT $input ${flags[*]} -o /dev/null" \
  "$MLIR_OPT $input ${flags[*]} -o /dev/null"

for tool in "$ROPT" "$MLIR_OPT"; do
  /usr/bin/time -f "$(basename "$tool"): %e s wall, %U s user, %S s sys, %M KB peak RSS" \
    "$tool" "$input" "${flags[@]}" -o /dev/null
done
