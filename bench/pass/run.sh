#!/bin/sh
# Pass manager benchmarks (numbers in the issue-9 report):
#  1. parallel speed-up: a module of 1,000 isolated functions (~11.7 MB of generic IR, half of
#     the pure ops duplicated), cse with threading off/on, 1 and 2 rayon threads; the example
#     asserts identical output;
#  2. cse on gen.py's 10 MB `flat` workload in generic form (21.6 MB), with stand-ins for the
#     arith/func ops, compared with `mlir-opt -cse` (same IR up to SSA numbering: see
#     norm.py). Needs mlir-opt to generate the generic input (MLIR_OPT).
set -e
cd "$(dirname "$0")/../.."
T="${CARGO_TARGET_DIR:-target}/release/examples"
cargo build --release -q -p ropt-transforms --example cse_bench --example cse_file
for t in 1 2; do RAYON_NUM_THREADS=$t "$T/cse_bench" 1000 200; done
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
if [ -x "$MLIR_OPT" ]; then
  W="${TMPDIR:-/tmp}/ropt-pass-bench"; mkdir -p "$W"
  [ -f "$W/g10.mlir" ] || MLIR_OPT="$MLIR_OPT" python3 ../shared/bench/gen.py generic 10M -o "$W/g10.mlir"
  for t in 1 2; do RAYON_NUM_THREADS=$t "$T/cse_file" "$W/g10.mlir" "$W/g10.out"; done
  "$MLIR_OPT" -allow-unregistered-dialect "$W/g10.mlir" -cse --mlir-print-op-generic --mlir-timing -o "$W/g10.ref" 2>&1 | grep -E "CSE|Total"
  python3 "$(dirname "$0")/norm.py" "$W/g10.out" "$W/g10.ref"
fi
